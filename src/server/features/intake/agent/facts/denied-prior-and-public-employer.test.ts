import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

describe('an earlier injury denied in its own clause (decision 0172)', () => {
  it.each([
    'No. I have not hurt my ankle before, and I never made a claim',
    "I haven't injured my shoulder before this, not once",
    'nope, had not hurt my back before the crash',
  ])('"%s" is no earlier injury', async (text) => {
    const { record } = await readTurn('priorInjuries', text, {
      context: { caseType: 'auto', injuries: ['sprained ankle', 'sore shoulder', 'back pain'] },
    });
    expect(record.priorInjuries).toBe(false);
    expect(record.priorInjurySamePart).toBeUndefined();
  });

  it('still reads an earlier injury told plainly', async () => {
    const { record } = await readTurn(
      'priorInjuries',
      'yes, I hurt my ankle before, playing soccer in 2018',
      {
        context: { caseType: 'auto', injuries: ['sprained ankle'] },
      },
    );
    expect(record.priorInjuries).toBe(true);
  });
});

describe('a public body the visitor works for is their employer, not the other side (decision 0172)', () => {
  it.each([
    ['employer', 'I drive a plow for the county highway department'],
    ['employer', 'I work for the city parks department as a groundskeeper'],
    ['workersComp', 'no, I was off that day, I work for the school district though'],
    ['treatment', 'went to urgent care, my employer is the state so I used my state plan'],
  ] as const)('%s: "%s"', async (question, text) => {
    const { record } = await readTurn(question, text, { context: { caseType: 'slip_fall' } });
    expect(record.governmentDefendant).toBeUndefined();
  });

  it('still reads a public body that did the harm', async () => {
    const { record } = await readTurn(
      'atFaultParty',
      'the county, they never fixed the pothole I stepped in',
      {
        context: { caseType: 'slip_fall' },
      },
    );
    expect(record.governmentDefendant).toBe(true);
  });
});
