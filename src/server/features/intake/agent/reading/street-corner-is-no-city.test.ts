import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';
import { readTurn } from '../../testing/read-turn';

import { readPlace } from './places';

/**
 * Two streets joined into a corner ("at Lincoln and Main", "en la Tampa y Flagler") or a town's
 * name followed by a street word ("Dallas Parkway") name a street, never the city (decision 0361).
 * Sentences written for this test.
 */
describe('a street corner is no city', () => {
  it.each([
    ['a pickup hit me at Lincoln and Main last night', 'en'],
    ['it was at the corner of Houston and 5th, the light was red', 'en'],
    ['a van cut me off on Austin and Lamar Blvd', 'en'],
    ['the crash was on dallas parkway', 'en'],
    ['me chocaron en la Tampa y Flagler el martes', 'es'],
    ['fue en la esquina de Laredo y San Pedro', 'es'],
  ] as const)('"%s" sets no city', async (text, language) => {
    const { record } = await readTurn(null, text, { language });
    expect(record.city).toBeUndefined();
  });

  it.each([
    ['a pickup hit me in Orlando at a red light', 'en', 'Orlando'],
    ['I was driving between Dallas and Houston', 'en', 'Dallas'],
    ['it happened in Tucson at 5th and Main', 'en', 'Tucson'],
    ['me chocaron en Miami y Hialeah no sé cuál', 'es', 'Miami'],
    ['fue en Mesa y me dolió mucho', 'es', 'Mesa'],
  ] as const)('"%s" keeps the city %s', (text, _language, city) => {
    expect(readPlace(text, { isAnswer: false, isDescription: true }).city).toBe(city);
  });

  it('keeps a city beside a corner in it', async () => {
    const { record } = await readTurn(null, 'I was rear-ended at Memphis & Main in Tulsa', {
      language: 'en' as Language,
    });
    expect(record.city).toBe('Tulsa');
  });
});
