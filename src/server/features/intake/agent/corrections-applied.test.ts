import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../contracts/case-record';
import { readTurn } from '../testing/read-turn';
import type { LabelFacts } from '../testing/reading-corpus';

import type { QuestionKey } from './agent';

/**
 * Issue 23, point 3: corrections that are applied, not only acknowledged (decisions 0130–0132).
 * Each class fresh visitors hit, in sentences written for this test, read as a chat turn reads
 * an answer: the question pending, what the agent knew before as labels.
 */
const thanks = (language: Language) => (language === 'es' ? /^Gracias — / : /^Thanks — /);

describe('a bill corrected inside the answer to another question (class a)', () => {
  it.each([
    ['photos', 'yes a few. the urgent care bill was really 1,750 not 7,150', 7150, 1750, 'en'],
    [
      'witnesses',
      'no witnesses, and the ER charges came to 6,400, I had that wrong earlier',
      4600,
      6400,
      'en',
    ],
    ['policeReport', 'they came. oh and my medical bills are actually 11,200', 12100, 11200, 'en'],
    ['employer', 'I drive for FedEx. oops, the hospital bill was 3,900, not 9,300', 9300, 3900, 'en'],
    ['lostWages', 'about two weeks. and the bill was 5,250 not 2,550', 2550, 5250, 'en'],
    ['photos', 'sí tengo fotos. y la cuenta del hospital fue de 8,100, no 1,800', 1800, 8100, 'es'],
    ['witnesses', 'nadie vio nada. me equivoqué, las cuentas son 4,700, no 7,400', 7400, 4700, 'es'],
  ] as const)('%s ← %s', async (question, text, before, after, language) => {
    const read = await readTurn(question, text, {
      context: { caseType: 'auto', medicalBills: before },
      language,
    });
    expect(read.record.medicalBills?.total, text).toBe(after);
    expect(read.record.sources.medicalBills?.from).toBe('correction');
    expect(read.record.lostWages, text).toBeUndefined();
    expect(read.acknowledgement ?? '').toMatch(thanks(language));
  });
});

describe('the party at fault corrected (class b)', () => {
  it.each([
    ['photos', 'actually the truck driver caused it', 'the bus driver', /truck driver/, 'auto', 'en'],
    [
      'witnesses',
      'actually the landlord was to blame, he never fixed the railing',
      'the tenant',
      /landlord/,
      'slip_fall',
      'en',
    ],
    ['photos', 'sorry I meant the neighbor, not his son', 'his son', /neighbor/, 'dog_bite', 'en'],
    [
      'photos',
      'wait, it was the janitor who left it wet, not the receptionist',
      'the receptionist',
      /janitor/,
      'slip_fall',
      'en',
    ],
    ['witnesses', 'perdón, fue el chofer del camión, no el del taxi', 'el taxista', /truck/, 'auto', 'es'],
    [
      'photos',
      'me equivoqué, el dueño del perro tuvo la culpa',
      'el vecino',
      /owner of the dog/,
      'dog_bite',
      'es',
    ],
  ] as const)('%s ← %s', async (question, text, before, after, caseType, language) => {
    const read = await readTurn(question, text, {
      context: { caseType, atFaultParty: before },
      language,
    });
    expect(read.record.atFaultParty, text).toMatch(after);
    expect(read.record.sources.atFaultParty?.from).toBe('correction');
    expect(read.acknowledgement ?? '').toMatch(thanks(language));
  });

  it('says a Spanish party back with its articles agreeing, word by word', async () => {
    const read = await readTurn('witnesses', 'perdón, fue el chofer del camión, no el del taxi', {
      context: { caseType: 'auto', atFaultParty: 'el taxista' },
      language: 'es',
    });
    expect(read.acknowledgement).toBe('Gracias — el conductor del camion.');
  });
});

