import { describe, expect, it } from 'vitest';

import { copyList, rememberRecent } from './recent-results';

describe('rememberRecent (decision 0384)', () => {
  it('reads a text once, and gives every caller its own copy', () => {
    let reads = 0;
    const words = rememberRecent((text: string) => {
      reads += 1;
      return text.split(' ');
    }, copyList);
    const first = words('my neck hurts');
    first.push('changed');
    expect(words('my neck hurts')).toEqual(['my', 'neck', 'hurts']);
    expect(reads).toBe(1);
  });

  it('forgets the oldest text first when full', () => {
    const seen: string[] = [];
    const length = rememberRecent(
      (text: string) => {
        seen.push(text);
        return text.length;
      },
      (value) => value,
      2,
    );
    length('a');
    length('bb');
    length('ccc');
    length('bb');
    length('a');
    expect(seen).toEqual(['a', 'bb', 'ccc', 'a']);
  });
});
