import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import {
  blindIndex,
  CaseDataKeyError,
  deriveIndexKey,
  keyIdOf,
  nameWords,
  newDataKey,
  openValue,
  parseMasterKey,
  phoneDigitTerms,
  sealValue,
  unwrapDataKey,
  wrapDataKey,
} from './case-data-crypto';

describe('case data crypto (decision 0080)', () => {
  const key = newDataKey();

  it('seals a value that opens with its case key only, and names its case', () => {
    const sealed = sealValue(key, 'case-1', 'María López');
    expect(sealed).toMatch(/^ci1\.case-1\./);
    expect(sealed).not.toContain('María');
    expect(keyIdOf(sealed)).toBe('case-1');
    expect(openValue(key, sealed)).toBe('María López');
    expect(() => openValue(newDataKey(), sealed)).toThrow(CaseDataKeyError);
    // The same value twice seals differently (a fresh iv each time).
    expect(sealValue(key, 'case-1', 'María López')).not.toBe(sealed);
  });

  it('refuses a tampered value and a value moved to another case', () => {
    const sealed = sealValue(key, 'case-1', 'a secret story');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[4]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[4] = body.toString('base64url');
    expect(() => openValue(key, parts.join('.'))).toThrow(CaseDataKeyError);
    expect(() => openValue(key, sealed.replace('ci1.case-1.', 'ci1.case-2.'))).toThrow(CaseDataKeyError);
  });

  it('wraps a data key for one case under the master key', () => {
    const master = randomBytes(32);
    const wrapped = wrapDataKey(master, 'case-1', key);
    expect(unwrapDataKey(master, 'case-1', wrapped).equals(key)).toBe(true);
    expect(() => unwrapDataKey(randomBytes(32), 'case-1', wrapped)).toThrow(CaseDataKeyError);
    expect(() => unwrapDataKey(master, 'case-2', wrapped)).toThrow(CaseDataKeyError);
  });

  it('accepts only base64 of 32 bytes as a master key', () => {
    expect(parseMasterKey(randomBytes(32).toString('base64'))).toHaveLength(32);
    expect(parseMasterKey(randomBytes(16).toString('base64'))).toBeNull();
    expect(parseMasterKey('not a key!')).toBeNull();
  });

  it('indexes whole name words and phone digits the way people type them', () => {
    expect(nameWords("José O'Neil-Smith")).toEqual(
      expect.arrayContaining(['jose', "o'neil-smith", 'oneilsmith', 'o', 'neil', 'smith']),
    );
    expect(phoneDigitTerms('(512) 555-0100')).toEqual(['5125550100', '15125550100']);
    expect(phoneDigitTerms('+1 512 555 0100')).toEqual(['15125550100', '5125550100']);
    const indexKey = deriveIndexKey(randomBytes(32));
    expect(blindIndex(indexKey, 'name', 'jose')).toBe(blindIndex(indexKey, 'name', 'jose'));
    expect(blindIndex(indexKey, 'name', 'jose')).not.toBe(blindIndex(indexKey, 'email', 'jose'));
  });
});
