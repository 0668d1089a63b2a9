import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

const injuriesOf = async (text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn('injuries', text, { context: { caseType: 'product_liability' }, language })).record
    .injuries;

describe('an injury keeps the words that grade it (decision 0169)', () => {
  it.each([
    ['second degree burns across her left shin', 'second degree burns'],
    ['3rd-degree burn on my palm from the pan handle', '3rd-degree burn'],
    ['the x-ray showed a hairline fracture in his ankle', 'hairline fracture'],
    ['a deep gash over my eyebrow', 'deep gash'],
  ])('"%s" keeps "%s"', async (text, kept) => {
    expect((await injuriesOf(text))?.join('; ')).toContain(kept);
  });
});

describe('"the injured person" names who was hurt, not an injury (decision 0169)', () => {
  it.each([
    ['the injured person is my granddaughter, she has a cut on her knee', 'en'],
    ['just so you know the one who got hurt is my husband, he broke two ribs', 'en'],
    ['la persona lesionada es mi hijo, se quebró el brazo', 'es'],
  ] as const)('"%s"', async (text, language) => {
    const items = (await injuriesOf(text, language)) ?? [];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item).not.toMatch(/injured|hurt is|lesionad/i);
  });
});
