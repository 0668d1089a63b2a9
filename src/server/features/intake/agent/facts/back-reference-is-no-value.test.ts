import { describe, expect, it } from 'vitest';

import { saysAlreadyTold, wordsBesidesAlreadyTold } from '../corrections';
import { isOnlyBackReference } from '../reading/back-reference';
import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0255: a reply that only points back at an earlier answer ("I already told you", in
 * words no phrase list holds, in either language) is never a value: no employer, party or city
 * is stored from it, and the agent looks at the earlier messages. Sentences written for this test.
 */
const contextFor = (question: 'employer' | 'atFaultParty' | 'city' | 'provider') => ({
  caseType: question === 'employer' ? ('workplace' as const) : ('auto' as const),
});

describe('a reply pointing back at an earlier answer', () => {
  it.each([
    ['employer', 'ya se lo había mencionado', 'es'],
    ['employer', 'eso ya lo contesté', 'es'],
    ['employer', 'I told u already', 'es'],
    ['atFaultParty', 'se lo puse arriba', 'es'],
    ['provider', 'ya le respondí eso hace rato', 'es'],
    ['city', 'ya te lo había dicho', 'es'],
    ['employer', 'already answered that above', 'en'],
    ['city', 'i mentioned it earlier', 'en'],
  ] as const)('%s: "%s" (%s) stores nothing', async (question, text, language) => {
    const { record } = await readTurn(question, text, { context: contextFor(question), language });
    expect(record[question]).toBeUndefined();
    expect(saysAlreadyTold(text, language)).toBe(true);
    expect(wordsBesidesAlreadyTold(text, language)).toBe(0);
  });

  it.each([
    ['employer', 'ya le dije, en Tyson Foods', 'es', 'Tyson Foods'],
    ['employer', 'trabajo en Home Depot', 'es', 'Home Depot'],
    ['city', 'Yakima', 'es', 'Yakima'],
    ['atFaultParty', 'ya se lo dije, el otro chofer', 'es', 'the other driver'],
  ] as const)('%s: "%s" (%s) still names a value', async (question, text, language, value) => {
    const { record } = await readTurn(question, text, { context: contextFor(question), language });
    expect(String(record[question])).toContain(value);
  });

  it.each(['I told my supervisor', 'le dije al gerente', 'we said goodbye', 'lo puse en el carro'])(
    '"%s" says something of its own',
    (text) => {
      expect(isOnlyBackReference(text)).toBe(false);
    },
  );
});
