import { describe, expect, it } from 'vitest';

import type { CaseRecord, DateValue, Language } from '../../../../../contracts/case-record';
import { initialAgentState, type QuestionKey } from '../agent';
import { createGuidedAgent } from '../guided-agent';
import { recordFromLabels } from '../../testing/reading-corpus';
import { readingToday, readTurn } from '../../testing/read-turn';

/**
 * The date of the first care (issue 25 point 3, decision 0145): read wherever the visitor dates
 * it, by a calendar date or by a time after the incident; only the first care counts. Sentences
 * written for this test. Today is Thursday 2026-11-26.
 */
const day = (iso: string): DateValue => ({ from: iso, to: iso, precision: 'day' });

const firstCareOf = async (
  question: QuestionKey | null,
  text: string,
  options: { language?: Language; incidentDate?: string; caseType?: string } = {},
) =>
  (
    await readTurn(question, text, {
      language: options.language ?? 'en',
      context: {
        caseType: options.caseType ?? 'auto',
        ...(options.incidentDate ? { incidentDate: options.incidentDate } : {}),
      },
    })
  ).record.firstTreatmentDate;

/** One answer read on a record that already holds a first treatment date. */
async function readOn(
  known: DateValue,
  question: QuestionKey,
  text: string,
  language: Language = 'en',
): Promise<CaseRecord> {
  const before: CaseRecord = {
    ...recordFromLabels({ caseType: 'auto', incidentDate: '2026-03-03' }, language),
    firstTreatmentDate: known,
  };
  const state = initialAgentState({ language, pending: question, asked: [question] });
  const result = await createGuidedAgent().readAnswer({
    record: before,
    state,
    text,
    referenceDate: readingToday,
    tokenBudget: 0,
  });
  return result.record;
}

