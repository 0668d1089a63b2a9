import { describe, expect, it } from 'vitest';

import type { QuestionKey } from '../agent';
import { readTurn } from '../../testing/read-turn';

const treatmentOf = async (question: QuestionKey | null, text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn(question, text, { language, context: { caseType: 'medical_malpractice' } })).record
    .treatment;

describe('reading treatment', () => {
  it('does not take "still have it" or "todavía" about something else as care going on', async () => {
    expect(await treatmentOf('productPreserved', 'yes, I still have it in the basement')).toBeUndefined();
    expect(await treatmentOf('productPreserved', 'Sí, todavía la tengo en el garaje', 'es')).toBeUndefined();
    expect(await treatmentOf('priorAttorney', 'no, todavía no tengo abogado', 'es')).toBeUndefined();
    expect(await treatmentOf('product', 'a space heater, still in the box in my closet')).toBeUndefined();
  });

  it('still hears care that goes on', async () => {
    expect((await treatmentOf('treatment', 'still in physical therapy twice a week'))?.status).toBe(
      'ongoing',
    );
    expect((await treatmentOf('treatment', 'sigo yendo a terapia cada semana', 'es'))?.status).toBe(
      'ongoing',
    );
    expect(
      (await treatmentOf('treatment', 'todavía estoy en tratamiento con el quiropráctico', 'es'))?.status,
    ).toBe('ongoing');
  });

  it('reads care named in English inside a Spanish answer', async () => {
    const levels = (await treatmentOf('treatment', 'fui al ER y después me hicieron un MRI', 'es'))?.levels;
    expect(levels).toEqual(expect.arrayContaining(['er', 'imaging']));
  });

  it('does not take the care that went wrong, named in an answer about who or when, as treatment', async () => {
    expect(
      await treatmentOf('provider', 'the surgeon who did my hip, Dr. Lowell, at County General'),
    ).toBeUndefined();
    expect(await treatmentOf('discoveryDate', 'when I woke up from the surgery, on June 3')).toBeUndefined();
    expect(await treatmentOf('incidentDate', 'La operación fue el 3 de junio', 'es')).toBeUndefined();
  });

  it('does not take a procedure still to come, in an answer about future costs, as care had', async () => {
    expect(
      await treatmentOf('futureMedical', 'yes, another surgery on the shoulder, about 30 thousand'),
    ).toBeUndefined();
    expect(
      await treatmentOf('futureMedical', 'sí, otra cirugía de la rodilla, unos 20 mil', 'es'),
    ).toBeUndefined();
    expect(
      (await treatmentOf('futureMedical', 'I already had one surgery and need one more'))?.levels,
    ).toContain('surgery');
  });

  it('does not take an earlier injury’s care for this one', async () => {
    expect(await treatmentOf('priorInjuries', 'I had knee surgery about ten years ago')).toBeUndefined();
    expect(await treatmentOf('priorInjuries', 'me operaron la espalda hace mucho', 'es')).toBeUndefined();
  });

  it('does not take a job or a group for care', async () => {
    expect(
      await treatmentOf(null, "I'm a home health nurse and was driving to a patient when I got hit"),
    ).toBeUndefined();
    expect(await treatmentOf(null, 'Terminé en terapia intensiva por la reacción.', 'es')).toMatchObject({
      levels: ['icu'],
    });
  });

  it('hears that there was no care, however it is said', async () => {
    expect((await treatmentOf('treatment', "nothing so far, I haven't seen anybody"))?.status).toBe('none');
    expect((await treatmentOf('medicalBills', "zero, I didn't go to the doctor at all"))?.status).toBe(
      'none',
    );
    expect((await treatmentOf('medicalBills', 'none, never got checked out'))?.status).toBe('none');
    expect(
      (await treatmentOf('healthInsurance', 'no tengo, por eso no he ido al médico', 'es'))?.status,
    ).toBe('none');
  });

  it('does not take care booked for later, or a condition someone has now, as care had', async () => {
    expect(await treatmentOf(null, 'my wrist is broken and I have surgery next week')).toBeUndefined();
    expect(await treatmentOf('injuries', 'I have terrible nightmares now')).toBeUndefined();
    expect(await treatmentOf('ownCoverage', 'I have no car insurance right now')).toBeUndefined();
  });

  it('tells a walk-in urgent care centre from the emergency room in Spanish', async () => {
    expect(
      (await treatmentOf('treatment', 'fui a un centro de urgencias esa misma noche', 'es'))?.levels,
    ).toEqual(['urgent_care']);
    expect((await treatmentOf('treatment', 'me llevaron a urgencias del hospital', 'es'))?.levels).toContain(
      'er',
    );
  });

  it('reads "none", "nothing yet" and "didn’t go anywhere" as no care, only when care is asked', async () => {
    expect((await treatmentOf('treatment', 'nothing yet'))?.status).toBe('none');
    expect((await treatmentOf('treatment', 'nah I never went anywhere, no insurance'))?.status).toBe('none');
    expect((await treatmentOf('treatment', 'nada todavía', 'es'))?.status).toBe('none');
    expect(await treatmentOf('witnesses', 'none')).toBeUndefined();
  });

  it('reads a hospital stay told in words other than "admitted"', async () => {
    expect(
      (await treatmentOf('treatment', 'she was taken to the hospital by her neighbor'))?.levels,
    ).toContain('hospital');
    expect((await treatmentOf('treatment', 'estuvo en el hospital casi un mes', 'es'))?.levels).toContain(
      'hospital',
    );
    expect((await treatmentOf('treatment', 'le tuvieron que operar la cadera', 'es'))?.levels).toContain(
      'surgery',
    );
  });

  it('does not take care still to come, or the place it happened, as care had', async () => {
    expect(
      await treatmentOf('futureMedical', 'they think an MRI and then therapy, maybe 4k'),
    ).toBeUndefined();
    expect(
      await treatmentOf('futureMedical', 'if the shots fail the surgeon wants to operate'),
    ).toBeUndefined();
    expect(
      (await treatmentOf('futureMedical', 'the chiro said another two months of visits'))?.levels,
    ).toContain('chiropractic');
    expect(await treatmentOf('employer', 'I work as a home health aide for an agency')).toBeUndefined();
    expect(await treatmentOf(null, 'tengo la cirugía next week, el brazo roto', 'es')).toBeUndefined();
  });

  it('reads a stay told loosely, and not a confession or a gunshot as care', async () => {
    const inStory = async (text: string, language: 'en' | 'es' = 'en') =>
      (await readTurn(null, text, { language, context: {} })).record.treatment?.levels ?? [];
    expect(await inStory('the pharmacy mixed up my pills and I ended up in the hospital')).toContain(
      'hospital',
    );
    expect(await inStory('se le infectó la herida y lo tuvieron que internar', 'es')).toContain('hospital');
    expect(await inStory('the driver admitted he was texting, my knee is swollen')).not.toContain('hospital');
    expect(await inStory('a stranger got shot in the lot and I was grazed in the arm')).not.toContain(
      'injections',
    );
    expect(await inStory('a shelf fell and pinned my leg against the wall')).not.toContain('surgery');
    expect(await inStory('rear ended last week, my neck hurts, going to chiro twice a week')).toContain(
      'chiropractic',
    );
  });
});

