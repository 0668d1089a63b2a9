import { describe, expect, it } from 'vitest';

import {
  formatPhoneNumber,
  isFullName,
  isPhoneNumber,
  PHONE_FIELD_MAX_LENGTH,
  validateStartForm,
} from './start-form-validation';

describe('full name (SPEC §5)', () => {
  it.each([
    ['Ann Lee', true],
    ['  Ann   Marie Lee ', true],
    ['Ann', false],
    ['   ', false],
    ['', false],
  ])('%j is %s', (value, expected) => expect(isFullName(value)).toBe(expected));
});

describe('phone number (SPEC §5)', () => {
  it.each([
    ['5551234567', true],
    ['(555) 123-4567', true],
    ['555.123.4567', true],
    ['555123456', false],
    ['55512345678', false],
    ['', false],
  ])('%j is %s', (value, expected) => expect(isPhoneNumber(value)).toBe(expected));

  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
    ['555-123-4567 ext 89', '(555) 123-4567'],
    ['abc', ''],
  ])('formats %j as %j', (typed, shown) => expect(formatPhoneNumber(typed)).toBe(shown));

  it('never exceeds 14 characters', () => {
    expect(formatPhoneNumber('12345678901234567890')).toHaveLength(PHONE_FIELD_MAX_LENGTH);
  });
});

describe('validateStartForm', () => {
  it('names each wrong field with the SPEC message and accepts an empty description', () => {
    expect(validateStartForm({ fullName: 'Ann', phoneNumber: '555', description: '' })).toEqual({
      fullName: 'Please enter your full name (first and last name)',
      phoneNumber: 'Please enter a valid 10-digit phone number',
    });
    expect(
      validateStartForm({ fullName: 'Ann Lee', phoneNumber: '(555) 123-4567', description: '' }),
    ).toEqual({});
  });
});
