import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0284. Sentences written for this test. A first message dates more than the
 * incident: the operation after it, the day a thing was bought or installed, the day an
 * illness was found. Such a date is not stored as the incident's; with no other date, none is.
 */
describe('a date of another event in the story is no incident date', () => {
  it.each([
    [
      'Tripped over a loose floor mat at a hardware store in Tulsa and tore my meniscus. Knee surgery last week.',
      'en',
    ],
    ['The space heater we bought two months ago caught fire in the bedroom and burned my arm.', 'en'],
    [
      'Me resbalé con agua en una tienda de ropa en Fresno y me fracturé el tobillo. Me operaron en octubre.',
      'es',
    ],
    ['Used the same weed killer on our farm for years and in August I was diagnosed with lymphoma.', 'en'],
    ['La secadora que compramos hace un año se incendió y mi hija se quemó la mano.', 'es'],
  ] as const)('"%s" stores no incident date', async (text, language) => {
    const { record } = await readTurn(null, text, { context: {}, language });
    expect(record.incidentDate).toBeUndefined();
  });

  it.each([
    ['My surgery scar was healing fine when a dog bit my arm at the park on November 3.', 'en', '2026-11-03'],
    ['I slipped on oil at a gas station on November 10 and had surgery on the 14th.', 'en', '2026-11-10'],
    ['During my gallbladder surgery on October 5 the surgeon nicked my liver.', 'en', '2026-10-05'],
    [
      'Mi hijo se cayó del columpio que instalaron en el parque, el 2 de noviembre, y se rompió el brazo.',
      'es',
      '2026-11-02',
    ],
  ] as const)('"%s" keeps the incident date', async (text, language, day) => {
    const { record } = await readTurn(null, text, { context: {}, language });
    expect(record.incidentDate?.from).toBe(day);
    expect(record.incidentDate?.to).toBe(day);
  });
});
