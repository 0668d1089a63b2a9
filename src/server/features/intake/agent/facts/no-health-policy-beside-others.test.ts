import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

describe('no health insurance, said beside the other policies (decision 0170)', () => {
  it.each([
    ['the other guy has allstate, mine is progressive, and I have no health insurance', 'en'],
    ['theirs is farmers. I dont have health insurance right now', 'en'],
    ['el del otro conductor es geico y yo no tengo seguro médico', 'es'],
    ['no tengo seguro de salud, el del otro carro es progressive', 'es'],
  ] as const)('"%s"', async (text, language) => {
    const { record } = await readTurn('otherPartyInsurer', text, { context: { caseType: 'auto' }, language });
    expect(record.healthInsurance).toBe('None');
    expect(record.otherPartyInsurer).toBeDefined();
  });

  it('still reads a health plan named beside them', async () => {
    const { record } = await readTurn(
      'otherPartyInsurer',
      'the other driver has state farm and my health insurance is aetna',
      { context: { caseType: 'auto' } },
    );
    expect(record.healthInsurance).toBe('Aetna');
  });
});
