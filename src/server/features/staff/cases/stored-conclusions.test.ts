import { describe, expect, it } from 'vitest';

import { parseStoredDeadlines, parseStoredValuation, readDeadlineRows } from './stored-conclusions';

describe('reading the report’s stored conclusions in the console', () => {
  it('lists a stored deadline by its kind’s label with the case manager’s note', () => {
    const stored = JSON.stringify({
      deadlines: [
        {
          kind: 'government_notice',
          rule: 'government_notice',
          state: 'MD',
          terms: [],
          pick: 'only',
          status: 'unknown',
          undatedReason: 'no_rule_data',
          assumptions: ['government_kind_not_given'],
          sourceUrls: [],
          isUnverified: true,
          caseManagerNote: 'Ask who owned the road.',
        },
      ],
      isUrgent: true,
      isExpired: false,
      isUnknown: true,
    });
    expect(readDeadlineRows(stored)).toEqual([
      {
        kind: 'government_notice',
        label: 'Notice of claim to a government body',
        date: null,
        status: 'unknown',
        explanation: 'Ask who owned the road.',
        isUnverified: true,
      },
    ]);
    expect(parseStoredDeadlines(stored)?.isUrgent).toBe(true);
  });

  it('answers null for JSON it cannot read or a shape from before version 2, instead of failing the view', () => {
    const versionOne = JSON.stringify({
      deadlines: [{ kind: 'limitation', label: 'Filing deadline', date: '2027-06-01', status: 'open' }],
      isUrgent: false,
    });
    expect(readDeadlineRows(versionOne)).toBeNull();
    expect(readDeadlineRows('not json')).toBeNull();
    expect(readDeadlineRows(null)).toBeNull();
    expect(parseStoredValuation('{}')).toBeNull();
    expect(
      parseStoredValuation(JSON.stringify({ modelVersion: 1, value: { low: 1, likely: 2, high: 3 } })),
    ).toBeNull();
  });
});
