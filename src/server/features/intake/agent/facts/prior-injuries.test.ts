import { describe, expect, it } from 'vitest';

import type { QuestionKey } from '../agent';
import { readTurn } from '../../testing/read-turn';

const priorOf = async (text: string, language: 'en' | 'es' = 'en', question: QuestionKey = 'priorInjuries') =>
  (await readTurn(question, text, { language, context: { caseType: 'auto' } })).record.priorInjuries;

describe('reading earlier injuries and claims', () => {
  it('hears an earlier claim, surgery or a part that always hurt as a yes', async () => {
    expect(await priorOf('I filed a comp claim for my wrist back in 2017')).toBe(true);
    expect(await priorOf('they scoped that same shoulder about five years ago')).toBe(true);
    expect(await priorOf('my neck always hurt a little from sleeping wrong, but not like now')).toBe(true);
    expect(await priorOf('hice un reclamo en 2020 por el hombro', 'es')).toBe(true);
  });

  it('hears an earlier injury set apart from this one as a no', async () => {
    expect(await priorOf('I had a bad accident in 2015 but that was my ankle, not my back')).toBe(false);
    expect(await priorOf('tuve un accidente hace años pero fue en la pierna', 'es')).toBe(false);
  });

  it('hears "never hurt before" and "not that I remember" as a no, even volunteered', async () => {
    expect(await priorOf('not that I recall')).toBe(false);
    expect(await priorOf('never made any claim and never an injury there')).toBe(false);
    expect(await priorOf('I drive a forklift there, never been hurt before this', 'en', 'employer')).toBe(
      false,
    );
  });
});
