import { describe, expect, it } from 'vitest';

import { detectLanguage } from '../language/detect-language';
import { readTurn } from '../testing/read-turn';

import { saysAlreadyTold, splitTakenBack, wordsBesidesAlreadyTold } from './corrections';

/** Decision 0110: a correction replaces the fact it names and is said back in a few words. */
describe('a correction of what was said before', () => {
  it.each([
    [
      'photos',
      'wait, it was Reno, Nevada, not Las Vegas',
      { caseType: 'auto', state: 'NV', city: 'Las Vegas' },
      'city',
      'Reno',
      'en',
    ],
    [
      'witnesses',
      'no no, San Diego California! not Santa Cruz',
      { caseType: 'auto', state: 'CA', city: 'Santa Cruz' },
      'city',
      'San Diego',
      'en',
    ],
    ['photos', "actually I'm 47, not 74", { caseType: 'auto', age: 74 }, 'age', 47, 'en'],
    ['witnesses', "sorry, my mistake, I'm 33", { caseType: 'slip_fall', age: 38 }, 'age', 33, 'en'],
    [
      'photos',
      'I meant the bills are $18,500 not 8,500',
      { caseType: 'auto', medicalBills: 8500 },
      'medicalBills',
      { total: 18500, paid: [] },
      'en',
    ],
    [
      'policeReport',
      'that is wrong, I was a passenger not the driver',
      { caseType: 'auto', role: 'driver' },
      'role',
      'passenger',
      'en',
    ],
    [
      'photos',
      'no fue en Austin, fue en San Antonio',
      { caseType: 'auto', state: 'TX', city: 'Austin' },
      'city',
      'San Antonio',
      'es',
    ],
    ['witnesses', 'perdón, tengo 58 años, no 85', { caseType: 'auto', age: 85 }, 'age', 58, 'es'],
    [
      'photos',
      'me equivoqué, las cuentas son $6,000, no 600',
      { caseType: 'auto', medicalBills: 600 },
      'medicalBills',
      { total: 6000, paid: [] },
      'es',
    ],
  ] as const)('%s ← %s', async (question, text, context, key, value, language) => {
    const read = await readTurn(question, text, { context, language });
    expect(read.record[key]).toEqual(value);
    expect(read.record.sources[key]?.from).toBe('correction');
    expect(read.acknowledgement).toMatch(language === 'es' ? /^Gracias — / : /^Thanks — /);
  });

  it('says the corrected place back, city before state', async () => {
    const read = await readTurn('witnesses', 'no no, Phoenix, Arizona! not Tucson', {
      context: { caseType: 'auto', state: 'AZ', city: 'Tucson' },
    });
    expect(read.acknowledgement).toBe('Thanks — Phoenix.');
    const both = await readTurn('photos', 'sorry, it was Portland, Oregon, not Maine', {
      context: { caseType: 'auto', state: 'ME' },
    });
    expect(both.record.state).toBe('OR');
    expect(both.acknowledgement).toContain('Oregon');
  });

  it('hears an old value misspelt', async () => {
    const read = await readTurn('photos', 'no no, Sacramento, California, no Nevadda', {
      context: { caseType: 'auto', state: 'NV' },
    });
    expect(read.record.state).toBe('CA');
  });

  it('leaves what it does not name alone, and is no correction without one', async () => {
    const read = await readTurn('photos', "actually I'm 47, not 74", {
      context: { caseType: 'auto', age: 74, city: 'Dayton', state: 'OH', medicalBills: 74 },
    });
    expect(read.record.city).toBe('Dayton');
    expect(read.record.state).toBe('OH');
    for (const [question, text, context] of [
      [
        'witnesses',
        'yes my coworker saw it, not sure of his last name',
        { caseType: 'auto', city: 'Dayton' },
      ],
      ['photos', 'no, not at the scene, only of my leg later', { caseType: 'auto', age: 30 }],
      ['treatment', 'ER then ortho, not the hospital though', { caseType: 'auto', city: 'Dayton' }],
    ] as const) {
      const plain = await readTurn(question, text, { context });
      expect(plain.acknowledgement ?? '', text).not.toMatch(/^Thanks — /);
    }
  });

  it('never replaces care or a list by naming one of its items', async () => {
    for (const [text, language] of [
      ['no, the Walmart on Pine owns it, not the urgent care', 'en'],
      ['no, fue la tienda, no la clínica', 'es'],
    ] as const) {
      const read = await readTurn('propertyOwner', text, {
        context: {
          caseType: 'slip_fall',
          treatment: ['urgent_care', 'imaging'],
          injuries: ['sprained ankle'],
        },
        language,
      });
      expect(read.record.treatment, text).toEqual(read.before.treatment);
      expect(read.record.injuries, text).toEqual(['sprained ankle']);
      expect(read.acknowledgement ?? '', text).not.toMatch(/imaging|x-ray|radiograf/i);
    }
  });

  it('takes what the reply to the read-back states anew as a correction', async () => {
    const role = await readTurn('readBack', 'no, I was on my motorcycle, I wasnt driving a car', {
      context: { caseType: 'auto', role: 'driver', city: 'Mesa', state: 'AZ' },
    });
    expect(role.record.role).toBe('motorcyclist');
    expect(role.record.city).toBe('Mesa');
    const age = await readTurn('readBack', 'casi todo bien, pero tengo 71 años', {
      context: { caseType: 'slip_fall', age: 17 },
      language: 'es',
    });
    expect(age.record.age).toBe(71);
    const yes = await readTurn('readBack', 'yes that is all right', {
      context: { caseType: 'auto', role: 'driver', age: 40 },
    });
    expect(yes.record.role).toBe('driver');
    expect(yes.record.age).toBe(40);
  });

  it('hears "like I said" as a repeat, not a correction', async () => {
    const injuries = await readTurn('treatment', 'like I said my knee, and also my elbow is swollen', {
      context: { caseType: 'slip_fall', injuries: ['twisted knee'] },
    });
    expect(injuries.record.injuries).toContain('twisted knee');
    expect(injuries.acknowledgement ?? '').not.toMatch(/^Thanks — /);
    const spanish = await readTurn('photos', 'como le dije, tengo 44', {
      context: { caseType: 'auto', age: 44 },
      language: 'es',
    });
    expect(spanish.acknowledgement ?? '').not.toMatch(/^Gracias — /);
  });

  it('keeps a figure whole when it splits the message', () => {
    expect(splitTakenBack('the bills are $14,000, not 4,000', 'en')).toEqual({
      kept: ['the bills are $14,000'],
      takenBack: ['4,000'],
    });
    expect(splitTakenBack('tengo 61 años, no 16', 'es').takenBack).toEqual(['16']);
  });
});

