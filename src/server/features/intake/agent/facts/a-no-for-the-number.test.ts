import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * The police question asks two things: whether the police came or wrote a report, and the
 * number. A no that belongs to the number, the card or the copy leaves the report a yes, or not
 * known; never a no. Sentences written for this test.
 */
const crash = { caseType: 'auto' } as const;
const reportOf = async (text: string, language: 'en' | 'es') =>
  (await readTurn('policeReport', text, { context: crash, language })).record.policeReport;

describe('a no for the number leaves the report', () => {
  it.each([
    ['yes, a trooper showed up. no, i never got a copy', 'en'],
    ['the deputy came out but I lost his card, so no', 'en'],
    ['yeah they wrote one up. no i dont have the number', 'en'],
    ['they showed up, no report number though', 'en'],
    ['sí vinieron. no tengo el número todavía', 'es'],
    ['sí, llegó un oficial. no, no me dio tarjeta', 'es'],
    ['vinieron, número no', 'es'],
  ] as const)('"%s" is never no report', async (text, language) => {
    expect(await reportOf(text, language)).not.toBe(false);
  });
});

describe('a no for the police is still no (negatives)', () => {
  it.each([
    ['no, nobody came out', 'en'],
    ['no, they never came, so no number either', 'en'],
    ['no, no vino nadie', 'es'],
  ] as const)('"%s" is no report', async (text, language) => {
    expect(await reportOf(text, language)).toBe(false);
  });
});
