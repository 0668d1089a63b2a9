import { describe, expect, it } from 'vitest';

import { caseTypeTrainingKey, readCaseTypeRows } from '../../../../../../scripts/case-type-training';
import modelFile from '../lexicons/case-type-model.json' with { type: 'json' };
import { readTurn } from '../../testing/read-turn';

const typeOf = async (text: string) => (await readTurn(null, text, { context: {} })).record.caseType;

describe('the case-type model', () => {
  it('was trained on the readable splits as they are now (npm run train:case-type)', () => {
    const rows = readCaseTypeRows(new URL('../../../../../../', import.meta.url));
    expect(rows.length).toBeGreaterThan(500);
    expect(modelFile.trainingKey).toBe(caseTypeTrainingKey(rows));
  });

  // Sentences written for this test: what happened, told without the lexicon's keywords.
  it.each([
    ['the guy behind me never braked at the light and now my neck is killing me', 'auto'],
    ['a pickup came through the intersection on red and spun my little honda around', 'auto'],
    [
      'the pharmacist filled my blood thinner at ten times the dose and I ended up bleeding inside',
      'medical_malpractice',
    ],
    [
      'they operated on me and afterwards the surgeon admitted he nicked my bowel and nobody noticed for three days',
      'medical_malpractice',
    ],
    ['the neighbors pit mix got through their fence and tore up my calf', 'dog_bite'],
    [
      'the new pressure cooker sprayed boiling soup all over my arms when the lid let go',
      'product_liability',
    ],
    [
      'lifting a patient at the nursing home where I am an aide, my back popped and I could not stand up',
      'workplace',
    ],
    [
      'there was spilled soda by the registers at the grocery store and I went down hard on my hip',
      'slip_fall',
    ],
    ['un carro se pasó el alto y le pegó a mi camioneta de lado, me lastimé el hombro', 'auto'],
    ['el perro del vecino se soltó y le mordió la pierna a mi hija', 'dog_bite'],
  ] as const)('reads "%s" as %s', async (text, type) => {
    expect(await typeOf(text)).toBe(type);
  });

  // Sentences written for this test: a case with two sides, and cases with one.
  const typesOf = async (text: string, question: 'caseType' | 'thirdPartyInvolved' | null = null) => {
    const { record } = await readTurn(question, text, {
      context: question === 'thirdPartyInvolved' ? { caseType: 'workplace' } : {},
    });
    return [record.caseType, record.secondaryCaseType];
  };

  it.each([
    "I'm a delivery driver for a furniture store and another car t-boned my box truck at an intersection during my shift",
    'on my shift driving the company van a drunk driver crossed the line and hit me head on',
    "I'm a courier and a guy in a sedan ran a stop sign and smashed into my work car",
    'Trabajo repartiendo paquetes para una compañía y un carro se pasó el rojo y me chocó la camioneta',
  ])('reads a crash on the job as work first, the crash second: "%s"', async (text) => {
    expect(await typesOf(text)).toEqual(['workplace', 'auto']);
  });

  it.each([
    "I'm a mail carrier and the dog at one of the houses on my route bit my ankle",
    "while I was at work reading a meter, the homeowner's pit bull came out and bit me",
    "I'm a home care nurse and my patient's dog attacked me when I walked in, bit my hand",
  ])('keeps both sides of a dog bite on the job: "%s"', async (text) => {
    expect(await typesOf(text)).toEqual(['dog_bite', 'workplace']);
  });

  it.each([
    // A fall at work, a machine at work, a crash on the way home: one side.
    ['I slipped on a wet floor in the break room at work and broke my wrist', 'workplace'],
    ["I'm a roofer and fell off a ladder on a job site", 'workplace'],
    ['I was stocking shelves at work and a box fell on my head', 'workplace'],
    ['the forklift at the warehouse where I work tipped over on me', 'workplace'],
    ['me resbalé en el piso mojado del almacén donde trabajo', 'workplace'],
    ['a car rear ended me at a red light on my way home from work', 'auto'],
    ['the guy in the truck behind me never braked and hit me at the light', 'auto'],
    [
      'I was riding in a lyft to the airport when a van ran the light and hit us, my neck hurts and I had to miss two days of work',
      'auto',
    ],
    ['took a cab home from work and a bus sideswiped us', 'auto'],
    ['the airbag in my sedan never went off when the truck hit us head on and my face hit the wheel', 'auto'],
  ] as const)('gives no second side where none was told: "%s"', async (text, type) => {
    expect(await typesOf(text)).toEqual([type, undefined]);
  });

  it('does not make a second side of the outsider named in an answer about who else was involved', async () => {
    expect(
      await typesOf('yes, a van from a linen company backed into me at the dock', 'thirdPartyInvolved'),
    ).toEqual(['workplace', undefined]);
  });
});

describe('a fall explained by a product that failed', () => {
  const firstType = async (text: string, language: 'en' | 'es' = 'en') =>
    (await readTurn(null, text, { context: {}, language })).record.caseType;

  it.each([
    'the folding chair on our patio collapsed when I sat down and I landed on my tailbone',
    'my ladder buckled halfway up while I was cleaning the gutters, fell and broke my wrist',
    'the kitchen step stool folded shut under me and I went down hard on my hip',
  ])('is a product case: "%s"', async (text) => {
    expect(await firstType(text)).toBe('product_liability');
  });

  it.each([
    'the back porch step gave way under me at my rental and I fell into the yard',
    'I slipped on spilled soda by the registers at the grocery store and cracked my elbow',
  ])('a step or a floor names no product: "%s"', async (text) => {
    expect(await firstType(text)).toBe('slip_fall');
  });
});
