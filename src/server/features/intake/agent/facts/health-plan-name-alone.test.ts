import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';
import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0211. Sentences and plan names written for this test. The answer to the health
 * insurance question keeps the plan's name alone, not what follows it (where the plan comes
 * from, since when, what the visitor thinks of it), in Spanish and in English.
 */
const ask = (text: string, language: Language) =>
  readTurn('healthInsurance', text, { context: { caseType: 'slip_fall' }, language });

describe("a health plan's name without the words after it", () => {
  it.each([
    ['Tengo Salud Primero por el trabajo', 'es', 'Salud Primero'],
    ['es Vivida Salud que me da mi trabajo', 'es', 'Vivida Salud'],
    ['Vivida Salud por parte de mi esposo', 'es', 'Vivida Salud'],
    ['tengo Vivida Salud desde el año pasado', 'es', 'Vivida Salud'],
    ['Vivida Salud, lo pago yo cada mes', 'es', 'Vivida Salud'],
    ['Northline Health through my husband’s work', 'en', 'Northline Health'],
    ['Northline Health since last year', 'en', 'Northline Health'],
  ] as const)('%s', async (text, language, plan) => {
    const { record } = await ask(text, language);
    expect(record.healthInsurance, text).toBe(plan);
  });

  it.each([
    ['Salud Primero', 'es', 'Salud Primero'],
    ['tengo Cuidado Total Familiar', 'es', 'Cuidado Total Familiar'],
    ['Northline Health', 'en', 'Northline Health'],
    ['Blue Cross Blue Shield', 'en', 'Blue Cross Blue Shield'],
  ] as const)('a name with no tail is kept whole: %s', async (text, language, plan) => {
    const { record } = await ask(text, language);
    expect(record.healthInsurance ?? '', text).toContain(plan);
  });
});
