import { describe, expect, it } from 'vitest';

import { readDanger } from './detect-danger';
import { readSafetyAnswer, saysHelpIsThere, saysItWasPast } from './read-safety-answer';

/**
 * Decision 0321. Sentences written for this test: a visit to the ER told as history is no danger
 * now, and an answer to "are you safe?" that places it weeks back is safe, with no help on the way.
 */
describe('a visit to the ER told as history', () => {
  it.each([
    'I went to the emergency room at Saint Vincent that night',
    'my brother drove me to the ER after the wreck three weeks ago',
    'the ambulance took me to County General the night of the accident',
    'I spent that night in the hospital getting scans',
    'esa noche fui a la sala de emergencias del hospital',
    'mi esposo me llevó a urgencias el día del choque',
    'me llevaron al hospital en ambulancia la semana pasada',
  ])('is no danger now: "%s"', (text) => {
    expect(readDanger(text).status).not.toBe('now');
  });

  it.each([
    "I'm at the ER right now and I can't breathe",
    'my son is unconscious and the ambulance is not here yet',
    'estoy sangrando mucho y no para',
  ])('an emergency told in the present still alarms: "%s"', (text) => {
    expect(readDanger(text).status).toBe('now');
  });
});

describe('"are you safe?" answered with a time weeks or more back', () => {
  it.each([
    "what? I'm fine, that was all last month",
    'no, that happened two weeks ago',
    'no no, this was months ago, I went to the ER the same night',
    "we're ok, it was a while back, I'm home and doing fine",
    'eso fue hace dos semanas, estoy bien',
    'no, eso pasó el mes pasado, ya me atendieron en urgencias',
  ])('is safe, with no help on the way: "%s"', (text) => {
    expect(saysItWasPast(text)).toBe(true);
    expect(readSafetyAnswer(text)).toBe('safe');
  });

  it.each([
    'that was last month but nobody has come and he is not breathing',
    'hace semanas que le pasa y todavía no llega nadie',
  ])('a clear "not yet" in it still wins: "%s"', (text) => {
    expect(saysItWasPast(text)).toBe(false);
    expect(readSafetyAnswer(text)).toBe('unsafe');
  });

  it.each([
    'the ambulance is on the way',
    'it happened ten minutes ago, we called 911',
    'ya viene la ambulancia',
    'ayer en la noche, ya llamamos al 911',
  ])('help told now is no past: "%s"', (text) => {
    expect(saysItWasPast(text)).toBe(false);
    expect(saysHelpIsThere(text)).toBe(true);
  });
});
