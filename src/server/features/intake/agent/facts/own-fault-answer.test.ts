import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

const shareFrom = async (text: string, caseType = 'auto') =>
  (await readTurn('ownFaultPercent', text, { context: { caseType } })).record.ownFaultPercent;

// Sentences written for this test: the answer to "could the other side blame you?".
describe('own fault is 0 % only when the answer says so', () => {
  it.each([
    ['no, I was sitting at the red light'],
    ['nope'],
    ['the other driver ran the stop sign'],
    ['They removed the wrong tooth and the dentist admitted it'],
  ])('"%s" is 0 %%', async (text) => {
    expect(await shareFrom(text, text.includes('tooth') ? 'medical_malpractice' : 'auto')).toBe(0);
  });

  it.each([
    ['hang on, my sister is calling me'],
    ['my kids are not home yet so I can type'],
    ['maybe, I might have been going a little fast'],
    ['no sé, puede ser'],
    ['why do you need to know that?'],
  ])('"%s" gives no share', async (text) => {
    expect(await shareFrom(text)).toBeUndefined();
  });
});

const faultFrom = async (text: string, language: 'en' | 'es' = 'en') => {
  const { record } = await readTurn('ownFaultPercent', text, { context: { caseType: 'auto' }, language });
  return { share: record.ownFaultPercent, notes: record.ownFaultNotes };
};

// Sentences written for this test: a part granted when asked, however hedged.
describe('a hedged or admitted part is kept in the visitor’s words, never 0 %', () => {
  it.each([
    ['maybe a little, I was pretty tired that night'],
    ['kind of, I was fiddling with the radio'],
    ['kinda yeah, I looked down at the navigation'],
    ['possibly, the music was loud'],
    ['a little bit, I cut the corner'],
    ['yeah I guess, I pulled out kind of quick'],
    ['well, partly, I never signaled'],
    ['probably some of it, I was late for work'],
  ])('"%s"', async (text) => {
    const { share, notes } = await faultFrom(text);
    expect(share).toBeUndefined();
    expect(notes).toBe(text);
  });

  it.each([
    ['tal vez un poco, iba cansado'],
    ['puede ser, no puse la direccional'],
    ['un poquito, estaba cambiando la radio'],
    ['creo que sí, iba un poco tarde'],
  ])('"%s" (es)', async (text) => {
    const { share, notes } = await faultFrom(text, 'es');
    expect(share).toBeUndefined();
    expect(notes).toBe(text);
  });

  it.each([
    ['probably not'],
    ['maybe not, I was stopped at the light'],
    ['sort of not, the light was green for me'],
  ])('a hedged denial grants nothing: "%s"', async (text) => {
    expect((await faultFrom(text)).notes).toBeUndefined();
  });

  it('reads half each in the visitor’s own voice as 50 %, and someone else’s 50/50 as no share', async () => {
    expect((await faultFrom('50/50 probably')).share).toBe(50);
    expect((await faultFrom('honestly fifty-fifty, we both looked away')).share).toBe(50);
    expect((await faultFrom('sí, mitad y mitad', 'es')).share).toBe(50);
    expect((await faultFrom('the adjuster said 50/50 but that is wrong')).share).toBeUndefined();
    expect((await faultFrom('they say 50/50 and I guess that is fair')).share).not.toBe(0);
  });
});

// Sentences written for this test: a description that owns up to a part, however loosely.
describe('a description that owns up to a part keeps notes', () => {
  const notesOf = async (text: string, language: 'en' | 'es' = 'en') =>
    (await readTurn(null, text, { context: {}, language })).record.ownFaultNotes;

  it.each([
    ['I was rushing to make the yellow and a van turned left into me, my arm is broken'],
    ['I was checking my gps for a second when the car ahead stopped short and I hit it'],
    ['I rear ended a pickup on the freeway after someone cut me off, now my neck hurts'],
    ['I probably should have worn gloves but the blade guard was missing on the saw'],
  ])('"%s"', async (text) => {
    expect(await notesOf(text)).toBeDefined();
  });

  it('in Spanish too', async () => {
    expect(await notesOf('iba con prisa y un carro se me metió, me lastimé el cuello', 'es')).toBeDefined();
    expect(await notesOf('no traía casco cuando se cayó la viga y me pegó en la cabeza', 'es')).toBeDefined();
  });
});

describe('a part the visitor grants is never a reason fault looks clear', () => {
  it.each([
    ['maybe a little, I was pretty tired that night', 'en'],
    ['kind of, I was checking my mirror', 'en'],
    ['honestly 50/50, we both rolled through', 'en'],
    ['puede ser, iba un poco rápido', 'es'],
  ] as const)('"%s"', async (text, language) => {
    const { record } = await readTurn('ownFaultPercent', text, { context: { caseType: 'auto' }, language });
    expect(record.ownFaultNotes).toBeDefined();
    expect(record.clearLiability).toBeUndefined();
  });
});