describe('the language of the chat', () => {
  it('stays English on a short answer full of Spanish names', () => {
    for (const text of [
      'no no, Los Angeles, California! not Santa Barbara',
      'it was in San Antonio, on Los Alamos Road',
      'El Paso, Texas, near the Rio Grande',
    ])
      expect(detectLanguage(text, 'en'), text).toBe('en');
  });

  it('still changes when the visitor writes in the other language', () => {
    expect(detectLanguage('perdón, prefiero seguir en español porque me cuesta mucho el inglés', 'en')).toBe(
      'es',
    );
    expect(
      detectLanguage('sorry, I would rather continue in English because it is easier for me', 'es'),
    ).toBe('en');
  });
});

describe('"I already told you" and what else the message says', () => {
  it.each([
    ['I already told you', 'en', 0],
    // "already", "that": words of the pointing back itself, nothing besides it (decision 0255).
    ['i told you already!!', 'en', 0],
    ['I already said that', 'en', 0],
    ['ya le dije', 'es', 0],
    ['I already told you, the hospital mailed a statement and I lost it', 'en', 9],
    ['i just said, the doctor thinks it will hurt for years', 'en', 8],
    ['ya le dije, trabajo por mi cuenta', 'es', 4],
    // "que" closes the lead (decision 0291), and is no word of the answer (decision 0305).
    ['ya le dije que el médico no sabe todavía', 'es', 5],
    ['neck and back. already said', 'en', 3],
    ['lo de la rodilla, ya le dije', 'es', 4],
  ] as const)('"%s" (%s) holds %i words beside it', (text, language, count) => {
    expect(saysAlreadyTold(text, language)).toBe(true);
    expect(wordsBesidesAlreadyTold(text, language)).toBe(count);
  });
});
