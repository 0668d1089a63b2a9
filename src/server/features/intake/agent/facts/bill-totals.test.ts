import { describe, expect, it } from 'vitest';

import { readingToday, readTurn } from '../../testing/read-turn';
import { recordFromLabels } from '../../testing/reading-corpus';
import { initialAgentState } from '../agent';
import { createGuidedAgent } from '../guided-agent';

const billsFrom = async (text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn('medicalBills', text, { context: { caseType: 'auto' }, language })).record.medicalBills
    ?.total;

// Sentences written for this test: a total told with the items it is made of.
describe('a total told with its items is the total, not one more item', () => {
  it.each([
    ['about 7 grand altogether, the ER was 6k and the ambulance 1100', 7000],
    ['roughly 15k total, 12k hospital and 3k for the specialist', 15000],
    ['the hospital was 10k, the ambulance 1500, so 11.5k in all', 11500],
    ['ER 2400, MRI 900, PT 700, about 4000 all told', 4000],
    ['como 9 mil en total, el hospital 8 mil y la ambulancia mil', 9000],
  ] as const)('"%s" → %i', async (text, total) => {
    expect(await billsFrom(text, /mil/.test(text) ? 'es' : 'en')).toBe(total);
  });

  it.each([
    ['about $30,000 so far including the $2,200 for the ambulance', 30000],
    ['roughly 18k so far, that includes the 1,500 MRI', 18000],
    ['$12,400 including $900 for the ambulance ride', 12400],
    ['unos 20 mil hasta ahora, incluyendo los 2 mil de la ambulancia', 20000],
    ['so far around $4,000, the ER was $3,100 of that', 4000],
  ] as const)('a part said to be included is not the total (0217): "%s" → %i', async (text, total) => {
    expect(await billsFrom(text, /mil/.test(text) ? 'es' : 'en')).toBe(total);
  });

  it.each([
    ['the ER was 2500 and the orthopedist 800', 3300],
    ['the ER was $900 with another $400 for x-rays', 1300],
    ['urgent care $400, x-rays $250 and a brace $90', 740],
  ] as const)('items without a total are added up: "%s" → %i', async (text, total) => {
    expect(await billsFrom(text)).toBe(total);
  });
});

describe('lost pay from the time missed and the pay rate told together', () => {
  const wagesOf = async (text: string, language: 'en' | 'es' = 'en') =>
    (await readTurn('lostWages', text, { context: { caseType: 'auto' }, language })).record.lostWages;

  it.each([
    ['been off 3 weeks now, I bring home about 900 a week', 'en', 2700],
    ['out of work 4 weeks so far at 550 a week', 'en', 2200],
    ['como 2 semanas, gano 800 a la semana', 'es', 1600],
    ['perdí tres semanas, ganaba 650 semanales', 'es', 1950],
    ['no he trabajado en un mes, me pagan 500 a la semana', 'es', 2143],
  ] as const)('"%s" is the pay over the time', async (text, language, total) => {
    expect((await wagesOf(text, language))?.total).toBe(total);
  });

  it.each([
    ['I make 25 an hour, 40 hours a week', 'en'],
    ['gano 18 la hora, 5 días a la semana', 'es'],
  ] as const)('"%s" is a pay rate and a schedule, not time missed', async (text, language) => {
    const wages = await wagesOf(text, language);
    expect(wages?.total).toBeUndefined();
    expect(wages?.daysMissed).toBeUndefined();
  });

  it.each([
    ['nope, none', 'en'],
    ['no', 'en'],
    ['no, no he faltado', 'es'],
    ['no, nada', 'es'],
  ] as const)('"%s" to the lost pay question is nothing lost', async (text, language) => {
    expect((await wagesOf(text, language))?.total).toBe(0);
  });
});

describe('time in a job is not time missed', () => {
  const wagesOf = async (text: string, incidentDate: string, language: 'en' | 'es' = 'en') =>
    (await readTurn('lostWages', text, { context: { caseType: 'workplace', incidentDate }, language })).record
      .lostWages;

  it.each([
    ['been driving for them 9 years, I missed 2 weeks so far', '2026-10-15', 14],
    ['I was a nurse for twenty years, now part time, missed 10 days', '2026-10-15', 10],
    ['llevo 15 años en la compañía y falté 3 semanas', '2026-10-15', 21],
  ] as const)('"%s"', async (text, date, days) => {
    expect((await wagesOf(text, date, /llevo/.test(text) ? 'es' : 'en'))?.daysMissed).toBe(days);
  });

  it('stores no time missed longer than the time since it happened', async () => {
    expect((await wagesOf('missed about 3 months', '2026-11-10'))?.daysMissed).toBeUndefined();
  });
});

