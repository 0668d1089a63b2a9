import { describe, expect, it } from 'vitest';

import { readCorrection } from '../testing/read-correction';

/**
 * "wait, it was …" after an answer: the date said after "wait" corrects the one we hold, even
 * behind a yes to another question (decision 0293). Sentences written for this test. The record
 * holds a crash on October 14.
 */
describe('"wait it was …" restates the date', () => {
  it.each([
    ['yes. wait it was oct 19 not 14', 'en', '2026-10-19'],
    ['yeah. oh wait it happened oct 12', 'en', '2026-10-12'],
    ['no. hold on it was october 11', 'en', '2026-10-11'],
    ['wait it was the 16th', 'en', '2026-10-16'],
    ['sí. espera, fue el 13 de octubre', 'es', '2026-10-13'],
    ['no. ay espera fue el 15 de octubre', 'es', '2026-10-15'],
    ['yes. oh, it was the 12th', 'en', '2026-10-12'],
    ['sí. perdón, fue el 10', 'es', '2026-10-10'],
  ] as const)('"%s" moves the date', async (text, language, date) => {
    const result = await readCorrection(text, language, { pending: 'photos' });
    expect(result.record.incidentDate?.from).toBe(date);
  });

  it.each([
    ['yes. we had to wait it was 3 hours at the ER', 'en'],
    ['yes, I had to wait until october 20 for the MRI', 'en'],
    ['sí, tuve que esperar hasta el 20 de octubre para la cita', 'es'],
    ['yes. the wait was long, I went back on october 21', 'en'],
  ] as const)('"%s" keeps October 14', async (text, language) => {
    const result = await readCorrection(text, language, { pending: 'photos' });
    expect(result.record.incidentDate?.from).toBe('2026-10-14');
  });
});

/**
 * Decision 0301: a pause of its own between commas ("hold on,", "un momento,"), after a short
 * answer, then a part that is only a date with a month name: the date is corrected. A part that
 * goes on past its date tells another date. Sentences written for this test.
 */
describe('a pause, a comma, then a date with its month', () => {
  it.each([
    ['yes. hold on, it was october 11', 'en', '2026-10-11'],
    ['yeah. wait, it was oct 9', 'en', '2026-10-09'],
    ['no. hang on, it happened on october 8', 'en', '2026-10-08'],
    ['yes, one sec, it was september 30', 'en', '2026-09-30'],
    ['yes. sorry, it was october 12 not the 14th', 'en', '2026-10-12'],
    ['sí. espere, fue el 13 de octubre', 'es', '2026-10-13'],
    ['no. un momento, fue el 9 de octubre', 'es', '2026-10-09'],
    ['sí, ay, fue el 11 de octubre', 'es', '2026-10-11'],
  ] as const)('"%s" moves the date', async (text, language, date) => {
    const result = await readCorrection(text, language, { pending: 'photos' });
    expect(result.record.incidentDate?.from).toBe(date);
  });

  it.each([
    ['yes. wait, october 20 is my MRI', 'en'],
    ['yes. hold on, my appointment is october 20', 'en'],
    ['yes. hang on, it was raining on october 20', 'en'],
    ['sí. espere, el 20 de octubre tengo cita', 'es'],
    ['sí. un momento, el 22 de octubre me operan', 'es'],
  ] as const)('"%s" keeps October 14', async (text, language) => {
    const result = await readCorrection(text, language, { pending: 'photos' });
    expect(result.record.incidentDate?.from).toBe('2026-10-14');
  });
});
