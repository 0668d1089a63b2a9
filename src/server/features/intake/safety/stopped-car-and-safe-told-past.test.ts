import { describe, expect, it } from 'vitest';

import { readDanger } from './detect-danger';
import { readSafetyAnswer } from './read-safety-answer';

/**
 * Decision 0432. A visitor whose car was stopped ("I wasn't moving when he hit me") tells no
 * person who does not move; and "I'm safe, this was two weeks ago" answers the safety question
 * as safe even when the same message tells past costs with a barrier word in them ("since no
 * car"). Sentences written for this test.
 */
describe('a stopped car is no sign of someone not moving', () => {
  it.each([
    'i wasnt moving at all when he hit me from behind',
    'I was not even moving, I was stopped at the light and he rear ended me',
    'we were not moving, the truck backed into us and he just kept going',
    'my car was not moving when she hit it, I was waiting to turn',
    'traffic was not moving so he swerved and hit the side of my car',
  ])('%s', (text) => {
    expect(readDanger(text).status).toBe('none');
  });

  it.each([
    'he is not moving and he will not wake up',
    'my husband is lying on the floor not moving',
    'I was not moving my arm much but now my dad collapsed and he is not moving',
  ])('someone not moving now still alarms: %s', (text) => {
    expect(readDanger(text).status).toBe('now');
  });
});

describe('safe, and told in the past, beside a barrier word', () => {
  it.each([
    'yea im safe, this was 2 weeks ago. like $60 on ubers to the chiro since no car',
    "I'm safe, that was three weeks ago. the ER bill came and it was huge",
    'im safe at home, it happened last month, i have no insurance so the bills are piling up',
    "yes I'm safe, this was weeks ago, I just can't afford the physical therapy",
  ])('%s', (text) => {
    expect(readSafetyAnswer(text)).toBe('safe');
  });

  it.each([
    'im safe i guess but i have no car to get to the er and it is getting worse',
    'that was 2 weeks ago but now nobody is coming and I am not safe',
    'it started a week ago but no one called for help yet',
  ])('a "not yet" is still unsafe: %s', (text) => {
    expect(readSafetyAnswer(text)).toBe('unsafe');
  });
});
