import { describe, expect, it } from 'vitest';

import type { QuestionKey } from '../agent';
import { readTurn } from '../../testing/read-turn';

const injuriesOf = async (text: string, language: 'en' | 'es' = 'en', question: QuestionKey | null = null) =>
  (await readTurn(question, text, { language })).record.injuries;

const joined = async (text: string, language: 'en' | 'es' = 'en', question: QuestionKey | null = null) =>
  (await injuriesOf(text, language, question))?.join('; ');

describe('reading injuries from the injury lexicon', () => {
  it('keeps a short phrase in the visitor’s words: the body part with what happened to it', async () => {
    expect(await joined('A van pulled out in front of me and I fractured my left ankle.')).toBe(
      'fractured left ankle',
    );
    expect(await joined('the ladder slipped and i tore my hamstring pretty bad yesterday')).toMatch(
      /^tore my hamstring/,
    );
    expect(await joined('I break my knee cap when I fall in the parking lot')).toMatch(/kneecap/);
  });

  it('reads Spanish body parts and injury words, and Spanglish', async () => {
    expect(await joined('Me caí en la escalera del edificio y me quebré la muñeca.', 'es')).toMatch(
      /broken wrist/,
    );
    expect(await joined('Un carro me pegó y me fracturé la tibia y el peroné.', 'es')).toMatch(/tibia/);
    // "desde la caída" tells since when, and ends the item, which is then glossed (decision 0337).
    expect(await joined('tengo un esguince en el tobillo desde la caída', 'es')).toMatch(/sprained ankle/);
    expect(await joined('a truck hit my car on the freeway y me rompí el brazo')).toMatch(/rompí el brazo/);
    expect(await joined('me quemé la mano con el aceite del restaurante', 'es')).toMatch(/burns to hand/);
  });

  it('forgives a slip in a long word, and stores the word as the lexicon spells it (decision 0236)', async () => {
    expect(await joined('fell off my bike and hurt my sholder')).toMatch(/shoulder injury/);
    expect(await joined('I got a bad concusion when my head hit the window')).toMatch(/concussion/);
  });

  it('takes a condition as an injury without a body part', async () => {
    expect(await joined('The clinic missed it for a year and now I have melanoma.')).toMatch(/melanoma/);
    expect(await joined('after the operation I got sepsis and was in the ICU')).toMatch(/sepsis/);
    expect(await joined('tuve una infección muy fuerte después de la cirugía', 'es')).toMatch(/infection/);
    expect(await joined('the nursing home let him get bedsores')).toMatch(/bedsores/);
  });

  it('reads a bare list of body parts as where it hurts', async () => {
    expect(await joined('A car ran the light and hit me. Neck and lower back.')).toMatch(
      /Neck and lower back/,
    );
  });

  it('finds the body part in the short clause after the injury', async () => {
    expect(await joined('My son was bitten by a stray dog at the park, on his calf.')).toMatch(
      /bitten.*calf/,
    );
  });

  it('does not read a body part inside another phrase', async () => {
    expect(
      await injuriesOf('The clerk said to come back in a year, on the other hand the floor was wet.'),
    ).toBeUndefined();
    expect(await injuriesOf('the truck was in my blind spot when it merged')).toBeUndefined();
    expect(await injuriesOf('Me iba a pie al trabajo cuando pasó lo del coche.', 'es')).toBeUndefined();
  });

  it('does not read a broken thing or a burned thing as an injury', async () => {
    expect(await injuriesOf('the heater burned up completely', 'en', 'productPreserved')).toBeUndefined();
    expect(
      await injuriesOf('Se me rompió la silla de la oficina y la tiré.', 'es', 'productPreserved'),
    ).toBeUndefined();
    expect(
      await injuriesOf('the fire burned the whole garage, about 9 grand', 'en', 'propertyDamage'),
    ).toBeUndefined();
  });

  it('leaves out injuries the visitor rules out', async () => {
    expect(await injuriesOf("I didn't break anything, thank god", 'en', 'injuries')).toBeUndefined();
    // A swollen part has an English gloss (decision 0235).
    expect(await joined('no me rompí nada pero tengo la rodilla hinchada', 'es', 'injuries')).toBe(
      'swollen knee',
    );
  });

  it('does not take injuries told as earlier ones for this case', async () => {
    expect(await injuriesOf('yes, I broke the same ankle in 2019', 'en', 'priorInjuries')).toBeUndefined();
    expect(
      await injuriesOf('Sí, me lastimé la espalda hace cinco años', 'es', 'priorInjuries'),
    ).toBeUndefined();
  });
});

describe('reading where a blow or a bite landed', () => {
  const firstMessage = async (text: string, language: 'en' | 'es' = 'en') =>
    (await readTurn(null, text, { language, context: {} })).record.injuries?.join('; ');

  it('reads a body part told after the injury word, past who did it', async () => {
    expect(
      await firstMessage('the landlord’s husky bit me on the hand while I was taking out trash'),
    ).toMatch(/hand/);
    expect(
      await firstMessage('un perro suelto mordió a mi sobrino en la pierna afuera de la escuela', 'es'),
    ).toMatch(/pierna/);
    expect(await firstMessage('a drunk guy at the concert threw a can that hit me in the face')).toMatch(
      /face/,
    );
  });

  it('reads a short "broken arm" sentence, and not a seat or the other hand as a body part', async () => {
    expect(await firstMessage('Scooter skidded on gravel. Broken arm.')).toMatch(/arm/i);
    expect(await firstMessage('I was sitting in the back when the bus stopped short')).toBeUndefined();
  });
});

