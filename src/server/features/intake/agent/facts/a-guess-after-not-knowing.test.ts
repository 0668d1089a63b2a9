import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';
import { readTurn } from '../../testing/read-turn';

/**
 * "not sure, maybe Travelers": not knowing, then a best guess. The guess is the answer, kept
 * as said (decision 0429); not knowing alone stays unknown. Sentences written for this test.
 */
const read = (
  question: 'otherPartyInsurer' | 'healthInsurance' | 'ownCoverage',
  text: string,
  language: Language = 'en',
) => readTurn(question, text, { language });

describe('a best guess after not knowing names the insurer', () => {
  it.each([
    ['otherPartyInsurer', 'not sure, maybe progressive', 'Progressive', 'en'],
    ['otherPartyInsurer', 'dunno, possibly travelers', 'Travelers', 'en'],
    ['otherPartyInsurer', "i'm not sure... allstate maybe", 'Allstate', 'en'],
    ['otherPartyInsurer', 'not sure, maybe liberty mutual', 'Liberty Mutual', 'en'],
    ['healthInsurance', 'not sure maybe aetna', 'Aetna', 'en'],
    ['ownCoverage', 'idk, probably state farm', 'State Farm', 'en'],
    ['otherPartyInsurer', 'no estoy seguro, tal vez progressive', 'Progressive', 'es'],
    ['otherPartyInsurer', 'no sé, a lo mejor geico', 'GEICO', 'es'],
  ] as const)('%s: %s', async (question, text, insurer, language) => {
    const { record } = await read(question, text, language);
    expect(record[question]).toBe(insurer);
    expect(record.unknowns).not.toContain(question);
  });

  it.each([
    ['not sure', 'en'],
    ['not sure, i never got his info', 'en'],
    ['no idea honestly', 'en'],
    ['no sé, nunca me dio sus datos', 'es'],
  ] as const)('not knowing alone is unknown: %s', async (text, language) => {
    const { record } = await read('otherPartyInsurer', text, language);
    expect(record.otherPartyInsurer).toBeUndefined();
    expect(record.unknowns).toContain('otherPartyInsurer');
  });

  it('a name right after a negation is denied, and the other one given is kept', async () => {
    const { record } = await read('otherPartyInsurer', 'not progressive, it was state farm');
    expect(record.otherPartyInsurer).toBe('State Farm');
  });
});

describe('what someone told the visitor is a claim of fault only when it is about fault', () => {
  it.each([
    'the adjuster told me it was nationwide',
    'his wife told me it was their second car',
    'the officer told me it was a rental',
    'she told me it was insured through her job',
  ])('no own-fault notes: %s', async (text) => {
    const { record } = await read('otherPartyInsurer', text);
    expect(record.ownFaultNotes).toBeUndefined();
  });

  it.each(['the adjuster told me it was my fault', 'he told me it was all my fault for stopping short'])(
    'a claim of fault is still kept: %s',
    async (text) => {
      const { record } = await readTurn('ownFaultPercent', text);
      expect(record.ownFaultNotes).toBeDefined();
    },
  );
});
