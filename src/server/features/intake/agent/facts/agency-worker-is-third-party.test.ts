import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * A worker from another company, a staffing agency above all, who hurt the visitor at work: the
 * company is the third party, stored by name so it is not asked again, and never the visitor's
 * employer (decision 0439). Sentences written for this test, never taken from a visitor or a corpus.
 */
describe("another company's worker who did the harm at work", () => {
  it.each([
    [
      'On the loading dock a forklift driver from Tidewater Staffing pinned my foot against a rack',
      'en',
      /Tidewater Staffing/,
    ],
    [
      'I work for Orchard Packing and a temp from Keyline Personnel backed a pallet jack into my knee',
      'en',
      /Keyline Personnel/,
    ],
    [
      'At the plant a welder with Brightmoor Contractors dropped a steel plate on my hand',
      'en',
      /Brightmoor Contractors/,
    ],
    [
      'At work in the mill a laborer sent by Crossroads Workforce knocked me off the platform',
      'en',
      /Crossroads Workforce/,
    ],
    [
      'En la bodega un operador de Servicios Laborales Ibarra me golpeó con el montacargas',
      'es',
      /Servicios Laborales Ibarra/,
    ],
  ] as const)('"%s"', async (text, language, expected) => {
    const { record } = await readTurn(null, text, { context: {}, language });
    expect(record.caseType, text).toBe('workplace');
    expect(record.thirdPartyInvolved, text).toBe(true);
    expect(record.thirdParty, text).toMatch(expected);
    expect(record.employer ?? '', text).not.toMatch(expected);
  });

  it.each([
    [
      "I'm a temp from Keyline Personnel placed at a cannery and I sliced my thumb on the line",
      'en',
      /Keyline/,
    ],
    ['I was a worker from Tidewater Staffing at the dock when a pallet fell on me', 'en', /Tidewater/],
  ] as const)('the visitor\'s own agency is no third party: "%s"', async (text, language, expected) => {
    const { record } = await readTurn(null, text, { context: {}, language });
    expect(record.thirdParty ?? '', text).not.toMatch(expected);
  });

  it('is not asked again once named', async () => {
    const read = await readTurn(
      'thirdPartyInvolved',
      'yes, a loader from Quarry Hill Logistics dropped a crate on my back',
      { context: { caseType: 'workplace', employer: 'Orchard Packing' } },
    );
    expect(read.record.thirdParty).toMatch(/Quarry Hill Logistics/);
    const { thirdPartyFact } = await import('./work.facts');
    expect(thirdPartyFact.isSettled?.(read.record)).toBe(true);
  });
});
