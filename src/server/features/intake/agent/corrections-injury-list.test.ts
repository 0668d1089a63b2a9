import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../contracts/case-record';
import { readTurn } from '../testing/read-turn';

import type { QuestionKey } from './agent';

/**
 * Issue 22, class 2 (decision 0149): a correction of the injury list is applied, and the
 * acknowledgement names what changed. Sentences written for this test, read as a chat turn
 * reads an answer: the question pending, the injuries known before.
 */
const corrected = async (
  question: QuestionKey,
  text: string,
  injuries: string[],
  language: Language = 'en',
) => readTurn(question, text, { language, context: { caseType: 'slip_fall', injuries } });

describe('injuries the visitor says are not theirs are taken out', () => {
  it.each([
    [
      'photos',
      'the bruises and the headache are not my injuries',
      ['bruises on my arm', 'headache', 'broken wrist'],
      ['broken wrist'],
    ],
    [
      'readBack',
      "i didn't drown, i just swallowed some water",
      ['nearly drowned', 'cut on my knee'],
      ['cut on my knee'],
    ],
    ['witnesses', 'actually i never had a concussion', ['concussion', 'sprained ankle'], ['sprained ankle']],
    [
      'readBack',
      "the whiplash isn't mine, that was my husband",
      ['whiplash', 'broken nose'],
      ['broken nose'],
    ],
    [
      'policeReport',
      'i did not pass out, i was awake the whole time',
      ['passed out', 'torn acl'],
      ['torn acl'],
    ],
    [
      'readBack',
      'the burns on my hand are not an injury of mine',
      ['burns on my hand', 'bruised ribs'],
      ['bruised ribs'],
    ],
  ] as const)('%s ← %s', async (question, text, before, after) => {
    const read = await corrected(question, text, [...before]);
    expect(read.record.injuries, text).toEqual(after);
    for (const gone of before.filter((item) => !(after as readonly string[]).includes(item)))
      expect(read.acknowledgement ?? '', text).toContain(`not ${gone}`);
  });

  it.each([
    [
      'photos',
      'el dolor de cabeza y los moretones no son mis lesiones',
      ['dolor de cabeza', 'moretones en la pierna', 'tobillo roto'],
      ['tobillo roto'],
    ],
    [
      'readBack',
      'no tengo conmoción, eso fue mi hermano',
      ['conmoción cerebral', 'cortada en la mano'],
      ['cortada en la mano'],
    ],
    [
      'readBack',
      'yo no me ahogué, solo tragué agua',
      ['casi se ahogó', 'raspón en la rodilla'],
      ['raspón en la rodilla'],
    ],
    ['witnesses', 'nunca me desmayé', ['me desmayé', 'esguince de muñeca'], ['esguince de muñeca']],
  ] as const)('%s ← %s (es)', async (question, text, before, after) => {
    const read = await corrected(question, text, [...before], 'es');
    expect(read.record.injuries, text).toEqual(after);
    for (const gone of before.filter((item) => !(after as readonly string[]).includes(item)))
      expect(read.acknowledgement ?? '', text).toContain(`no ${gone}`);
  });

  it('leaves the list alone when a no is about something else', async () => {
    for (const [question, text] of [
      ['photos', "i don't have photos of my knee"],
      ['witnesses', 'no, nobody saw me fall and hurt my back'],
      ['policeReport', 'no police came, my knee was too swollen to drive anyway'],
      ['treatment', "the ER didn't x-ray my back"],
    ] as const) {
      const before = ['torn ligament in my knee', 'hurt my back'];
      const read = await corrected(question, text, before);
      expect(read.record.injuries, text).toEqual(expect.arrayContaining(before));
    }
  });
});

describe('an answer about earlier injuries denies none of this case', () => {
  it.each([
    ['no, I never broke a bone before this', ['broke my collarbone'], 'en'],
    ['never hurt my knee until now', ['tore my knee ligament'], 'en'],
    ['no, nunca me había quebrado el tobillo', ['me quebré el tobillo'], 'es'],
    ['no, nunca me había lastimado la espalda', ['me lastimé la espalda'], 'es'],
  ] as const)('%s', async (text, before, language) => {
    const read = await corrected('priorInjuries', text, [...before], language);
    expect(read.record.injuries, text).toEqual(before);
  });
});

describe('a full list said as a correction replaces the list', () => {
  it.each([
    [
      'readBack',
      'no, my injuries are a broken ankle, a cut on my chin and a sprained wrist',
      ['hurt my leg', 'drowning'],
      [/ankle/, /chin/, /wrist/],
      [/leg/, /drown/],
    ],
    [
      'photos',
      'to be clear my only injuries were a concussion and a fractured rib',
      ['drowned', 'bruised hip'],
      [/concussion/, /rib/],
      [/drown/, /hip/],
    ],
    [
      'witnesses',
      'correction: my injury is a torn rotator cuff, nothing else',
      ['neck pain', 'torn shoulder'],
      [/rotator cuff/],
      [/neck/],
    ],
  ] as const)('%s ← %s', async (question, text, before, kept, gone) => {
    const read = await corrected(question, text, [...before]);
    const list = (read.record.injuries ?? []).join('; ');
    for (const pattern of kept) expect(list, text).toMatch(pattern);
    for (const pattern of gone) expect(list, text).not.toMatch(pattern);
    for (const pattern of kept) expect(read.acknowledgement ?? '', text).toMatch(pattern);
  });

  it.each([
    [
      'readBack',
      'no, mis lesiones son una fractura en el tobillo y una cortada en la frente',
      ['me lastimé la pierna', 'dolor de muelas'],
      [/ankle/, /forehead/],
      [/pierna/, /muelas/],
    ],
    [
      'photos',
      'me equivoqué, mi lesión fue un esguince en la rodilla',
      ['me quebré el pie', 'quemadura en el brazo'],
      [/knee/],
      [/pie/, /brazo/],
    ],
  ] as const)('%s ← %s (es)', async (question, text, before, kept, gone) => {
    const read = await corrected(question, text, [...before], 'es');
    const list = (read.record.injuries ?? []).join('; ');
    for (const pattern of kept) expect(list, text).toMatch(pattern);
    for (const pattern of gone) expect(list, text).not.toMatch(pattern);
  });

  it('a list said with "also" adds to the list', async () => {
    const read = await corrected('photos', 'my injuries are also a sprained wrist', ['broken ankle']);
    expect(read.record.injuries).toContain('broken ankle');
    expect((read.record.injuries ?? []).join('; ')).toMatch(/wrist/);
  });
});

