import { describe, expect, it } from 'vitest';

import { caseRecordSchema, type Language } from '../../../../contracts/case-record';

import { initialAgentState } from './agent';
import { splitTakenBack } from './corrections';
import { createGuidedAgent } from './guided-agent';

/**
 * Decision 0163 (issue 23, point 3): a correction that names the old value and the new one keeps
 * the new one. The value marked as said before or wrong ("I told you X", "X was wrong", "not X",
 * "le dije X", "X estaba mal") is taken back; the one after "but / actually / pero / sino / es"
 * is read. "Not only X" / "no solo X" adds and takes nothing back. Sentences written for this test.
 */
const agent = createGuidedAgent();
const today = new Date('2026-11-26T15:00:00.000Z');

function known(language: Language, injuries: string[]) {
  return caseRecordSchema.parse({
    caseType: 'auto',
    language,
    incidentDate: { from: '2026-10-14', to: '2026-10-14', precision: 'day' },
    state: 'OH',
    city: 'Akron',
    age: 47,
    injuries,
  });
}

async function correct(text: string, language: Language, injuries = ['sprained left ankle']) {
  const record = known(language, injuries);
  // Said to a question about something else: the correction is read out of turn.
  const state = initialAgentState({ language, pending: 'witnesses', asked: ['witnesses'] });
  return agent.readAnswer({ record, state, text, referenceDate: today, tokenBudget: 0 });
}

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
