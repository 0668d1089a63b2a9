import { describe, expect, it } from 'vitest';

import { chatTurns, questionsLeft } from '../../testing/chat-turns';
import { readTurn } from '../../testing/read-turn';

/**
 * A health plan held through someone else ("on my husband's insurance, …", "through my wife's
 * job, it's …", "el seguro de mi esposo, …") is the visitor's health insurer, also by a name no
 * lexicon knows, and the health question is not put again (decision 0336). Sentences and plan
 * names written for this test.
 */
describe('a health plan through a relative', () => {
  it.each([
    [
      'treatment',
      "urgent care on Friday. I'm on my wife's insurance, Ridgeway Health",
      'en',
      'Ridgeway Health',
    ],
    ['healthInsurance', "through my husband's job, it's Copperleaf Care", 'en', 'Copperleaf Care'],
    [
      'injuries',
      "a sprained ankle, and I'm covered by my dad's plan, Lakemont Health",
      'en',
      'Lakemont Health',
    ],
    ['healthInsurance', "my mom's plan, it's Aetna", 'en', 'Aetna'],
    ['treatment', 'fui a la clínica, tengo el seguro de mi esposo, Salud Altavista', 'es', 'Salud Altavista'],
    ['healthInsurance', 'el plan de mi mamá, se llama Vida Serrana', 'es', 'Vida Serrana'],
  ] as const)('%s: "%s" is %s', async (question, text, language, plan) => {
    const { record } = await readTurn(question, text, { language });
    expect(record.healthInsurance).toBe(plan);
  });

  it('is not asked after it is told beside the care', async () => {
    const { record, state, asked } = await chatTurns(
      'a car hit me at a crosswalk on Elm last Tuesday and my wrist is broken',
      { treatment: "the ER, I'm on my partner's plan, Brightwater Health", '*': 'no' },
      { turns: 12 },
    );
    expect(record.healthInsurance).toBe('Brightwater Health');
    expect([...asked, ...(await questionsLeft(record, state))]).not.toContain('healthInsurance');
  });

  it.each([
    ['treatment', "the ER. I'm on my dad's plan, Monday I see the bone doctor", 'en'],
    ['treatment', "urgent care, I'm on my wife's insurance, I don't know the name", 'en'],
    ['treatment', 'fui a urgencias, tengo el seguro de mi esposa, no sé cómo se llama', 'es'],
  ] as const)('%s: "%s" names no plan', async (question, text, language) => {
    const { record } = await readTurn(question, text, { language });
    expect(record.healthInsurance).toBeUndefined();
  });
});