describe('the date of the first treatment', () => {
  it('reads a calendar date said with a first visit to care, in a first message or any answer', async () => {
    const told: [QuestionKey | null, string, string][] = [
      [null, 'I was rear-ended on March 3 and saw my doctor on March 4', '2026-03-04'],
      [null, 'A dog bit my calf on June 12, I went to urgent care on June 13', '2026-06-13'],
      ['treatment', 'went to the ER on Aug 20 and they did x-rays', '2026-08-20'],
      ['treatment', 'I got checked out at a walk-in clinic on September 2nd', '2026-09-02'],
      ['medicalBills', 'about $900 so far, I was seen at the hospital on 7/14', '2026-07-14'],
      ['injuries', 'broken wrist, they took me to the hospital on May 1', '2026-05-01'],
      ['treatment', 'my first appointment was October 6', '2026-10-06'],
      ['treatment', 'I saw a doctor last Tuesday', '2026-11-24'],
    ];
    for (const [question, text, iso] of told)
      expect(await firstCareOf(question, text, { incidentDate: '2026-03-01' }), text).toEqual(day(iso));
  });

  it('reads Spanish, typed with or without accents', async () => {
    const told: [string, string][] = [
      ['fui a urgencias el 3 de marzo', '2026-03-03'],
      ['Fui al médico el 5 de abril porque me dolía la espalda', '2026-04-05'],
      ['me llevaron al hospital el 9 de septiembre', '2026-09-09'],
      ['me vio el doctor el 12 de octubre', '2026-10-12'],
      ['fui a la clinica el 2 de mayo', '2026-05-02'],
    ];
    for (const [text, iso] of told)
      expect(
        await firstCareOf('treatment', text, { language: 'es', incidentDate: '2026-03-01' }),
        text,
      ).toEqual(day(iso));
  });

  it('reads misspelt care words', async () => {
    const told: [string, string][] = [
      ['went to the emergancy room on april 4', '2026-04-04'],
      ['I went to the hosptial on april 4th', '2026-04-04'],
      ['saw my docter on april 4', '2026-04-04'],
    ];
    for (const [text, iso] of told)
      expect(await firstCareOf('treatment', text, { incidentDate: '2026-04-02' }), text).toEqual(day(iso));
    expect(
      await firstCareOf('treatment', 'fui al ospital el 4 de abril', {
        language: 'es',
        incidentDate: '2026-04-02',
      }),
    ).toEqual(day('2026-04-04'));
  });

  it('dates care told from the incident as the incident date moved on', async () => {
    const told: [string, DateValue][] = [
      ['went to the ER that night', day('2026-03-03')],
      ['the ambulance took me straight to the hospital', day('2026-03-03')],
      ['paramedics came and took me in', day('2026-03-03')],
      ['the ambulence took me to the hosptial', day('2026-03-03')],
      ['I went to urgent care right after', day('2026-03-03')],
      ['the next morning I saw my doctor', day('2026-03-04')],
      ['The next morning, I went to my family doctor', day('2026-03-04')],
      ['I went to urgent care the nex day', day('2026-03-04')],
      ['went to the ER 2 days later', day('2026-03-05')],
      ['went to the ER later that night', day('2026-03-03')],
      [
        'I went to urgent care a few days after the crash',
        { from: '2026-03-05', to: '2026-03-08', precision: 'week' },
      ],
      ['I went to the doctor two days later', day('2026-03-05')],
      ["didn't see a doctor until a week later", { from: '2026-03-07', to: '2026-03-13', precision: 'week' }],
      [
        'I went to my doctor a couple of days later',
        { from: '2026-03-05', to: '2026-03-06', precision: 'week' },
      ],
      [
        'I waited and saw a doctor after 3 weeks',
        { from: '2026-03-21', to: '2026-03-27', precision: 'week' },
      ],
    ];
    for (const [text, value] of told)
      expect(await firstCareOf('treatment', text, { incidentDate: '2026-03-03' }), text).toEqual(value);
  });

  it('dates Spanish care told from the incident', async () => {
    const told: [string, DateValue][] = [
      ['fui a urgencias esa misma noche', day('2026-03-03')],
      ['me llevó la ambulancia al hospital', day('2026-03-03')],
      ['al día siguiente fui al médico', day('2026-03-04')],
      ['fui a la clinica al otro dia', day('2026-03-04')],
      ['fui al doctor dos días después', day('2026-03-05')],
      ['a los 3 días me atendieron en una clínica', day('2026-03-06')],
      ['fui al médico a la semana', { from: '2026-03-07', to: '2026-03-13', precision: 'week' }],
      [
        'no fui al doctor hasta una semana después',
        { from: '2026-03-07', to: '2026-03-13', precision: 'week' },
      ],
    ];
    for (const [text, value] of told)
      expect(
        await firstCareOf('treatment', text, { language: 'es', incidentDate: '2026-03-03' }),
        text,
      ).toEqual(value);
  });

  it('keeps the incident date’s precision: care that night in "last March" is March', async () => {
    expect(await firstCareOf('treatment', 'went to the ER that night', { incidentDate: '2026-03' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      precision: 'month',
    });
    expect(
      await firstCareOf(
        null,
        'In March I fell down the stairs at my apartment and went to the ER right after',
      ),
    ).toMatchObject({ from: '2026-03-01', to: '2026-03-31', precision: 'month' });
  });

  it('reads the incident and the care told together in a first message', async () => {
    const result = await readTurn(null, 'On March 3 a truck hit my car. The next morning I saw my doctor.');
    expect(result.record.incidentDate).toEqual(day('2026-03-03'));
    expect(result.record.firstTreatmentDate).toEqual(day('2026-03-04'));
    expect(result.record.sources.firstTreatmentDate?.quote).toBe('The next morning I saw my doctor.');
    const spanish = await readTurn(
      null,
      'Me caí en el trabajo el 3 de marzo y fui a urgencias el 4 de marzo',
      {
        language: 'es',
      },
    );
    expect(spanish.record.incidentDate).toEqual(day('2026-03-03'));
    expect(spanish.record.firstTreatmentDate).toEqual(day('2026-03-04'));
  });

  it('takes the earliest care a message dates', async () => {
    expect(
      await firstCareOf('treatment', 'the ambulance took me in and two days later I saw my own doctor', {
        incidentDate: '2026-03-03',
      }),
    ).toEqual(day('2026-03-03'));
    expect(
      await firstCareOf('treatment', 'went to urgent care on March 5, then my doctor on March 9', {
        incidentDate: '2026-03-03',
      }),
    ).toEqual(day('2026-03-05'));
  });

  it('never dates first care by later care: a follow-up, therapy, surgery, going back', async () => {
    const later = [
      'I had surgery on March 10',
      'started physical therapy on March 20',
      'I got an MRI on March 12',
      'saw my doctor on March 15 for a follow-up',
      'I went back to the doctor on March 15',
      'empecé terapia el 20 de marzo',
      'me operaron el 10 de marzo',
    ];
    for (const text of later)
      expect(
        await firstCareOf('treatment', text, {
          incidentDate: '2026-03-03',
          language: /[ñé]|\b(el|de)\b/.test(text) ? 'es' : 'en',
        }),
        text,
      ).toBeUndefined();
  });

  it('does not read care denied, care not dated, or a time with no incident date to move on', async () => {
    const nothing = [
      'I never went to a doctor',
      "I didn't go to the ER on March 3",
      'no ambulance came',
      'I went to the ER',
      'my back hurt the next day',
    ];
    for (const text of nothing)
      expect(await firstCareOf('treatment', text, { incidentDate: '2026-03-03' }), text).toBeUndefined();
    expect(await firstCareOf('treatment', 'went to the ER that night')).toBeUndefined();
    expect(
      await firstCareOf('treatment', 'no fui al médico', { language: 'es', incidentDate: '2026-03-03' }),
    ).toBeUndefined();
  });

  it('is not read in a medical-mistake case, where care is what went wrong', async () => {
    expect(
      await firstCareOf('provider', 'I saw Dr. Hale on March 4 and he missed the fracture', {
        caseType: 'medical_malpractice',
        incidentDate: '2026-03-04',
      }),
    ).toBeUndefined();
  });

  it('lets an earlier care date replace a later one, never a later one an earlier', async () => {
    const earlier = await readOn(
      day('2026-03-10'),
      'medicalBills',
      'the bill is $2,000 so far, I went to the ER on March 4',
    );
    expect(earlier.firstTreatmentDate).toEqual(day('2026-03-04'));
    const sameNight = await readOn(
      day('2026-03-10'),
      'treatment',
      'actually the ambulance took me in that night',
    );
    expect(sameNight.firstTreatmentDate).toEqual(day('2026-03-03'));
    const laterVisit = await readOn(day('2026-03-04'), 'treatment', 'I saw my doctor on March 12');
    expect(laterVisit.firstTreatmentDate).toEqual(day('2026-03-04'));
    const laterSpanish = await readOn(day('2026-03-04'), 'treatment', 'fui al médico el 12 de marzo', 'es');
    expect(laterSpanish.firstTreatmentDate).toEqual(day('2026-03-04'));
  });

  it('refines a loose first care date by a day inside it', async () => {
    const loose: DateValue = { from: '2026-03-01', to: '2026-03-31', precision: 'month' };
    const refined = await readOn(loose, 'treatment', 'I went to urgent care on March 6');
    expect(refined.firstTreatmentDate).toEqual(day('2026-03-06'));
  });

  it('asks no question of its own', async () => {
    const { factRegistry } = await import('./registry');
    expect(factRegistry.firstTreatmentDate.question).toBeUndefined();
  });
});
