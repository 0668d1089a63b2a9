import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';
import { readTurn } from '../../testing/read-turn';

import type { QuestionKey } from '../agent';

import { checkPartyPhrase, namesNoOneAlone } from './validators';

/**
 * A word typed in capitals for emphasis ("NOT", "HAVE", "NADA") or a common adverb opening a
 * correction ("Actually", "Bueno") names no one: it is never stored as an employer or a party
 * (decision 0360). Sentences written for this test.
 */
const read = (question: QuestionKey, text: string, language: Language) =>
  readTurn(question, text, {
    language,
    context: { caseType: question === 'employer' ? 'workplace' : 'auto' },
  });

describe('a word in capitals for emphasis is no name', () => {
  it.each([
    ['employer', 'I did NOT get hurt at my job, I was off that day', 'en'],
    ['employer', 'HAVE NOT.', 'en'],
    ['employer', 'NEVER.', 'en'],
    ['employer', 'Actually', 'en'],
    ['employer', 'NADA, ahorita no tengo trabajo', 'es'],
    ['employer', 'Bueno...', 'es'],
    ['atFaultParty', 'Anyway.', 'en'],
    ['atFaultParty', 'Pues', 'es'],
  ] as const)('%s: "%s" stores no party', async (question, text, language) => {
    const { record } = await read(question, text, language);
    expect(question === 'employer' ? record.employer : record.atFaultParty).toBeUndefined();
  });

  it.each([
    ['employer', 'I work for NOVA Plumbing', 'en', 'NOVA Plumbing'],
    ['employer', 'Actually, Cedar Ridge Roofing', 'en', 'Cedar Ridge Roofing'],
    ['employer', 'Bueno, trabajo en Panadería Lupita', 'es', 'Panadería Lupita'],
  ] as const)('%s: "%s" still names %s', async (question, text, language, name) => {
    const { record } = await read(question, text, language);
    expect(record.employer).toBe(name);
  });

  it('judges values alone', () => {
    for (const [value, language] of [
      ['NOT', 'en'],
      ['HAVE', 'en'],
      ['DID', 'en'],
      ['I mean', 'en'],
      ['too', 'en'],
      ['TODO', 'es'],
      ['Casi', 'es'],
      ['NO', 'es'],
    ] as const)
      expect(checkPartyPhrase(value, language).isValid, value).toBe(false);
    for (const [value, language] of [
      ['Will', 'en'],
      ['Best Buy', 'en'],
      ['Always Clean Pools', 'en'],
      ['Todo Limpio', 'es'],
    ] as const)
      expect(checkPartyPhrase(value, language).isValid, value).toBe(true);
    expect(namesNoOneAlone('NEVER')).toBe(true);
    expect(namesNoOneAlone('Acme')).toBe(false);
  });
});
