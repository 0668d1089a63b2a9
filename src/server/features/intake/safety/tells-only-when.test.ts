import { describe, expect, it } from 'vitest';

import { readDanger } from './detect-danger';
import { tellsOnlyWhen } from './tells-only-when';

/**
 * A message that only tells when something happened holds nothing for the danger classifier to
 * hear; a sign told with a time is read as always (decision 0288). Sentences written for this test.
 */
describe('a message that only tells when', () => {
  it.each([
    'today like 10 min ago',
    'about 20 minutes ago',
    'earlier today around 3pm i think',
    'it was yesterday, maybe 6:30',
    'like an hour ago',
    'this morning, 8ish',
    'hace como 10 minutos',
    'hoy en la tarde como a las 4',
    'ayer, creo que a las 7',
  ])('tells only when, and raises nothing: %s', (text) => {
    expect(tellsOnlyWhen(text)).toBe(true);
    expect(readDanger(text).status).toBe('none');
  });

  it.each([
    'he stopped breathing 10 min ago',
    'about 20 minutes ago she started having a seizure and it has not stopped',
    'my head is bleeding a lot, it happened like 5 minutes ago',
    'since an hour ago she cant wake up',
    'hace 10 minutos que no respira bien',
  ])('a sign with a time is still danger now: %s', (text) => {
    expect(tellsOnlyWhen(text)).toBe(false);
    expect(readDanger(text).status).toBe('now');
  });

  it.each(['my neck, 10 min ago', 'the other driver, today', 'at work this morning', 'en el trabajo, hoy'])(
    'a message with any other word is not only a time: %s',
    (text) => {
      expect(tellsOnlyWhen(text)).toBe(false);
    },
  );
});