describe('a "no…" to the read-back corrects a date, a place or an injury (class c)', () => {
  const story: LabelFacts = {
    caseType: 'auto',
    incidentDate: '2026-10-03',
    city: 'Mesa',
    state: 'AZ',
    injuries: ['broken arm'],
    atFaultParty: 'the other driver',
  };

  it.each([
    ['no, it happened on October 13', '2026-10-13', 'en'],
    ['no the date is off, it was the 23rd of September', '2026-09-23', 'en'],
    ['nope, it was last Friday', '2026-11-20', 'en'],
    ['no, fue el 5 de septiembre', '2026-09-05', 'es'],
    ['no, pasó el 9 de octubre', '2026-10-09', 'es'],
  ] as const)('the date ← %s', async (text, date, language) => {
    const read = await readTurn('readBack', text, { context: story, language });
    expect(read.record.incidentDate?.from, text).toBe(date);
    expect(read.record.sources.incidentDate?.from).toBe('correction');
    expect(read.record.city).toBe('Mesa');
    expect(read.acknowledgement ?? '').toMatch(thanks(language));
  });

  it.each([
    ['no, it was in Tempe', 'Tempe'],
    ['no, it was Chandler, not Mesa', 'Chandler'],
  ] as const)('the place ← %s', async (text, city) => {
    const read = await readTurn('readBack', text, { context: story });
    expect(read.record.city).toBe(city);
    expect(read.record.incidentDate?.from).toBe('2026-10-03');
  });

  it.each([
    ['no, I broke my wrist, not my arm', ['broken arm'], /wrist/, /arm/, 'en'],
    ['no, it was my left knee, not my back', ['back pain'], /knee/, /back/, 'en'],
    ['no, my ankle was sprained, not broken', ['broken ankle'], /sprained/, /broken/, 'en'],
    ['no, me lastimé la rodilla, no la espalda', ['dolor de espalda'], /knee/, /espalda|back/, 'es'],
    ['no, fue el hombro, no el cuello', ['dolor de cuello'], /hombro/, /cuello/, 'es'],
  ] as const)('the injuries ← %s', async (text, before, kept, gone, language) => {
    const read = await readTurn('readBack', text, {
      context: { ...story, injuries: [...before] },
      language,
    });
    const injuries = read.record.injuries ?? [];
    expect(
      injuries.some((item) => kept.test(item)),
      text,
    ).toBe(true);
    expect(
      injuries.some((item) => gone.test(item) && !kept.test(item)),
      text,
    ).toBe(false);
    expect(read.acknowledgement ?? '').toMatch(thanks(language));
  });

  it('keeps the injuries a correction does not name, and those with no body part', async () => {
    const read = await readTurn('readBack', 'no, my ankle was sprained, not broken', {
      context: { ...story, injuries: ['broken ankle', 'concussion', 'cut on my hand'] },
    });
    expect(read.record.injuries).toEqual(
      expect.arrayContaining(['concussion', 'cut on my hand', expect.stringMatching(/sprained/)]),
    );
    expect(read.record.injuries).not.toContain('broken ankle');
  });

  it('leaves what is right alone: a yes, an injury added, a date of care', async () => {
    for (const text of [
      'yes that is all correct',
      'yes, and my neck still hurts',
      'yes, but I saw a doctor on October 9',
    ]) {
      const read = await readTurn('readBack', text, { context: story });
      expect(read.record.incidentDate?.from, text).toBe('2026-10-03');
      expect(read.record.injuries, text).toContain('broken arm');
      expect(read.acknowledgement ?? '', text).not.toMatch(/^Thanks — /);
    }
  });

  it('takes a body part after a no out of the list only when something is said in its place', async () => {
    const unsaid = await readTurn('photos', 'no, not my neck', {
      context: { caseType: 'auto', injuries: ['neck pain', 'bruised ribs'] },
    });
    expect(unsaid.record.injuries).toEqual(['neck pain', 'bruised ribs']);
    const said = await readTurn('photos', 'no pictures. and it was my shoulder I hurt, not my neck', {
      context: { caseType: 'auto', injuries: ['neck pain', 'bruised ribs'] },
    });
    expect(said.record.injuries).toContain('bruised ribs');
    expect(said.record.injuries?.some((item) => /shoulder/.test(item))).toBe(true);
    expect(said.record.injuries?.some((item) => /neck/.test(item))).toBe(false);
  });
});

describe('a coarser date said in reply to the read-back leaves the day we know', () => {
  const story: LabelFacts = {
    caseType: 'slip_fall',
    incidentDate: '2026-10-03',
    state: 'MA',
    injuries: ['broken ankle'],
  };
  it.each([
    ['mostly right, I also bruised my tailbone and hurt my wrist in the fall', 'en'],
    ['yes, but add that my hip got bruised in the fall too', 'en'],
    ['casi, también me lastimé la muñeca en la caída, fue en otoño', 'es'],
    ['yes. and my back has hurt since the summer', 'en'],
  ] as const)('%s', async (text, language) => {
    const read = await readTurn('readBack', text, { context: story, language });
    expect(read.record.incidentDate?.from, text).toBe('2026-10-03');
  });
});

describe('a later date of care or work never replaces the incident date (class d)', () => {
  it.each([
    ['treatment', 'actually I went to the ER on the 14th', '2026-10-02', 'en'],
    ['lostWages', 'actually I stopped working on October 20', '2026-10-02', 'en'],
    ['lostWages', 'no, I went back to work on November 3', '2026-10-02', 'en'],
    ['treatment', 'correction, I saw my doctor on 10/16 not 10/6', '2026-10-02', 'en'],
    ['employer', 'Home Depot, actually I have been out of work since October 5', '2026-09-28', 'en'],
    ['treatment', 'en realidad fui al médico el 12 de octubre', '2026-10-02', 'es'],
    ['lostWages', 'en realidad dejé de trabajar el 20 de octubre', '2026-10-02', 'es'],
    // Dealings with an insurer or a lawyer since (decision 0135).
    [
      'otherPartyInsurer',
      'sorry not Geico, it is Progressive. their adjuster called me yesterday',
      '2026-10-02',
      'en',
    ],
    [
      'otherPartyInsurer',
      'actually the other guys insurance sent me a letter on October 30',
      '2026-10-02',
      'en',
    ],
    [
      'settlementOffer',
      'no offer, I called the claims number on the 21st and nobody answered',
      '2026-10-02',
      'en',
    ],
    [
      'otherPartyInsurer',
      'no era Progressive, era Geico. el ajustador me llamó el 25 de octubre',
      '2026-10-02',
      'es',
    ],
  ] as const)('%s ← %s', async (question, text, date, language) => {
    const read = await readTurn(question as QuestionKey, text, {
      context: { caseType: 'auto', incidentDate: date },
      language,
    });
    expect(read.record.incidentDate?.from, text).toBe(date);
  });

  it('still takes a correction of the incident date itself', async () => {
    for (const [text, date] of [
      ['actually it was the 4th, not the 2nd', '2026-10-04'],
      ['sorry, the crash was actually on October 5', '2026-10-05'],
      ['actually I got hurt on the 6th', '2026-10-06'],
    ] as const) {
      const read = await readTurn('photos', text, {
        context: { caseType: 'auto', incidentDate: '2026-10-02' },
      });
      expect(read.record.incidentDate?.from, text).toBe(date);
    }
  });
});