describe('reading that the injured person died', () => {
  const deceased = async (text: string, language: 'en' | 'es' = 'en') =>
    (await readTurn(null, text, { language })).record.deceased;

  it('hears a death told in several ways', async () => {
    expect(
      await deceased('My grandfather died at the rehab center after they left him alone for hours.'),
    ).toBe(true);
    expect(await deceased('She was hit and killed by a bus on her way to school.')).toBe(true);
    expect(await deceased('He was crushed under the forklift and died at the scene.')).toBe(true);
    expect(await deceased('They sent him home with antibiotics and he passed in March.')).toBe(true);
    expect(await deceased('Mi papá murió en el hospital después de la caída.', 'es')).toBe(true);
  });

  it('does not take a death feared or escaped', async () => {
    expect(await deceased('I nearly died when the car flipped over.')).toBeUndefined();
    expect(await deceased('my phone died so I could not take pictures')).toBeUndefined();
    expect(await deceased('he passed out in the parking lot')).toBeUndefined();
  });
});

// Sentences written for this test (decision 0120).
describe('an injury that says what it is replaces one for the same part that did not', () => {
  const after = async (before: string, text: string, language: 'en' | 'es' = 'en') =>
    (
      await readTurn('anythingElse', text, {
        language,
        context: { caseType: 'workplace', injuries: [before] },
      })
    ).record.injuries;
  it.each([
    ['a box hit my foot', 'the doctor said 2 broken bones in my left foot', 'broken bones in my left foot'],
    ['the shelf slammed on my hand', 'it turned out I fractured my hand', 'fractured hand'],
    ['hurt my back', 'they found a herniated disc in my lower back', 'herniated disc in my lower back'],
    ['my knee hurts', 'the MRI showed a torn meniscus in my knee', 'torn meniscus in my knee'],
    ['banged my elbow', 'the x-ray showed a fractured elbow', 'fractured elbow'],
  ] as const)('"%s", then "%s"', async (before, text, now) => {
    const injuries = await after(before, text);
    expect(injuries).not.toContain(before);
    // The sharper item replaces the first, which may be stored in the lexicon's words (decision 0318).
    expect(injuries).toHaveLength(1);
    expect(injuries?.some((item) => item.includes(now))).toBe(true);
  });
  it.each([
    ['me pegué en la rodilla', 'me fracturé la rodilla derecha', 'fractured right knee'],
    ['me golpeé el hombro', 'el doctor dijo que me zafé el hombro', 'dislocated shoulder'],
    ['me lastimé la muñeca', 'resulta que me quebré la muñeca', 'broken wrist'],
  ] as const)('"%s", then "%s" (es)', async (before, text, now) => {
    const injuries = await after(before, text, 'es');
    expect(injuries).not.toContain(before);
    expect(injuries?.some((item) => item.includes(now))).toBe(true);
  });
  it('keeps an injury that already said what it was, and adds what a new part says', async () => {
    expect(await after('broken wrist', 'my wrist hurts a lot')).toEqual(['broken wrist']);
    const both = await after('a box hit my foot', 'and I cut my hand on the pallet');
    expect(both).toContain('a box hit my foot');
    expect(both?.some((item) => item.includes('cut my hand'))).toBe(true);
  });
  it('a "no" before a comma answers something else; one right before the injury still denies it', async () => {
    const corrected = await after('a box hit my foot', 'no, 2 broken bones in my LEFT foot');
    expect(corrected?.some((item) => item.includes('broken bones'))).toBe(true);
    const denied = await after('a box hit my foot', 'no broken bones, just bruises on my foot');
    expect(denied?.some((item) => item.includes('broken'))).toBe(false);
    expect(denied?.some((item) => item.includes('bruises on my foot'))).toBe(true);
  });
});

describe('two injuries joined by "and", each with its body part, are two items', () => {
  it.each([
    ['injuries', 'broken left ankle and 2 cracked ribs', ['broken left ankle', 'cracked ribs']],
    ['injuries', 'a sprained wrist and a bruised hip', ['sprained wrist', 'bruised hip']],
    [
      'treatment',
      'the ER said fractured collarbone and a torn rotator cuff',
      ['fractured collarbone', 'torn rotator cuff'],
    ],
    ['injuries', 'tengo la muñeca fracturada y la rodilla torcida', ['fractured wrist', 'sprained knee']],
  ] as const)('%s: %s', async (question, text, items) => {
    const read = await readTurn(question, text, { context: { caseType: 'auto' } });
    for (const item of items) expect(read.record.injuries).toContain(item);
  });

  it('keeps a pain and its place together when only one side names an injury', async () => {
    const read = await readTurn('injuries', 'my neck and shoulders hurt', { context: { caseType: 'auto' } });
    // Never "my neck" apart from "shoulders hurt": one item per part, each with its injury word (decision 0378).
    expect(read.record.injuries).toEqual(['neck injury', 'shoulder injury']);
  });

  it('a side told later sharpens the item that had none', async () => {
    const read = await readTurn('treatment', 'they said broken left ankle, surgery next week', {
      context: { caseType: 'auto', injuries: ['broke my ankle'] },
    });
    expect(read.record.injuries).toEqual(['broken left ankle']);
  });
});
