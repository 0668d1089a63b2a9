import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

const caseTypeOf = async (text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn(null, text, { context: {}, language })).record.caseType;

describe('a vehicle that ran into the visitor', () => {
  it('makes a crash of a story told on foot, in a store’s lot or on the pavement', async () => {
    for (const text of [
      'a moving van backed into me while I was loading bags into my trunk and I hit the ground hard',
      'crossing the pharmacy lot with my prescriptions when a minivan reversed into me, knocked me onto the concrete, my shoulder is dislocated',
      'I was walking my dog past the gas station and a pickup backed out of a spot right into me, I landed on my hip',
      'the bus pulled into the stop and clipped me on the curb, I fell and cut my head',
    ])
      expect(await caseTypeOf(text), text).toBe('auto');
    expect(
      await caseTypeOf(
        'una camioneta me atropelló en el estacionamiento del súper y caí en el pavimento',
        'es',
      ),
    ).toBe('auto');
  });

  it('leaves a fall near a vehicle, or the visitor’s own driving, as it was', async () => {
    expect(await caseTypeOf('I slipped on black ice in the lot right next to a parked delivery truck')).toBe(
      'slip_fall',
    );
    expect(await caseTypeOf('tripped on a pothole walking behind a bus shelter and broke my ankle')).toBe(
      'slip_fall',
    );
  });

  it('keeps a work injury first, with the crash second', async () => {
    const { record } = await readTurn(
      null,
      'I was on the job directing traffic in a work zone when a van backed into me',
      { context: {} },
    );
    expect(record.caseType).toBe('workplace');
  });
});