describe('an injury moved to another body part keeps what happened to it', () => {
  it.each([
    ['witnesses', 'no me rompí la mano, fue la muñeca', ['me rompí la mano'], 'me rompí la muñeca', 'es'],
    [
      'readBack',
      'no me quebré el brazo, fue el hombro',
      ['me quebré el brazo', 'cortada en la frente'],
      'me quebré el hombro',
      'es',
    ],
    [
      'readBack',
      "i didn't break my arm, it was my shoulder",
      ['broke my arm', 'cut on my lip'],
      'broke my shoulder',
      'en',
    ],
    [
      'photos',
      'sorry, not my left knee, it was my right knee',
      ['sprained my left knee'],
      'sprained my right knee',
      'en',
    ],
  ] as const)('%s ← %s', async (question, text, before, now, language) => {
    const read = await corrected(question, text, [...before], language);
    expect(read.record.injuries, text).toContain(now);
    expect(read.record.injuries, text).not.toContain(before[0]);
    for (const other of before.slice(1)) expect(read.record.injuries).toContain(other);
    expect(read.acknowledgement ?? '', text).toContain(now);
  });
});

describe('a no about earlier injuries leaves this case’s list alone', () => {
  it.each([
    [
      'age',
      'oops wrong answer, 38 is my age. no, never hurt my back or wrist before',
      ['fractured back', 'broken wrist'],
    ],
    [
      'witnesses',
      'i never had a concussion before this, and yes my neighbor saw it',
      ['concussion', 'sprained ankle'],
    ],
    [
      'readBack',
      'right. and no, i did not break my ankle previously, this is the first time',
      ['broken ankle'],
    ],
    ['photos', 'nunca antes me había lastimado la rodilla. sí tengo fotos', ['rodilla lastimada']],
  ] as const)('%s ← %s', async (question, text, before) => {
    const read = await corrected(question, text, [...before], /nunca/.test(text) ? 'es' : 'en');
    expect(read.record.injuries, text).toEqual(expect.arrayContaining([...before]));
    expect(read.acknowledgement ?? '', text).not.toMatch(/\bnot\b|\bno\b/);
  });
});

describe('a list after "injuries:" at the read-back, with typed-fast denials', () => {
  it.each([
    [
      'the cast isnt an injury. injuries: broken left ankle, bruised ribs',
      ['my ankle is broken', 'a cast', 'bruised ribs'],
      ['broken left ankle', 'bruised ribs'],
    ],
    [
      'no. injuries: sprained right knee, cut on my chin',
      ['my knee is sprained', 'cut on my chin', 'headache'],
      ['sprained right knee', 'cut on my chin'],
    ],
  ] as const)('readBack ← %s', async (text, before, after) => {
    const read = await corrected('readBack', text, [...before]);
    expect(read.record.injuries, text).toEqual(after);
    // A part said again is no "not …": only what the new list leaves out is named as gone.
    expect(read.acknowledgement ?? '', text).not.toMatch(/not my (ankle|knee)/);
  });
});

describe('a verdict on the read-back is no value', () => {
  it.each([
    "Mostly. But it's not a car crash, it's a fall at the store",
    'Almost. But the injuries are a broken wrist and a bruised hip',
    'Casi. Pero fue en la muñeca, no en la mano',
  ])('readBack ← %s', async (text) => {
    const read = await readTurn('readBack', text, {
      language: /Pero/.test(text) ? 'es' : 'en',
      context: { caseType: 'slip_fall', injuries: ['broken hand'] },
    });
    expect(read.record.healthInsurance).toBeUndefined();
    expect(read.acknowledgement ?? '').not.toMatch(/mostly|almost|casi/i);
  });
});

describe('another fact said to be wrong at the read-back adds no injury', () => {
  it.each([
    'the date is wrong, it was june 2',
    'the city is wrong, it was in Mesa',
    'la fecha está mal, fue el 2 de junio',
  ])('readBack ← %s', async (text) => {
    const read = await readTurn('readBack', text, {
      language: /fecha/.test(text) ? 'es' : 'en',
      context: { caseType: 'slip_fall', injuries: ['broke her wrist'] },
    });
    expect(read.record.injuries).toEqual(['broke her wrist']);
    expect(read.acknowledgement ?? '').not.toMatch(/wrong|mal\b/);
  });
});
