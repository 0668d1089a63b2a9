import { describe, expect, it } from 'vitest';

import type { LabelFacts } from '../../testing/reading-corpus';
import type { QuestionKey } from '../agent';
import { readTurn } from '../../testing/read-turn';

import { injuriesFact } from './injuries.fact';

/**
 * Issue 22, injuries and care on first messages (decision 0177). Sentences written for these
 * tests, never taken from a visitor or a corpus.
 */
const read = async (
  text: string,
  options: { language?: 'en' | 'es'; question?: QuestionKey; context?: LabelFacts } = {},
) =>
  (
    await readTurn(options.question ?? null, text, {
      language: options.language ?? 'en',
      context: options.context ?? {},
    })
  ).record;
const injuriesOf = async (text: string, language: 'en' | 'es' = 'en') =>
  (await read(text, { language })).injuries?.join('; ');
const levelsOf = async (text: string) => (await read(text)).treatment?.levels ?? [];
const statusOf = async (text: string) => (await read(text)).treatment?.status;

describe('a condition is an injury on its own', () => {
  it.each([
    ['we all got salmonella from the chicken at the church lunch', 'salmonella'],
    ['after the crash my cousin is paralyzed from the chest down', 'paralyzed'],
    ['two weeks after the cast went on she got a blood clot in her lung', 'blood clot'],
    ['the wrong pills gave my father an arrhythmia', 'arrhythmia'],
    ['a man in the garage gave me a stab wound near the ribs', 'stab wound'],
    ['the oysters gave me e coli and I was dehydrated for days', 'e coli'],
  ])('"%s" lists "%s"', async (text, item) => {
    expect(await injuriesOf(text)).toContain(item);
  });

  it.each([
    ['comimos tacos en la feria y me dio salmonela', 'salmonella'],
    ['despues del choque quedó paralizado de la cintura para abajo', 'paralizado'],
    ['le salió un coágulo en la pierna despues de la operacion', 'coágulo'],
    ['terminé con deshidratacion por el golpe de calor en la obra', 'deshidratacion'],
  ])('"%s" lists "%s" (es)', async (text, item) => {
    expect(await injuriesOf(text, 'es')).toContain(item);
  });
});

describe('injury words that say what happened', () => {
  it.each([
    ['I shattered my left ankle jumping off the dock', 'shattered my left ankle'],
    ['I jammed three fingers in the freezer door at work', 'jammed three fingers'],
    ['the press degloved his hand at the plant', 'degloved his hand'],
    ['the forklift pinned my leg against the rack', 'pinned my leg'],
    ['I sliced my palm open on the broken display case', 'sliced my palm'],
  ])('"%s" lists "%s"', async (text, item) => {
    expect(await injuriesOf(text)).toContain(item);
  });

  it.each([
    'the windshield shattered when the truck hit us',
    'the rear window shattered and glass went everywhere',
    'the bumper pinned the cart against the wall',
    'the car is totaled and the mirror shattered',
  ])('said of a thing, "%s" lists nothing', async (text) => {
    expect(await injuriesOf(text)).toBeUndefined();
  });
});

describe('body parts named alone', () => {
  it.each([
    ['Dog got loose and went for me. Face and arms. 14 stitches.', 'Face and arms'],
    ['Cat scratched me badly. Hand, 6 stitches.', 'Hand'],
    ['rear ended at a light downtown. neck + back.', 'neck + back'],
    ['Got t-boned on Main yesterday. Back and neck.', 'Back and neck'],
  ])('"%s" lists "%s"', async (text, item) => {
    expect(await injuriesOf(text)).toContain(item);
  });

  it.each([
    'I came back, and then the manager left',
    'Back, when the store was new, the floor was fine',
    'I went back and forth with the adjuster for weeks',
    'hand me the forms, please, I want to start',
  ])('"%s" lists nothing', async (text) => {
    expect(await injuriesOf(text)).toBeUndefined();
  });
});

