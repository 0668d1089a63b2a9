import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * Officers at the scene mean a report likely exists (decision 0272): whatever the visitor saw
 * of the paperwork, the answer is yes or not known, never no. A report denied with no officer
 * said to have come (police only called), or officers who never came, is still a no. Sentences written for this test.
 */
const crash = { caseType: 'auto' } as const;

const reportOf = async (text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn('policeReport', text, { context: crash, language })).record;

describe('officers who came are never no report', () => {
  it.each([
    ['a couple of cops pulled up and talked to both of us', 'en'],
    ['the deputy got my license and insurance card', 'en'],
    ['highway patrol handled it', 'en'],
    ['a trooper typed everything into his laptop', 'en'],
    ['sí, llegó un oficial y nos pidió los papeles', 'es'],
  ] as const)('"%s" is a report', async (text, language) => {
    expect((await reportOf(text, language)).policeReport).toBe(true);
  });

  it.each([
    ['two officers came out but they never handed me a report', 'en'],
    ['no report that i know of, an officer did take everyones info', 'en'],
    ['the cop showed up but said he would not write anything up', 'en'],
    ['vino un policía pero no levantó reporte', 'es'],
  ] as const)('"%s" is not known, never no', async (text, language) => {
    const record = await reportOf(text, language);
    expect(record.policeReport).not.toBe(false);
  });
});

describe('no officer came (negatives)', () => {
  it.each([
    ['no, the police never showed up', 'en'],
    ['nobody called the cops, we just swapped numbers', 'en'],
    ['no police, no report', 'en'],
    ['i called the cops but no report was made', 'en'],
    ['no, no vino la policía', 'es'],
  ] as const)('"%s" is no report', async (text, language) => {
    expect((await reportOf(text, language)).policeReport).toBe(false);
  });
});
