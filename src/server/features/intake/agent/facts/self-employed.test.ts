import { describe, expect, it } from 'vitest';

import { createGuidedAgent } from '../guided-agent';
import { readTurn } from '../../testing/read-turn';
import type { LabelFacts } from '../../testing/reading-corpus';

/**
 * Someone who works for themself has no company to name (decision 0148): "self-employed" is the
 * employer fact's answer, and the company's name is not asked after it. Sentences written for
 * this test, in English and Spanish.
 */
const work: LabelFacts = { caseType: 'workplace', incidentDate: '2026-10-03' };
const crash: LabelFacts = { caseType: 'auto', incidentDate: '2026-10-03' };

describe('self-employed, as the answer to the employer question', () => {
  it.each([
    ["i'm self-employed", 'en'],
    ['Self employed, I run a small landscaping crew', 'en'],
    ['im selfemployed', 'en'],
    ['I work for myself', 'en'],
    ['nobody, i work for myself doing drywall', 'en'],
    ['freelance', 'en'],
    ['I freelance as a photographer', 'en'],
    ["I'm a freelancer", 'en'],
    ['it is my own business, a food truck', 'en'],
    ['I own my own company', 'en'],
    ["i'm my own boss", 'en'],
    ['I do odd jobs on my own, paid cash', 'en'],
    ['just me, cash jobs', 'en'],
    ['trabajo por mi cuenta', 'es'],
    ['yo trabajo por mi propia cuenta haciendo techos', 'es'],
    ['por cuenta propia', 'es'],
    ['no tengo patrón, hago trabajitos', 'es'],
    ['no tengo jefe', 'es'],
    ['soy mi propio jefe', 'es'],
    ['tengo mi propio negocio de limpieza', 'es'],
    ['soy independiente', 'es'],
    ['trabajo para mí mismo', 'es'],
  ] as const)('%s', async (text, language) => {
    const read = await readTurn('employer', text, { context: work, language });
    expect(read.record.employer, text).toBe('Self-employed');
  });

  it.each([
    ["I'm not self-employed, I work for Dunmore Logistics", 'en', /Dunmore Logistics/],
    ['I work for Halvorsen Dairy', 'en', /Halvorsen Dairy/],
    ['trabajo para Lácteos Sierra', 'es', /Lácteos Sierra/],
  ] as const)('an employer named is still the employer: %s', async (text, language, expected) => {
    const read = await readTurn('employer', text, { context: work, language });
    expect(read.record.employer).toMatch(expected);
  });

  it('says it back in Spanish', async () => {
    const { employerFact } = await import('./work.facts');
    expect(employerFact.describe('Self-employed', 'es')).toBe('Trabaja por su cuenta');
    expect(employerFact.describe('Self-employed', 'en')).toBe('Self-employed');
  });
});

describe('self-employed, told in the story or another answer', () => {
  it.each([
    ['I am self-employed and fell off a ladder on a job last week', 'en'],
    ['I work for myself as a plumber and a pipe burst on me', 'en'],
    ['trabajo por mi cuenta y me caí de una escalera en una obra', 'es'],
  ] as const)('%s', async (text, language) => {
    const read = await readTurn(null, text, { context: {}, language });
    expect(read.record.employer).toBe('Self-employed');
  });

  it.each([
    ['i walked home on my own after the crash', 'en'],
    ['me fui por mi cuenta a la clínica', 'es'],
  ] as const)('"on my own" outside the employer question is no job: %s', async (text, language) => {
    const read = await readTurn('treatment', text, { context: crash, language });
    expect(read.record.employer).toBeUndefined();
  });
});

describe('the company is not asked for after it', () => {
  it.each([
    ['I work for myself', 'en'],
    ['trabajo por mi cuenta', 'es'],
  ] as const)('%s', async (text, language) => {
    const read = await readTurn('employer', text, { context: work, language });
    const next = await createGuidedAgent().chooseNext({
      record: read.record,
      state: read.state,
      outcome: read.outcome,
      tokenBudget: 0,
    });
    expect(next.next?.key).not.toBe('employer');
  });
});