describe('care denied after it is named', () => {
  const levelsOf = async (text: string, language: 'en' | 'es' = 'en') =>
    (await readTurn('treatment', text, { language, context: { caseType: 'auto' } })).record.treatment
      ?.levels ?? [];

  it.each([
    ['urgent care that night, surgery no', 'en'],
    ['ER yes. surgery? no. just PT after', 'en'],
    ['went to the ER, surgery nope', 'en'],
    ['surgery? nah, only a brace and therapy', 'en'],
    ['fui a urgencias, me enyesaron. cirugía no', 'es'],
    ['¿cirugía? no, gracias a dios, solo fisioterapia', 'es'],
    ['emergencias sí, operación tampoco', 'es'],
    ['urgencias esa noche, y cirugía no hubo', 'es'],
    ['fui a la clínica; cirugía no me hicieron', 'es'],
    ['the ER that night, surgery never happened', 'en'],
  ] as const)('%s', async (text, language) => {
    const levels = await levelsOf(text, language);
    expect(levels).not.toContain('surgery');
    expect(levels.length).toBeGreaterThan(0);
  });

  it('keeps care that was had when the no belongs to something else', async () => {
    expect(await levelsOf('I had surgery, no complications so far')).toContain('surgery');
    expect(await levelsOf('surgery on my knee. No. Wait, also the ER first')).toContain('surgery');
    expect(await levelsOf('me operaron, no fue fácil', 'es')).toContain('surgery');
  });

  it('does not say sorry for a surgery that was denied', async () => {
    const read = await readTurn('treatment', 'ER and x-rays. surgery? no', { context: { caseType: 'auto' } });
    expect(read.acknowledgement ?? '').not.toMatch(/surgery/i);
    const spanish = await readTurn('treatment', 'urgencias y radiografías. cirugía no', {
      language: 'es',
      context: { caseType: 'auto' },
    });
    expect(spanish.acknowledgement ?? '').not.toMatch(/cirug/i);
  });
});

describe('a "no" about a bill is not a "no" about the care it is for (decision 0119)', () => {
  const after = async (text: string, language: 'en' | 'es' = 'en') =>
    (
      await readTurn('medicalBills', text, {
        language,
        context: { caseType: 'workplace', treatment: ['er', 'ambulance', 'physical_therapy'] },
      })
    ).record.treatment?.levels;
  it.each([
    ['no, comp did NOT pay the 2,100 er bill, nobody paid it yet', 'en'],
    ['the hospital bill wasn’t paid by anyone', 'en'],
    ['nobody has paid the ambulance bill', 'en'],
    ["my insurance didn't cover the ER's charges", 'en'],
    ['no pagaron la cuenta del hospital', 'es'],
    ['la factura de la ambulancia no la ha pagado nadie', 'es'],
    ['nadie ha pagado la cuenta de la sala de emergencias', 'es'],
  ] as const)('"%s" keeps the care', async (text, language) => {
    expect(await after(text, language)).toEqual(
      expect.arrayContaining(['er', 'ambulance', 'physical_therapy']),
    );
  });
  it.each([
    ['I did NOT go to the ER, just urgent care', 'en', 'er'],
    ['no ambulance, my wife drove me', 'en', 'ambulance'],
    ['no fui a la sala de emergencias', 'es', 'er'],
  ] as const)('"%s" still takes the care back', async (text, language, level) => {
    const levels = (
      await readTurn('treatment', text, {
        language,
        context: { caseType: 'auto', treatment: ['er', 'ambulance', 'physical_therapy'] },
      })
    ).record.treatment?.levels;
    expect(levels).not.toContain(level);
  });
});