describe('money lands on its own fact (class e)', () => {
  it.each([
    ['medicalBills', 'about $9,000, and I get a weekly comp check of $400', 'en'],
    ['settlementOffer', 'no offer, they just send a weekly check of 520', 'en'],
    ['settlementOffer', 'just my comp checks, 480 every two weeks', 'en'],
    ['settlementOffer', 'nada, solo me llega un cheque semanal de 450 de la compensación', 'es'],
    ['settlementOffer', 'ninguna oferta, me mandan cheques semanales de 390', 'es'],
  ] as const)(
    'a benefit check is no offer, no bill, no lost pay: %s ← %s',
    async (question, text, language) => {
      const read = await readTurn(question, text, { context: { caseType: 'workplace' }, language });
      expect(read.record.settlementOffer, text).toBeUndefined();
      expect(read.record.lostWages, text).toBeUndefined();
      const total = read.record.medicalBills?.total;
      expect(total === undefined || total === 9000, text).toBe(true);
    },
  );

  it.each([
    ['policyLimit', 'isnt it like 300k?', 'en'],
    ['policyLimit', 'is it 100/300?', 'en'],
    ['policyLimit', "it's 50k, isn't it?", 'en'],
    ['otherPartyInsurer', 'Progressive. they carry 250k per person, right?', 'en'],
    ['policyLimit', 'the limit is 250k, correct?', 'en'],
    ['policyLimit', 'tienen una póliza de 100 mil, ¿verdad?', 'es'],
    ['policyLimit', 'es de 30 mil, ¿no?', 'es'],
  ] as const)('an amount asked about is no limit: %s ← %s', async (question, text, language) => {
    const read = await readTurn(question, text, { context: { caseType: 'auto' }, language });
    expect(read.record.policyLimit, text).toBeUndefined();
  });

  it('keeps an amount told before a question about something else', async () => {
    const read = await readTurn('medicalBills', 'around 12,000, that is a lot, right?', {
      context: { caseType: 'auto' },
    });
    expect(read.record.medicalBills?.total).toBe(12000);
    const opening = await readTurn(
      'medicalBills',
      "is 6,500 normal for one ER visit? that's the bill so far",
      {
        context: { caseType: 'auto' },
      },
    );
    expect(opening.record.medicalBills?.total).toBe(6500);
    const limit = await readTurn('policyLimit', '100/300 I think', { context: { caseType: 'auto' } });
    expect(limit.record.policyLimit).toEqual({ perPerson: 100000, perAccident: 300000 });
  });

  it('reads a corrected bill as the bill while lost pay is asked', async () => {
    for (const text of ['sorry the bill was 4,000 not 2,000', 'oops, the ER bill was actually 4,000']) {
      const read = await readTurn('lostWages', text, { context: { caseType: 'auto', medicalBills: 2000 } });
      expect(read.record.medicalBills?.total, text).toBe(4000);
      expect(read.record.lostWages, text).toBeUndefined();
    }
  });

  it('hears "I get paid" as pay, never as a payer of the bills', async () => {
    const read = await readTurn('lostWages', 'I get paid 1800 every two weeks', {
      context: { caseType: 'workplace' },
    });
    expect(read.record.medicalBills).toBeUndefined();
  });
});

describe('a health plan said again is never the party at fault or the owner', () => {
  const story: LabelFacts = {
    caseType: 'slip_fall',
    state: 'TX',
    propertyOwner: 'walmart',
    atFaultParty: 'walmart',
  };
  it.each([
    ['otherPartyInsurer', 'no sé el seguro de walmart. yo tengo medicaid, ya le dije', 'es'],
    ['otherPartyInsurer', 'no idea what the store carries. i told you, i have medicare', 'en'],
    ['otherPartyInsurer', 'like I said before, my insurance is Aetna', 'en'],
    ['healthInsurance', 'como le dije, tengo Ambetter', 'es'],
  ] as const)('%s: %s', async (question, text, language) => {
    const read = await readTurn(question, text, { context: story, language });
    expect(read.record.atFaultParty).toBe('walmart');
    expect(read.record.propertyOwner).toBe('walmart');
  });
});
