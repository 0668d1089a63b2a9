import { describe, expect, it } from 'vitest';

import { lookUpPlace } from '../../../case-record/us-gazetteer';
import { placeKey, withPlaceAbbreviationsSpelled } from '../../../case-record/us-places';
import { readCorrection } from '../testing/read-correction';

/**
 * Decision 0226: a place whose name opens with a short word and a period ("St. Louis", "Ft.
 * Worth", "Mt. Vernon", "Ste. Genevieve") corrected in a message: the period does not cut the
 * name in two, so the place and its thanks are whole. Sentences written for this test.
 */
describe('a place with a short word corrected', () => {
  it.each([
    ['sorry, it was St. Louis, not Akron', /^(St\.|Saint) Louis$/, /Louis/],
    ['wait no, Ft. Worth not Akron', /^Fort Worth$/, /Fort Worth/],
    ['my mistake, it happened in Mt. Vernon', /^Mount Vernon$/, /Mount Vernon/],
    ['Akron was wrong, it was Ste. Genevieve', /^Sainte Genevieve$/, /Sainte Genevieve/],
    ['actually we were in st. louis when it happened', /^(St\.|Saint) Louis$/, /Louis/],
  ] as const)('%s', async (text, city, said) => {
    const read = await readCorrection(text, 'en');
    expect(read.record.city, text).toMatch(city);
    expect(read.acknowledgement ?? '', text).toMatch(/^Thanks — /);
    expect(read.acknowledgement ?? '', text).toMatch(said);
    expect(read.acknowledgement ?? '', text).not.toMatch(/^Thanks — (Louis|Worth|Vernon|Genevieve)\b/);
  });
});

describe('the short words spelled out before a message is cut', () => {
  const isPlace = (key: string) => lookUpPlace(placeKey(key)) !== undefined;
  it.each([
    ['it was in St. Louis, not Akron', 'it was in Saint Louis, not Akron'],
    ['Ft. Worth', 'Fort Worth'],
    ['over in mt. vernon', 'over in mount vernon'],
    ['Ste. Genevieve, not Akron', 'Sainte Genevieve, not Akron'],
  ])('%s', (text, spelled) => {
    expect(withPlaceAbbreviationsSpelled(text, isPlace)).toBe(spelled);
  });

  it.each([
    'I fell on Elm St. Then the ambulance came',
    'he is 6 ft. tall',
    'Dr. Lee saw me at the clinic',
    'I live on 5th St. Nobody saw it',
    'the pharmacy on oak st. then home',
  ])('left as typed: %s', (text) => {
    expect(withPlaceAbbreviationsSpelled(text, isPlace)).toBe(text);
  });
});
