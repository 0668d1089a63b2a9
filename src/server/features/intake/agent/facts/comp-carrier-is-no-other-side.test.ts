import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * A workers' comp carrier named by someone hurt at work is the employer's comp insurer, never the
 * other side's (decision 0440). Sentences written for this test, never taken from a visitor or a
 * corpus.
 */
const work = { caseType: 'workplace' as const };

describe("a workers' comp carrier is not the other side's insurer", () => {
  it.each([
    ['otherPartyInsurer', 'the comp carrier is Ridgeline Casualty', 'en'],
    ['otherPartyInsurer', 'our workers comp goes through Bayfront Mutual', 'en'],
    ['otherPartyInsurer', "comp's with Tallgrass Indemnity I think", 'en'],
    ['workersComp', 'yes, comp is through Harbor Light Mutual', 'en'],
    ['workersComp', 'yes the workmans comp insurance is Granite Peak Insurance', 'en'],
    [null, 'I tore my rotator cuff stacking pallets at work, the comp insurer is Cold Creek Mutual', 'en'],
    ['otherPartyInsurer', 'el seguro de compensación es Seguros Alameda', 'es'],
    ['otherPartyInsurer', 'la compensación del trabajador la paga Mutual Andina', 'es'],
  ] as const)('%s: "%s"', async (question, text, language) => {
    const read = await readTurn(question, text, { context: work, language });
    expect(read.record.otherPartyInsurer, text).toBeUndefined();
  });

  it.each([
    ['otherPartyInsurer', 'the forklift company is insured by Ridgeline Casualty', 'en', /Ridgeline/],
    ['otherPartyInsurer', 'the other driver had Geico', 'en', /Geico/i],
    ['otherPartyInsurer', 'el seguro del otro conductor es Qualitas', 'es', /Qualitas/i],
  ] as const)(
    'another side\'s insurer is still read: %s "%s"',
    async (question, text, language, expected) => {
      const read = await readTurn(question, text, {
        context: { ...work, thirdPartyInvolved: true },
        language,
      });
      expect(read.record.otherPartyInsurer, text).toMatch(expected);
    },
  );
});
