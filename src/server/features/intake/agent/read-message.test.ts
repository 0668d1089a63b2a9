import { describe, expect, it } from 'vitest';

import {
  type CaseRecord,
  emptyCaseRecord,
  type FactKey,
  type Language,
} from '../../../../contracts/case-record';
import { packFor } from '../language/packs';

import { readMessage } from './read-message';

/**
 * An answer is stored only when it is its fact's kind of value (decision 0095): a junk reply
 * to a name question leaves the fact open and reads as unclear, so the question is put once
 * more; a good reply still stores. Every reply here was written for this test.
 */

const today = new Date('2026-11-21T15:00:00Z');

function answer(
  pending: FactKey,
  text: string,
  options: { language?: Language; fields?: Partial<CaseRecord> } = {},
) {
  const language = options.language ?? 'en';
  return readMessage({
    text,
    record: { ...emptyCaseRecord(), ...options.fields },
    language,
    pack: packFor(language),
    pending,
    origin: 'answer',
    today,
    isForSomeoneElse: false,
  });
}

const workplace = { caseType: 'workplace' } as const;

describe('a junk answer to a name question is not stored, and is unclear', () => {
  const cases: [FactKey, string, Language, Partial<CaseRecord>][] = [
    ['employer', 'ok hold on', 'en', workplace],
    ['employer', 'and this one guy from the other crew', 'en', workplace],
    ['employer', 'like I said before', 'en', workplace],
    ['employer', 'I already told you', 'en', workplace],
    ['employer', 'hmm what do you mean?', 'en', workplace],
    ['employer', 'ya le dije', 'es', workplace],
    ['employer', 'y el otro señor', 'es', workplace],
    ['manufacturer', 'It', 'en', { caseType: 'product_liability' }],
    ['provider', 'is that the doctor or the hospital?', 'en', { caseType: 'medical_malpractice' }],
    ['provider', 'what does that have to do with it', 'en', { caseType: 'medical_malpractice' }],
    ['provider', 'ok', 'en', { caseType: 'medical_malpractice' }],
    ['propertyOwner', 'Ella', 'es', { caseType: 'dog_bite' }],
  ];
  it.each(cases)('%s ← "%s" (%s)', (pending, text, language, fields) => {
    const read = answer(pending, text, { language, fields });
    expect(read.record[pending]).toBeUndefined();
    expect(read.learned).not.toContain(pending);
    expect(read.rejected).toContain(pending);
    expect(read.outcome).toBe('unclear');
  });

  // The party reader finds no party here at all (nothing to reject): still nothing stored.
  it.each([
    ['atFaultParty', 'the shelf and it tipped over onto my foot', { caseType: 'slip_fall' }],
    ['atFaultParty', 'who decides that?', { caseType: 'auto' }],
  ] as [FactKey, string, Partial<CaseRecord>][])('%s ← "%s" (nothing read)', (pending, text, fields) => {
    const read = answer(pending, text, { fields });
    expect(read.record[pending]).toBeUndefined();
    expect(read.learned).not.toContain(pending);
    expect(read.outcome).toBe('unclear');
  });

  it('keeps what was known when a junk answer would replace it', () => {
    const read = answer('employer', 'hold on, one sec', {
      fields: { ...workplace, employer: 'Pinecrest Bakery' },
    });
    expect(read.record.employer).toBe('Pinecrest Bakery');
    expect(read.outcome).toBe('unclear');
  });
});

describe('a good answer still stores', () => {
  const cases: [FactKey, string, Language, Partial<CaseRecord>, string][] = [
    ['employer', "I'm a prep cook at Denny's", 'en', workplace, "prep cook at Denny's"],
    ['employer', 'Ridgeway Logistics, I load trucks', 'en', workplace, 'Ridgeway Logistics'],
    ['employer', 'I stock shelves at a grocery store', 'en', workplace, 'a grocery store'],
    ['employer', 'la empacadora del norte', 'es', workplace, 'la empacadora del norte'],
    [
      'atFaultParty',
      'The other driver ignored the yield sign',
      'en',
      { caseType: 'auto' },
      'The other driver',
    ],
    [
      'atFaultParty',
      'the property manager never salted the steps',
      'en',
      { caseType: 'slip_fall' },
      'the property manager',
    ],
    ['manufacturer', 'Hamilton Beach', 'en', { caseType: 'product_liability' }, 'Hamilton Beach'],
    ['manufacturer', 'I think it was made by Sunbeam', 'en', { caseType: 'product_liability' }, 'Sunbeam'],
    [
      'provider',
      'the walk-in clinic on Oak',
      'en',
      { caseType: 'medical_malpractice' },
      'the walk-in clinic on Oak',
    ],
    ['propertyOwner', 'la dueña de la casa', 'es', { caseType: 'dog_bite' }, 'la dueña de la casa'],
  ];
  it.each(cases)('%s ← "%s" (%s)', (pending, text, language, fields, stored) => {
    const read = answer(pending, text, { language, fields });
    expect(read.record[pending]).toBe(stored);
    expect(read.learned).toContain(pending);
    expect(read.outcome).toBe('answered');
  });

  it('names the driver who hit the visitor, not the sentence that says so', () => {
    const read = readMessage({
      text: 'I got rear-ended at the light on Birchwood yesterday',
      record: emptyCaseRecord(),
      language: 'en',
      pack: packFor('en'),
      pending: null,
      origin: 'description',
      today,
      isForSomeoneElse: false,
    });
    expect(read.record.atFaultParty).toBe('the other driver');
    expect(read.record.sources.atFaultParty?.quote).toMatch(/rear-ended/);
  });
});

describe('an age and a date', () => {
  it('reads an age written in words', () => {
    expect(answer('age', 'Sixty seven', { fields: { caseType: 'auto' } }).record.age).toBe(67);
    expect(answer('age', 'sixty-seven', { fields: { caseType: 'auto' } }).record.age).toBe(67);
    expect(answer('age', "I'm forty two years old", { fields: { caseType: 'auto' } }).record.age).toBe(42);
  });

  it('does not store an incident date before the person was born', () => {
    const read = answer('incidentDate', 'on March 3 1950', { fields: { caseType: 'auto', age: 30 } });
    expect(read.record.incidentDate).toBeUndefined();
    expect(read.outcome).toBe('unclear');
  });

  it('stores a past date', () => {
    const read = answer('incidentDate', 'it happened on December 5th', {
      fields: { caseType: 'auto', age: 30 },
    });
    expect(read.record.incidentDate?.from).toBe('2025-12-05');
  });
});