describe('care on a body part tells the part that was hurt, in a story that names no injury', () => {
  it.each([
    ['Slipped on ice outside the bank. Knee surgery last month.', 'Knee surgery'],
    [
      'tripped over a hose at the garden center and had surgery on my left shoulder',
      'surgery on my left shoulder',
    ],
    ['a delivery truck backed into me at work. back surgery in june', 'back surgery'],
    ['me caí en la tienda por el piso mojado. cirugía de rodilla', 'cirugía de rodilla'],
  ])('"%s" lists "%s"', async (text, item) => {
    expect(await injuriesOf(text, /cirug/.test(text) ? 'es' : 'en')).toContain(item);
  });

  it.each([
    'Slipped on ice outside the bank. Knee surgery last month.',
    'a shelf fell on me at the warehouse, they operated on my hand',
    'me caí en la tienda por el piso mojado. me operaron el tobillo',
  ])('"%s": the part is worked out from the care, and the injuries are still asked', async (text) => {
    const language = /caí/.test(text) ? 'es' : 'en';
    const first = await readTurn(null, text, { language, context: {} });
    expect(first.record.injuries?.length).toBeGreaterThan(0);
    expect(first.record.sources.injuries?.derivedFrom).toBe('treatment');
    expect(injuriesFact.isSettled!(first.record)).toBe(false);
  });

  it('an injury told keeps the list to it', async () => {
    expect(await injuriesOf('fell off the loading dock and broke my wrist, wrist surgery next week')).toBe(
      'broken wrist',
    );
  });

  it('no surgery named as denied', async () => {
    expect(await injuriesOf('fell in the parking lot, no surgery on my knee so far')).toBeUndefined();
  });

  it('in a medical-mistake story the care is the event', async () => {
    const record = await read('my knee surgery at the outpatient center in May went badly', {
      context: { caseType: 'medical_malpractice' },
    });
    expect(record.injuries?.join('; ') ?? '').not.toMatch(/knee surgery/i);
  });

  it.each([
    ['futureMedical', 'yes, a second wrist surgery, about ten thousand'],
    ['futureMedical', 'dijeron que necesito otra cirugía de hombro'],
    ['treatment', 'surgery on my hip in March and PT since'],
  ] as const)('an answer to %s names care to come, not the injury', async (question, text) => {
    const record = await read(text, {
      question,
      language: /dijeron/.test(text) ? 'es' : 'en',
      context: { caseType: 'slip_fall', injuries: ['broken hip'] },
    });
    expect(record.injuries).toEqual(['broken hip']);
  });
});

describe('care told in other words', () => {
  it.each([
    'third degree burns on his arms, he spent ten days in the burn unit',
    'she was in the burn center for two weeks after the fire',
    'my hands were burned and they kept me at the burn ward',
    'estuvo una semana en la unidad de quemados',
  ])('a burn unit is a hospital stay: "%s"', async (text) => {
    const record = await read(text, { language: /estuvo/.test(text) ? 'es' : 'en' });
    expect(record.treatment?.levels).toContain('hospital');
  });

  it.each([
    'broke my jaw in the fight, surgery is scheduled for the 9th',
    'torn ACL, the surgery was booked for January',
    'my ankle is broken and an operation is set for next Friday',
    'fractured wrist, surgery has been scheduled for Monday',
  ])('care booked is not care had: "%s"', async (text) => {
    expect(await levelsOf(text)).not.toContain('surgery');
  });

  it.each([
    'the harness released too early and I fell onto the platform',
    'the car seat buckle released in the crash and my son hit the seat',
    'the latch released and the gate swung into my face',
    'the brake released on the hill and the cart rolled over my foot',
  ])('a thing that released is no release from care: "%s"', async (text) => {
    expect(await statusOf(text)).not.toBe('released');
  });

  it.each([
    'I was released from the hospital two days later',
    'they released me the same night with a sling',
    'did PT through the summer and got released in August',
  ])('a person released from care: "%s"', async (text) => {
    expect(await statusOf(text)).toBe('released');
  });

  it.each([
    'a man punched me in the lot, people get robbed there every week, my nose is broken',
    'I was electrocuted at work and have ongoing nerve damage in my hand',
    'concussion from the fall, still getting headaches',
    'the landlord continued to ignore the leak and I slipped and broke my hip',
  ])('something else going on is not care going on: "%s"', async (text) => {
    expect(await statusOf(text)).not.toBe('ongoing');
  });

  it.each([
    'broke my ankle and I go to PT twice a week',
    'burns on my feet; burn clinic weekly, still going',
    'the chiropractor has me coming in every week',
    'I am still seeing the orthopedic doctor for my shoulder',
  ])('care going on: "%s"', async (text) => {
    expect(await statusOf(text)).toBe('ongoing');
  });
});

// My phone walk (stop 40): "im done with pt next month i think" stored care as over and no care to come.
describe('a release still ahead is no release', () => {
  it.each([
    'im done with pt next month i think',
    'i should be done with therapy in two weeks',
    'the doctor says I will be discharged from pt soon',
    'me van a dar de alta la próxima semana',
  ])('"%s"', async (text) => {
    const language = /á/.test(text) ? 'es' : 'en';
    const record = await read(text, { language, question: 'workersComp', context: { caseType: 'auto' } });
    expect(record.treatment?.status).not.toBe('released');
  });
  it.each([
    'done with pt last week',
    'I was released from the hospital on monday',
    'finished therapy in october',
  ])('"%s" is still a release', async (text) => {
    const record = await read(text, { question: 'workersComp', context: { caseType: 'auto' } });
    expect(record.treatment?.status).toBe('released');
  });
});
