import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';
import { readTurn } from '../../testing/read-turn';

const employerOfStory = async (text: string, caseType = 'workplace', language: Language = 'en') =>
  (await readTurn(null, text, { context: { caseType }, language })).record.employer;

// Decision 0308: "I'm a UPS driver", "soy repartidor de Amazon": the company named with the job.
describe('an employer named with the visitor’s job', () => {
  it('reads the company named before the job word', async () => {
    for (const [text, employer, caseType] of [
      ['I am a FedEx driver and a dog came off a porch and bit my calf', 'FedEx', 'dog_bite'],
      ["I'm a Kroger stocker and a pallet fell on my foot at work", 'Kroger', 'workplace'],
      ["I'm a Delta baggage handler and hurt my back lifting a suitcase", 'Delta', 'workplace'],
      ['I was a Costco forklift operator when the mast came down on my arm', 'Costco', 'workplace'],
    ])
      expect(await employerOfStory(text!, caseType), text).toBe(employer);
  });

  it('reads it in Spanish after the job and "de"', async () => {
    expect(
      await employerOfStory(
        'Soy cajera de Walgreens y me resbalé en el pasillo del trabajo',
        'workplace',
        'es',
      ),
    ).toBe('Walgreens');
    expect(
      await employerOfStory('soy repartidor de FedEx y un perro me mordió la pierna', 'dog_bite', 'es'),
    ).toBe('FedEx');
  });

  it('reads no employer from a department, a licence, a language or someone else', async () => {
    for (const [text, caseType] of [
      ["I'm an ICU nurse and a patient kicked me in the ribs", 'workplace'],
      ["I'm a CDL driver and a car cut me off on the freeway", 'auto'],
      ["I'm a Spanish teacher and I slipped on the stairs at school", 'workplace'],
      ['It was a Honda driver who ran the light and hit me', 'auto'],
      ['I was a Walmart shopper that day and slipped on a spill', 'slip_fall'],
      ["I'm a 58-year-old hobby welder and my grinder's disc shattered", 'product_liability'],
    ])
      expect(await employerOfStory(text!, caseType), text).toBeUndefined();
    expect(
      await employerOfStory('soy chofer de Dallas y me chocaron en la autopista', 'auto', 'es'),
    ).toBeUndefined();
  });
});
