import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';
import type { LabelFacts } from '../../testing/reading-corpus';

/**
 * A public body the visitor works for is the employer, not the other side, in a work-injury case
 * (decision 0244): "the county, I work there", or a bare "the city" when the record's employer is
 * the city. A public body's bus, truck, sidewalk or pothole is still the other side. Sentences
 * written for these tests, never taken from a visitor or a corpus.
 */
const governmentOf = async (
  text: string,
  language: 'en' | 'es' = 'en',
  context: LabelFacts = { caseType: 'workplace' },
) => (await readTurn('atFaultParty', text, { language, context })).record.governmentDefendant;

describe('a public employer in a work-injury case', () => {
  it.each([
    ['the water district, I work there, they never fixed the valve', 'en'],
    ['honestly the county, that is who I work for', 'en'],
    ['it was the school district, that’s my employer', 'en'],
    ['el municipio, ahí trabajo desde hace años', 'es'],
    ['la ciudad, para quien trabajo, nunca nos dio guantes', 'es'],
  ] as const)('"%s" is no government defendant', async (text, language) => {
    expect(await governmentOf(text, language)).not.toBe(true);
  });

  it('reads a bare body as the employer when the record already has it so', async () => {
    expect(
      await governmentOf('the county never gave us harnesses on the tower', 'en', {
        caseType: 'workplace',
        employer: 'the county',
      }),
    ).not.toBe(true);
    expect(
      await governmentOf('la ciudad nunca reparó la escalera del taller', 'es', {
        caseType: 'workplace',
        employer: 'la ciudad',
      }),
    ).not.toBe(true);
  });
});

describe('a public body that caused the harm, beside a job', () => {
  it.each([
    [
      'a city bus sideswiped me while I was on my delivery route',
      'en',
      { caseType: 'workplace', employer: 'the county' },
    ],
    ['the county truck rear ended me, I work for the school district', 'en', { caseType: 'workplace' }],
    [
      'the city, they never fixed that pothole on Elm and I went over my handlebars',
      'en',
      { caseType: 'auto' },
    ],
    ['un camión del condado me pegó, yo trabajo para una tienda', 'es', { caseType: 'workplace' }],
  ] as const)('"%s" still has one', async (text, language, context) => {
    expect(await governmentOf(text, language, context)).toBe(true);
  });
});
