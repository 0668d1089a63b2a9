import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * When someone works is no employer ("I work nights", "solo fines de semana"; decision 0271),
 * and a business named in more than one word is kept whole, never cut to its head noun
 * ("Lakeshore Apartments", not "apartments"). Sentences written for this test.
 */
const work = { caseType: 'workplace', incidentDate: '2026-10-03' } as const;
const fall = { caseType: 'slip_fall', incidentDate: '2026-10-03' } as const;

describe('a schedule is no employer', () => {
  it.each([
    ['I mostly work nights', 'en'],
    ['overnights', 'en'],
    ['i do the graveyard shift', 'en'],
    ['part time, weekends only', 'en'],
    ['trabajo de noche', 'es'],
    ['nomás los fines de semana', 'es'],
  ] as const)('"%s" stores no employer', async (text, language) => {
    const read = await readTurn('employer', text, { context: work, language });
    expect(read.record.employer).toBeUndefined();
  });

  it.each([
    ['I work nights at Harmon Freight', 'en', /Harmon Freight/],
    ['weekends at the Days Inn on route 9', 'en', /Days Inn/],
    ['Night Owl Bakery', 'en', /^Night Owl Bakery$/],
    ['trabajo de noche en Panadería Luna', 'es', /Panadería Luna/],
  ] as const)('"%s" keeps the employer named beside it', async (text, language, employer) => {
    const read = await readTurn('employer', text, { context: work, language });
    expect(read.record.employer ?? '').toMatch(employer);
  });
});

describe('a name of more than one word is kept whole', () => {
  it.each([
    ['propertyOwner', 'lakeshore apartments', fall, /^lakeshore apartments$/i],
    ['propertyOwner', 'it is run by silver creek apartments', fall, /silver creek apartments/i],
    ['propertyOwner', 'i think its owned by harbor view apartments', fall, /harbor view apartments/i],
    ['employer', 'cedar ridge apartments, i do maintenance there', work, /cedar ridge apartments/i],
  ] as const)('[%s] "%s"', async (question, text, context, name) => {
    const read = await readTurn(question, text, { context });
    const value = question === 'employer' ? read.record.employer : read.record.propertyOwner;
    expect(value ?? '').toMatch(name);
  });

  it.each([
    ['propertyOwner', 'the apartments', fall],
    ['propertyOwner', 'my landlord', fall],
  ] as const)('[%s] "%s" is kept as the role it is (negative)', async (question, text, context) => {
    const read = await readTurn(question, text, { context });
    expect(read.record.propertyOwner ?? '').not.toMatch(/^apartments$/i);
  });
});
