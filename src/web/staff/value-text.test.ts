import { describe, expect, it } from 'vitest';

import { likelyValueText, valueRangeText } from './value-text';

const waiting = 'Not estimated yet: we need the medical bills';

describe('the value as the queue, the pipeline and the case view write it', () => {
  it('says what an unestimated value waits for, never $0', () => {
    expect(likelyValueText(waiting, null)).toBe(waiting);
    expect(likelyValueText(waiting, 0)).toBe(waiting);
    expect(valueRangeText(waiting, { low: 0, likely: 0, high: 0 })).toBe(waiting);
  });

  it('writes a figure when there is one, and a dash when there is no report', () => {
    expect(likelyValueText(null, 33_500)).toBe('$33,500');
    expect(likelyValueText(null, null)).toBe('—');
    expect(valueRangeText(null, { low: 29_000, likely: 33_500, high: 38_500 })).toBe(
      '$29,000 – $38,500 (likely $33,500)',
    );
  });
});
