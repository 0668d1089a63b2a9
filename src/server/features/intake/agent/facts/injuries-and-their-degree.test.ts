import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

const auto = { caseType: 'auto' } as const;

describe('lasting harm a doctor foresaw, hedged (decision 0251)', () => {
  it.each([
    ['my orthopedist thinks the limp could be permanent', 'en'],
    ['the neurologist said the numbness might never fully go away', 'en'],
    ['could be permanent according to my doctor', 'en'],
    ['the nerve damage may be permanent, per the hand surgeon', 'en'],
    ['I might always need a walker to get around', 'en'],
    ['según el médico, la cojera puede ser permanente', 'es'],
  ] as const)('asked: %s', async (text, language) => {
    const read = await readTurn('permanentInjury', text, { context: auto, language });
    expect(read.record.permanentInjury).toBe(true);
  });

  it.each([
    ['maybe it could be permanent, we will see', 'en'],
    ['if the graft fails it might be permanent', 'en'],
    ['the doctor is not sure yet, too early to tell', 'en'],
    ['a lo mejor me queda para siempre, no sé', 'es'],
  ] as const)('a doubt of the visitor is not a yes: %s', async (text, language) => {
    const read = await readTurn('permanentInjury', text, { context: auto, language });
    expect(read.record.permanentInjury).not.toBe(true);
  });

  it.each([
    'A van hit me in Toledo in May and tore my shoulder, the surgeon says the weakness may be permanent.',
    'I was rear-ended in Boise last spring, my chiropractor told me the stiffness could be for life.',
  ])('in the story, a carer foreseeing it: %s', async (text) => {
    expect((await readTurn(null, text)).record.permanentInjury).toBe(true);
  });

  it.each([
    'I was rear-ended in Boise last spring and broke my wrist, it might be permanent',
    'a car hit me in Erie in June, I will always remember the sound',
    'I slipped at work in Fargo and hurt my back, the doctor says it should heal in a few weeks',
  ])('in the story, no carer or no harm: %s', async (text) => {
    expect((await readTurn(null, text)).record.permanentInjury).not.toBe(true);
  });
});

describe('an operative procedure is surgery (decision 0252)', () => {
  it.each([
    'ER, then a shoulder replacement in May',
    'they replaced my knee in January',
    'they fused two vertebrae in my neck',
    'they put a metal rod in my shin',
    'had an arthroscopy on the torn meniscus',
    'me hicieron un reemplazo de cadera',
  ])('surgery: %s', async (text) => {
    const language = /reemplazo/.test(text) ? 'es' : 'en';
    const read = await readTurn('treatment', text, { context: auto, language });
    expect(read.record.treatment?.levels).toContain('surgery');
  });

  it.each([
    'ER only, the body shop replaced my bumper',
    'urgent care, I drive a Ford Fusion',
    'a shelf pinned my leg, I went to the ER',
    'the ER, they repaired the car later',
  ])('no surgery: %s', async (text) => {
    const read = await readTurn('treatment', text, { context: auto });
    expect(read.record.treatment?.levels ?? []).not.toContain('surgery');
  });
});

describe('two injuries joined by "and" are two (decision 0253)', () => {
  it.each([
    ['a fractured wrist and a concussion', ['fractured wrist', 'concussion']],
    ['cracked ribs and whiplash', ['cracked ribs', 'whiplash']],
    ['a concussion and two broken ribs', ['concussion', 'broken ribs']],
    ['a sprained ankle plus a torn ligament in my knee', ['sprained ankle', 'torn ligament in my knee']],
  ])('%s', async (text, items) => {
    expect((await readTurn('injuries', text, { context: auto })).record.injuries).toEqual(items);
  });

  it.each([
    ['a pulled muscle in my back and a mild concussion', ['pulled muscle in my back', 'mild concussion']],
    [
      'a minor cut on my hand and a bad sprain in my wrist',
      ['minor cut on my hand', 'bad sprain in my wrist'],
    ],
    ['a moderate tear in my shoulder and bruised ribs', ['moderate tear in my shoulder', 'bruised ribs']],
    ['una contusion en la pierna y una conmocion leve', ['contusion en la pierna', 'conmocion leve']],
  ])('each piece keeps its degree, which the value reads: %s', async (text, items) => {
    const language = /una /.test(text) ? 'es' : 'en';
    expect((await readTurn('injuries', text, { context: auto, language })).record.injuries).toEqual(items);
  });

  it('care done beside the injury is no injury: shattered pelvis and a hip replacement', async () => {
    const read = await readTurn(
      null,
      'I fell off a scaffold at work in Tulsa last month, shattered my pelvis and had a hip replacement.',
    );
    expect(read.record.injuries).toEqual(['shattered my pelvis']);
  });

  it.each(['my neck and back', 'a broken arm and then they sent me home'])(
    'one injury or a list of parts stays whole: %s',
    async (text) => {
      expect((await readTurn('injuries', text, { context: auto })).record.injuries).toHaveLength(1);
    },
  );
});

describe('a symptom is of its body part, and "back." alone is no injury (decision 0254)', () => {
  it.each([
    ['my neck hurts when I turn my head', 'neck pain'],
    ['my chest aches every time I cough', 'my chest aches'],
    ['my knee swells up whenever I climb stairs', 'my knee swells up'],
    ['me duele la espalda cuando me agacho', 'back pain'],
  ])('%s', async (text, item) => {
    const language = /duele/.test(text) ? 'es' : 'en';
    const read = await readTurn('injuries', text, { context: auto, language });
    expect(read.record.injuries).toEqual([item]);
  });

  it.each([
    [null, 'back.'],
    ['incidentDate', 'back'],
    ['treatment', 'back.'],
    ['city', 'hand'],
  ] as const)('outside the injuries question, "%s" %s is no injury', async (question, text) => {
    expect((await readTurn(question, text, { context: auto })).record.injuries).toBeUndefined();
  });

  it('"back." answering the injuries question is the back', async () => {
    expect((await readTurn('injuries', 'back.', { context: auto })).record.injuries).toEqual(['back']);
  });
});
