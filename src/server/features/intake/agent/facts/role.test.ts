import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

describe('the visitor’s part in it', () => {
  it('is not made up from a fall with no words about it', async () => {
    const { record } = await readTurn(null, 'I fell down the back steps last week and broke my wrist', {
      context: {},
    });
    expect(record.role).toBeUndefined();
  });

  it('is not read from a place named in an answer to another question', async () => {
    const { record } = await readTurn('witnesses', 'yes, the store cameras got it and the cashier saw it', {
      context: { caseType: 'slip_fall' },
    });
    expect(record.role).toBeUndefined();
  });

  it('reads a visit to someone’s home', async () => {
    const { record } = await readTurn(
      null,
      'I was visiting my aunt and tripped on a loose board on her porch, broke my ankle',
      { context: {} },
    );
    expect(record.role).toBe('visitor');
  });
});