describe('time since a treatment is not time missed at work', () => {
  const wagesIn = async (question: 'age' | 'treatment' | 'lostWages', text: string) =>
    (await readTurn(question, text, { context: { caseType: 'auto', incidentDate: '2026-09-01' } })).record
      .lostWages?.daysMissed;

  it.each([
    ['treatment', "I'm 3 weeks out of surgery on the knee"],
    ['treatment', 'about 10 days out from the operation now'],
    ['age', 'I am 40, and a month out of the hospital'],
  ] as const)('%s: "%s" gives no days missed', async (question, text) => {
    expect(await wagesIn(question, text)).toBeUndefined();
  });

  it.each([
    ['lostWages', 'been out 3 weeks', 21],
    ['lostWages', 'out of work 10 days so far', 10],
    ['lostWages', 'actually 6 days not 4', 6],
    // Shifts are work days, counted as said (decision 0273).
    ['lostWages', 'sorry it was 3 shifts, not 2', 3],
    ['lostWages', '9 days', 9],
    ['treatment', 'physical therapy twice a week, and I have been out from my job for 2 weeks', 14],
  ] as const)('%s: "%s" is %i days missed', async (question, text, days) => {
    expect(await wagesIn(question, text)).toBe(days);
  });
});

describe('"not yet" to a question about an amount', () => {
  const damageOf = async (text: string, language: 'en' | 'es') =>
    readTurn('propertyDamage', text, { context: { caseType: 'auto' }, language });

  it.each([
    ['not yet, the body shop has not called me back', 'en'],
    ['not at the moment, waiting on the adjuster', 'en'],
    ['todavía no me dan el presupuesto', 'es'],
    ['aún no, el taller lo está revisando', 'es'],
  ] as const)('"%s" leaves the damage not known yet, not $0', async (text, language) => {
    const read = await damageOf(text, language);
    expect(read.record.propertyDamage?.amount).toBeUndefined();
  });

  it('still reads a plain no as no damage', async () => {
    expect((await damageOf('no, the car was fine', 'en')).record.propertyDamage?.amount).toBe(0);
  });
});

// Sentences written for this test (decision 0119): a payment said not to have happened.
describe('a payer said not to have paid is no payer', () => {
  const agent = createGuidedAgent();
  const payersAfter = async (answers: readonly string[], language: 'en' | 'es') => {
    let record = recordFromLabels({ caseType: 'workplace' }, language);
    for (const text of answers) {
      const state = initialAgentState({ language, pending: 'medicalBills', asked: ['medicalBills'] });
      record = (await agent.readAnswer({ record, state, text, referenceDate: readingToday, tokenBudget: 0 }))
        .record;
    }
    return record.medicalBills?.paid.map((part) => part.payer) ?? [];
  };
  it.each([
    ['workers comp never paid the hospital bill', 'en'],
    ["comp didn't cover the surgery", 'en'],
    ['medicaid refused to pay for the therapy', 'en'],
    ['my health insurance has not paid anything', 'en'],
    ['la compensación no ha pagado nada', 'es'],
    ['el medicaid no quiso pagar la terapia', 'es'],
  ] as const)('"%s" names no payer', async (text, language) => {
    expect(await payersAfter([text], language)).toEqual([]);
  });
  it.each([
    [
      ['comp is paying the hospital', 'no wait, comp did NOT pay the ER bill, nobody has'],
      'en',
      'workers_comp',
    ],
    [['medicaid paid for everything', 'actually medicaid denied it'], 'en', 'medicaid'],
    [['la compensación pagó el hospital', 'perdón, la compensación no pagó nada'], 'es', 'workers_comp'],
  ] as const)('%j takes the payer back', async (answers, language, payer) => {
    expect(await payersAfter(answers, language)).not.toContain(payer);
  });
  it.each([
    ['comp paid the hospital, about 4000', 'en', 'workers_comp'],
    ['medicaid paid for everything', 'en', 'medicaid'],
  ] as const)('"%s" still names its payer', async (text, language, payer) => {
    expect(await payersAfter([text], language)).toContain(payer);
  });
});
