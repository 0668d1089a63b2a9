import { describe, expect, it } from 'vitest';

import { parseStoredDeadlines, parseStoredValuation, readDeadlineRows } from './stored-conclusions';

describe('reading the report’s stored conclusions in the console', () => {
  it('lists deadlines stored with their words, and those stored as a kind with a case manager’s note', () => {
    const withWords = JSON.stringify({
      deadlines: [
        {
          kind: 'limitation',
          label: 'Filing deadline (statute of limitations)',
          date: '2027-06-01',
          status: 'open',
          explanation: 'Two years.',
          isUnverified: false,
        },
      ],
      isUrgent: false,
    });
    const asCodes = JSON.stringify({
      deadlines: [
        {
          kind: 'government_notice',
          status: 'unknown',
          isUnverified: true,
          caseManagerNote: 'Ask who owned the road.',
        },
      ],
      isUrgent: true,
    });
    expect(readDeadlineRows(withWords)).toEqual([
      {
        kind: 'limitation',
        label: 'Filing deadline (statute of limitations)',
        date: '2027-06-01',
        status: 'open',
        explanation: 'Two years.',
        isUnverified: false,
      },
    ]);
    expect(readDeadlineRows(asCodes)).toEqual([
      {
        kind: 'government_notice',
        label: 'government notice',
        date: null,
        status: 'unknown',
        explanation: 'Ask who owned the road.',
        isUnverified: true,
      },
    ]);
    // The export passes what it does not check through, as stored.
    expect(parseStoredDeadlines(asCodes)?.deadlines[0]).toMatchObject({
      caseManagerNote: 'Ask who owned the road.',
    });
  });

  it('answers null for JSON it cannot read, instead of failing the case view', () => {
    expect(readDeadlineRows('not json')).toBeNull();
    expect(readDeadlineRows(null)).toBeNull();
    expect(parseStoredValuation('{}')).toBeNull();
    expect(
      parseStoredValuation(JSON.stringify({ modelVersion: 2, value: { low: 1, likely: 2, high: 3 } })),
    ).toMatchObject({
      value: { likely: 2 },
    });
  });
});
