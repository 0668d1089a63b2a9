import { describe, expect, it } from 'vitest';

import { isChatId, isSessionId } from '../../contracts/session';

import { newChatId, newSessionId, randomString } from './random-id';

describe('random ids', () => {
  it('makes session ids of 6 uppercase letters or digits and chat ids of 10 letters or digits', () => {
    for (let i = 0; i < 200; i += 1) {
      expect(isSessionId(newSessionId())).toBe(true);
      expect(isChatId(newChatId())).toBe(true);
    }
  });

  it('uses every character of the alphabet', () => {
    const seen = new Set(randomString('ABC', 3000));
    expect([...seen].sort()).toEqual(['A', 'B', 'C']);
  });

  it('does not repeat itself', () => {
    const ids = new Set(Array.from({ length: 5000 }, newSessionId));
    expect(ids.size).toBeGreaterThan(4990);
  });
});
