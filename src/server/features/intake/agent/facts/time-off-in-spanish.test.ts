import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * Time off work told in Spanish in the perfect or imperfect tense ("no he podido trabajar",
 * "no fui a trabajar"), asked or said out of turn. Sentences written for this test.
 */
const es = { language: 'es' as const, context: { caseType: 'slip_fall' as const } };
const daysOf = async (question: 'lostWages' | 'priorAttorney' | 'witnesses', text: string) =>
  (await readTurn(question, text, es)).record.lostWages?.daysMissed;

describe('time off work in Spanish', () => {
  it.each([
    ['lostWages', 'no he podido trabajar tres semanas', 21],
    ['lostWages', 'no podía trabajar por 10 días', 10],
    ['priorAttorney', 'no, ningún abogado. no he podido ir a trabajar en dos semanas', 14],
    ['witnesses', 'nadie vio nada, y no fui a trabajar 5 días', 5],
    ['lostWages', 'he faltado una semana al trabajo', 7],
    ['priorAttorney', 'no tengo abogado, llevo 4 días sin ir a trabajar', 4],
  ] as const)('to %s: "%s" → %i days', async (question, text, days) => {
    expect(await daysOf(question, text)).toBe(days);
  });

  it.each([
    ['witnesses', 'mi hermana estuvo conmigo dos horas en la sala'],
    ['priorAttorney', 'no he podido dormir bien en dos semanas'],
    ['witnesses', 'no fui al doctor hasta 3 días después'],
  ] as const)('time that is not off work is no time off: to %s, "%s"', async (question, text) => {
    expect(await daysOf(question, text)).toBeUndefined();
  });
});
