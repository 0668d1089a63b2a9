import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * A joint replaced is surgery (decision 0272): "a shoulder replacement", "they put in a new
 * knee", "knee replacement surgery", "me pusieron una prótesis de cadera", and "no other surgery"
 * after it denies only surgery besides it. A part replaced that is no body part, or a replacement
 * still only talked of, is not. Sentences written for this test.
 */
const fall = { caseType: 'slip_fall' } as const;

const levelsOf = async (
  question: 'treatment' | 'injuries' | null,
  text: string,
  language: 'en' | 'es' = 'en',
) => (await readTurn(question, text, { context: fall, language })).record.treatment?.levels ?? [];

describe('a joint replaced is surgery', () => {
  it.each([
    ['treatment', 'I ended up with a total shoulder replacement', 'en'],
    ['treatment', 'they replaced my right shoulder, no other surgery though', 'en'],
    [
      null,
      'I tripped on a loose tile at the bank and shattered my knee, the surgeon had to replace it',
      'en',
    ],
    ['treatment', 'they gave me a brand new hip in october', 'en'],
    ['treatment', 'they had to replace my left knee', 'en'],
    ['treatment', 'knee replacement surgery, then rehab for months', 'en'],
    ['treatment', 'I got a new knee out of it', 'en'],
    [null, 'I slipped on the ice outside the pharmacy and broke my hip, now I have an artificial hip', 'en'],
    ['treatment', 'me pusieron una prótesis de cadera', 'es'],
    ['treatment', 'me reemplazaron la rodilla', 'es'],
  ] as const)('[%s] "%s"', async (question, text, language) => {
    expect(await levelsOf(question, text, language)).toContain('surgery');
  });
});

describe('what is not a joint replaced (negatives)', () => {
  it.each([
    ['treatment', 'they replaced the cast with a boot after two weeks'],
    ['treatment', 'the surgeon says I might need a new hip down the road'],
    ['treatment', 'they told me a knee replacement could come later'],
    ['treatment', 'I got a new brace for my knee'],
    ['treatment', 'got a new knee brace and crutches'],
    ['treatment', 'my glasses broke in the fall and the store replaced them'],
  ] as const)('[%s] "%s"', async (question, text) => {
    expect(await levelsOf(question, text)).not.toContain('surgery');
  });
});
