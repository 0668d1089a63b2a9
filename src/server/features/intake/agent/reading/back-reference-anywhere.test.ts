import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

import { holdsBackReference, withoutBackReference } from './back-reference';

/**
 * A back-reference that closes an answer or stands between its commas ("neck and back. already
 * said", "sí, ya le dije", "Walmart like I told you") is set aside as one that leads it is
 * (decision 0305). Sentences written for this test.
 */
describe('a back-reference anywhere in an answer', () => {
  it.each([
    ['shoulder and wrist. already said', 'shoulder and wrist'],
    ['yes, said that', 'yes'],
    ['yes i told you', 'yes'],
    ['still doing the chiropractor, told u', 'still doing the chiropractor'],
    ['Dollar General like I told you', 'Dollar General'],
    ['the clinic on 5th street as i said before', 'the clinic on 5th street'],
    ['Progressive - already told you that', 'Progressive'],
    ['my knee, like I said, and then my ankle', 'my knee, and then my ankle'],
    ['about a week i said', 'about a week'],
    ['sí, ya le dije', 'sí'],
    ['la rodilla y el tobillo, ya le dije', 'la rodilla y el tobillo'],
    ['en la lavandería Espuma como le dije', 'en la lavandería Espuma'],
    ['terapia, se lo dije hace rato', 'terapia'],
    ['Phoenix, ya lo puse arriba', 'Phoenix'],
    ['no, ya te dije', 'no'],
  ])('"%s" is read as "%s"', (text, rest) => {
    expect(withoutBackReference(text)).toBe(rest);
    expect(holdsBackReference(text)).toBe(true);
  });

  it.each([
    'the doctor told me',
    'my supervisor said that',
    'no, I said Tuesday',
    'I think I said it wrong earlier, it was March 4',
    'yes, I told them',
    'the nurse i told you about',
    'le dije a mi jefe',
    'mi esposa me lo dijo',
    'I hurt it like I said I would',
  ])('"%s" is left as it is, and points back at nothing', (text) => {
    expect(withoutBackReference(text)).toBe(text);
    expect(holdsBackReference(text)).toBe(text === 'yes, I told them');
  });

  it.each(['I told you already', 'ya le respondí eso hace rato', 'already said. told u'])(
    '"%s" holds nothing besides, and is left whole for the look back',
    (text) => {
      expect(withoutBackReference(text)).toBe(text);
      expect(holdsBackReference(text)).toBe(true);
    },
  );

  it.each([
    ['employer', 'Dollar General like I told you', 'en', 'Dollar General'],
    ['employer', 'Harbor Freight warehouse, already told you', 'en', 'Harbor Freight'],
    ['employer', 'en la lavandería Espuma como le dije', 'es', 'Espuma'],
    ['city', 'Tucson, like i said', 'en', 'Tucson'],
    ['city', 'Tucson, ya lo puse arriba', 'es', 'Tucson'],
  ] as const)('to the %s question, "%s" names it', async (question, text, language, value) => {
    const { record } = await readTurn(question, text, { language });
    expect(String(record[question])).toContain(value);
  });

  it.each([
    ['knee and ankle like I told you', 'en'],
    ['la rodilla y el tobillo, ya le dije', 'es'],
  ] as const)(
    'to the injuries question, "%s" keeps no back-reference in the list',
    async (text, language) => {
      const { record } = await readTurn('injuries', text, { language });
      expect(record.injuries?.length).toBeGreaterThan(0);
      for (const injury of record.injuries ?? []) expect(holdsBackReference(injury)).toBe(false);
    },
  );

  it.each([
    ['yes, said that', 'en', true],
    ['no, i told you that', 'en', false],
    ['sí, ya le dije', 'es', true],
    ['no, como le dije', 'es', false],
  ] as const)('to a yes-or-no question, "%s" is its answer', async (text, language, answer) => {
    const { record } = await readTurn('policeReport', text, { language });
    expect(record.policeReport).toBe(answer);
  });
});
