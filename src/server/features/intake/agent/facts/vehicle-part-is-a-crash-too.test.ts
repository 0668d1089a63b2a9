import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';
import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0212. Sentences written for this test. A faulty product that is a part of a car or
 * truck (an airbag, a tire, the brakes, the accelerator), in a story with a vehicle, has the
 * crash as its second side; a scooter's or a bicycle's part, or a product near a car, does not.
 */
const read = (text: string, language: Language) => readTurn(null, text, { context: {}, language });

describe('a vehicle part that failed: the crash is the second side', () => {
  it.each([
    [
      "My airbag never opened when I hit a pole, my face smashed the steering wheel. It's a 2020 Kia sedan.",
      'en',
    ],
    [
      'The tire on my new SUV blew apart on the freeway, it was defective, and I rolled into the ditch. Cracked ribs.',
      'en',
    ],
    [
      "My car's accelerator got stuck on its own and I slammed into a wall. The dealer says there is a recall. Broken arm.",
      'en',
    ],
    [
      'The seatbelt in my truck snapped during a sudden stop on the highway and I hit the dashboard. It was defective.',
      'en',
    ],
    ['La bolsa de aire de mi carro explotó con pedazos de metal y me cortó la cara. Era defectuosa.', 'es'],
    [
      'Una llanta defectuosa de mi camioneta se reventó en la carretera y me volqué. Me quebré el hombro.',
      'es',
    ],
  ] as const)('%s', async (text, language) => {
    const { record } = await read(text, language);
    expect(record.caseType, text).toBe('product_liability');
    expect(record.secondaryCaseType, text).toBe('auto');
  });

  it.each([
    [
      'The brakes on my bicycle were defective and failed going down a hill, I hit a parked car. Broken wrist.',
      'en',
    ],
    ["My pressure cooker exploded and burned my arms. It's an Instant Pot.", 'en'],
    ['A space heater caught fire in my garage next to my car and burned my hand.', 'en'],
    ['Mi licuadora explotó y me cortó la mano. Era nueva.', 'es'],
  ] as const)('no crash: %s', async (text, language) => {
    const { record } = await read(text, language);
    expect(record.secondaryCaseType, text).toBeUndefined();
  });
});
