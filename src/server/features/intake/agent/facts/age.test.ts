import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

const ageOf = async (text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn('age', text, { language })).record.age;

describe('reading an age from the answer to "how old are you?"', () => {
  it('reads number words, also at the end of a sentence', async () => {
    expect(await ageOf('Seventy one.')).toBe(71);
    expect(await ageOf('forty three!')).toBe(43);
    expect(await ageOf('twenty-nine, why?')).toBe(29);
    expect(await ageOf('I am eighty four years old.')).toBe(84);
    expect(await ageOf('cincuenta y ocho.', 'es')).toBe(58);
  });

  it('takes the number from a short first clause when the reply goes on', async () => {
    expect(await ageOf('53, I think I put that in already')).toBe(53);
    expect(await ageOf('61. does my age change anything?')).toBe(61);
    expect(await ageOf('not sure why that matters but 38')).toBe(38);
    expect(await ageOf('im 26 lol')).toBe(26);
    expect(await ageOf('tengo 47, ya se lo había dicho', 'es')).toBe(47);
  });

  it('does not take a number that counts something else', async () => {
    expect(await ageOf('we have 3 kids and my shift starts at noon')).toBeUndefined();
    expect(await ageOf('I missed 12 days')).toBeUndefined();
    expect(await ageOf('5 stitches on my chin')).toBeUndefined();
    expect(await ageOf('tengo 2 hijos', 'es')).toBeUndefined();
  });

  it('still reads a plain number and a stated age', async () => {
    expect(await ageOf('44')).toBe(44);
    expect(await ageOf('she is 7 years old')).toBe(7);
    expect(await ageOf('tiene 15 años', 'es')).toBe(15);
  });
});
