import { describe, expect, it } from 'vitest';

import { caseRecordSchema, type Language } from '../../../../contracts/case-record';
import { correctionToday, readCorrection } from '../testing/read-correction';

import { initialAgentState } from './agent';
import { splitTakenBack } from './corrections';
import { createGuidedAgent } from './guided-agent';

/**
 * Decision 0163 (issue 23, point 3): a correction that names the old value and the new one keeps
 * the new one. The value marked as said before or wrong ("I told you X", "X was wrong", "not X",
 * "le dije X", "X estaba mal") is taken back; the one after "but / actually / pero / sino / es"
 * is read. "Not only X" / "no solo X" adds and takes nothing back. Sentences written for this test.
 */
const correct = (text: string, language: Language, injuries = ['sprained left ankle']) =>
  readCorrection(text, language, { injuries });

describe('the old value said before, the new one after the pivot', () => {
  it.each([
    ['I told you the 14th but it was really the 12th', 'en', '2026-10-12'],
    ['I said the 14th, it was actually the 13th', 'en', '2026-10-13'],
    ['I wrote the 14th but it happened Saturday the 11th', 'en', '2026-10-11'],
    ['le dije el 14 pero fue el 12', 'es', '2026-10-12'],
    ['puse el 14, en realidad fue el 10', 'es', '2026-10-10'],
  ] as const)('a date: %s', async (text, language, day) => {
    const read = await correct(text, language);
    expect(read.record.incidentDate?.from).toBe(day);
    expect(read.corrected).toContain('incidentDate');
  });

  it.each([
    ['I said 47 but I am 48', 'en', 48],
    ['I told you 47, I am actually 49', 'en', 49],
    ['dije 47 pero tengo 48', 'es', 48],
    ['le dije 47 años, en realidad tengo 46', 'es', 46],
  ] as const)('an age: %s', async (text, language, age) => {
    const read = await correct(text, language);
    expect(read.record.age).toBe(age);
  });

  it.each([
    ['I told you Akron but it was actually Canton', 'en', 'Canton'],
    ['I put Akron, it was really in Canton', 'en', 'Canton'],
    ['le dije Akron pero fue en Canton', 'es', 'Canton'],
  ] as const)('a city: %s', async (text, language, city) => {
    const read = await correct(text, language);
    expect(read.record.city).toBe(city);
  });
});

describe('the old value called wrong', () => {
  it.each([
    ['the 14th was wrong, it was the 9th', 'en', '2026-10-09'],
    ['the 14th is a typo, it was the 8th', 'en', '2026-10-08'],
    ['el 14 estaba mal, fue el 9', 'es', '2026-10-09'],
  ] as const)('a date: %s', async (text, language, day) => {
    const read = await correct(text, language);
    expect(read.record.incidentDate?.from).toBe(day);
  });

  it.each([
    ['47 was wrong, I am 44', 'en', 44],
    ['47 está mal, tengo 45', 'es', 45],
  ] as const)('an age: %s', async (text, language, age) => {
    const read = await correct(text, language);
    expect(read.record.age).toBe(age);
  });

  it('Akron was wrong, it was in Canton', async () => {
    expect((await correct('Akron was wrong, it was in Canton', 'en')).record.city).toBe('Canton');
  });
});

describe('not X, Y: the side said anew', () => {
  it.each([
    ['not the left ankle, the right one', 'en', ['sprained left ankle'], 'sprained right ankle'],
    ['I said left ankle but it is the right ankle', 'en', ['sprained left ankle'], 'sprained right ankle'],
    ['no el tobillo izquierdo, el derecho', 'es', ['tobillo izquierdo torcido'], 'tobillo derecho torcido'],
  ] as const)('%s', async (text, language, injuries, item) => {
    const read = await correct(text, language, [...injuries]);
    expect(read.record.injuries).toEqual([item]);
  });
});

