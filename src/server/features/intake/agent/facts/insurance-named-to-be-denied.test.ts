import { describe, expect, it } from 'vitest';

import type { QuestionKey } from '../agent';
import { readTurn } from '../../testing/read-turn';
import { noPolicy } from '../reading/validators';

/**
 * Decision 0356: a plan named only to be denied is none ("ni Medicare", "not even Medicaid",
 * "I don't have insurance or Medicaid"); a bare "no insurance" in an answer about care, or in a
 * case with no car in it, is no health plan; "now", "ahora" are no plan's name. Sentences written
 * for this test.
 */
const read = async (
  pending: QuestionKey,
  text: string,
  language: 'en' | 'es' = 'en',
  caseType: 'slip_fall' | 'auto' | 'dog_bite' = 'slip_fall',
) => (await readTurn(pending, text, { language, context: { caseType } })).record;

describe('a plan named only to be denied', () => {
  it.each([
    ["no health insurance and I don't have medicare either", 'en'],
    ['i dont have insurance or medicaid, nothing', 'en'],
    ['nope, not even medicaid', 'en'],
    ['no insurance, no medicare, nothing', 'en'],
    ['no tengo seguro, ni medicaid ni nada', 'es'],
    ['no tengo aseguranza ni medicare', 'es'],
  ] as const)('"%s" is none', async (text, language) => {
    expect((await read('healthInsurance', text, language)).healthInsurance).toBe(noPolicy);
  });

  it.each([
    ['medicaid, not medicare', 'en', 'Medicaid'],
    ['not sure, aetna i think', 'en', 'Aetna'],
    ['no tengo seguro privado pero tengo medicaid', 'es', 'Medicaid'],
    ["without kaiser I'd be broke, they paid it", 'en', 'Kaiser Permanente'],
  ] as const)('"%s" keeps the plan told', async (text, language, plan) => {
    expect((await read('healthInsurance', text, language)).healthInsurance).toBe(plan);
  });
});

describe('a bare "no insurance" about care', () => {
  it.each([
    ['medicalBills', "it came to about 3k. i don't have insurance", 'en', 'auto'],
    ['treatment', 'urgent care once, i dont have insurance so i stopped going', 'en', 'auto'],
    ['medicalBills', 'unos 2000 dolares. no tengo aseguranza', 'es', 'slip_fall'],
    ['witnesses', "my neighbor saw it. and i don't have insurance", 'en', 'dog_bite'],
  ] as const)('%s: "%s" is no health plan', async (pending, text, language, caseType) => {
    expect((await read(pending, text, language, caseType)).healthInsurance).toBe(noPolicy);
  });

  it.each([
    ['witnesses', 'a guy saw it. i have no insurance on the car right now', 'en', 'auto'],
    ['medicalBills', 'about 900, the other driver had no insurance', 'en', 'auto'],
  ] as const)('%s: "%s" says nothing of a health plan', async (pending, text, language, caseType) => {
    expect((await read(pending, text, language, caseType)).healthInsurance).toBeUndefined();
  });
});

describe('a word of time is no plan', () => {
  it.each([
    ['ahora tengo Molina', 'es', 'Molina'],
    ['ahorita tengo Blue Cross', 'es', 'Blue Cross'],
    ['right now its ambetter', 'en', 'Ambetter'],
  ] as const)('"%s" is %s', async (text, language, plan) => {
    expect((await read('healthInsurance', text, language)).healthInsurance).toBe(plan);
  });
});
