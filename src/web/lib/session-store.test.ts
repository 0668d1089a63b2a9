// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';

import { ensureSessionId, readSession } from './session-store';

describe('ensureSessionId', () => {
  beforeEach(() => sessionStorage.clear());

  it('creates and stores an id on the first load of a session, then reuses it', () => {
    const id = ensureSessionId(null);
    expect(id).toMatch(/^[A-Z0-9]{6}$/);
    expect(readSession('sessionId')).toBe(id);
    expect(ensureSessionId(null)).toBe(id);
  });

  it('adopts a valid id from the address when the tab has none (a link opened in a new tab)', () => {
    expect(ensureSessionId('AB12CD')).toBe('AB12CD');
    expect(readSession('sessionId')).toBe('AB12CD');
  });

  it('keeps the stored id over a different one in the address', () => {
    sessionStorage.setItem('sessionId', 'ZZZ999');
    expect(ensureSessionId('AB12CD')).toBe('ZZZ999');
  });

  it('ignores a malformed id in the address', () => {
    const id = ensureSessionId('<script>');
    expect(id).toMatch(/^[A-Z0-9]{6}$/);
  });
});