describe('not X, Y: the side said anew beside another injury, or for an item listed with no side', () => {
  it.each([
    [
      'not the left ankle, the right one. and my neck hurts',
      'en',
      ['sprained left ankle'],
      ['sprained right ankle', 'neck pain'],
    ],
    [
      'sorry, not the right elbow, the left one, plus a bruised hip',
      'en',
      ['elbow', 'hip'],
      ['left elbow', 'bruised hip'],
    ],
    ['no, not my left shoulder, the right one', 'en', ['shoulder'], ['right shoulder']],
    [
      'it was not the right knee, the left one',
      'en',
      ['knee', 'cut on my lip'],
      ['cut on my lip', 'left knee'],
    ],
    [
      'no fue el codo derecho, fue el izquierdo. y la rodilla derecha',
      'es',
      ['el codo', 'la rodilla'],
      ['el codo izquierdo', 'la rodilla derecha'],
    ],
    ['no el hombro izquierdo, el derecho', 'es', ['el hombro'], ['el hombro derecho']],
  ] as const)('%s', async (text, language, injuries, after) => {
    const read = await correct(text, language, [...injuries]);
    expect([...(read.record.injuries ?? [])].sort()).toEqual([...after].sort());
  });

  it('a new side for another body part is a new injury, not the old one moved', async () => {
    const read = await correct('not the left ankle, my right wrist', 'en', ['sprained left ankle']);
    expect(read.record.injuries).not.toContain('sprained right ankle');
  });
});

describe('"not only" adds, it takes nothing back', () => {
  it.each([
    ['not only the ankle, my wrist hurts too', 'en'],
    ['not just my ankle, my wrist is swollen as well', 'en'],
    ['no solo el tobillo, también me duele la muñeca', 'es'],
    ['no solamente el tobillo, la muñeca también', 'es'],
  ] as const)('%s', async (text, language) => {
    const injury = language === 'es' ? 'tobillo izquierdo torcido' : 'sprained left ankle';
    const read = await correct(text, language, [injury]);
    expect(read.record.injuries).toContain(injury);
    expect(read.acknowledgement ?? '').not.toMatch(/\bnot\b|\bno\b/);
  });

  it.each([
    ['not only the ankle', 'en'],
    ['no solo el tobillo', 'es'],
  ] as const)('is no take-back: %s', (text, language) => {
    expect(splitTakenBack(text, language).takenBack).toEqual([]);
  });
});

describe('a repeat or a reminder is no old value', () => {
  it.each([
    ['like I said, 47', 'en'],
    ['I told you, it was in Akron', 'en'],
    ['como le dije, 47', 'es'],
  ] as const)('%s', (text, language) => {
    expect(splitTakenBack(text, language).takenBack).toEqual([]);
  });
});

describe('a date said again in a correction', () => {
  it.each([
    ['I said the 14th, and it was, but the hospital was the 16th to the 18th', 'en'],
    ['like I told you the 14th was right, the surgery was the 20th though', 'en'],
    ['I wrote the 14th but they let me out on the 17th', 'en'],
    ['le dije el 14 y así fue, pero el hospital fue del 16 al 18', 'es'],
  ] as const)('keeps the incident date when the new day dates care: %s', async (text, language) => {
    const read = await correct(text, language);
    expect(read.record.incidentDate?.from).toBe('2026-10-14');
  });

  it.each([
    ['no sorry it was the 12th not the 14th', 'en'],
    ['no wait, the 12th, not the 14th', 'en'],
    ['nope my bad it was the 12th, not the 14th', 'en'],
    ['no perdón, fue el 12 no el 14', 'es'],
    ['no disculpe, fue el 12 y no el 14', 'es'],
  ] as const)('a no and an apology open the new day: %s', async (text, language) => {
    const read = await correct(text, language);
    expect(read.record.incidentDate?.from).toBe('2026-10-12');
  });
});

describe('a day in the month of the date we know keeps its year', () => {
  const agent = createGuidedAgent();
  const lastYear = (text: string, language: Language) => {
    const record = caseRecordSchema.parse({
      caseType: 'slip_fall',
      language,
      incidentDate: { from: '2025-09-12', to: '2025-09-12', precision: 'day' },
      state: 'PA',
    });
    const state = initialAgentState({ language, pending: 'propertyOwner', asked: ['propertyOwner'] });
    return agent.readAnswer({ record, state, text, referenceDate: correctionToday, tokenBudget: 0 });
  };
  it.each([
    ['the city owns it. Sorry, I told you the wrong date, it was September 22nd, not the 12th', 'en'],
    ['my mistake on the date: September 20, not the 12th', 'en'],
    ['la ciudad. Y perdón, no fue el 12, fue el 22 de septiembre', 'es'],
  ] as const)('%s', async (text, language) => {
    const read = await lastYear(text, language);
    expect(read.record.incidentDate?.from.slice(0, 4)).toBe('2025');
    expect(read.record.incidentDate?.from).not.toBe('2025-09-12');
  });
});
