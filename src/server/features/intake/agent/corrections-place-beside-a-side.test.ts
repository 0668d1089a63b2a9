import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../contracts/case-record';
import { readCorrection } from '../testing/read-correction';

/**
 * Issue 23 (decision 0435): out of turn, a correction that opens with a no and says the city anew
 * beside the side of an injury taken back ("…, and it is the left knee not the right") corrects the
 * place too; the city is the place named, never words of the injury sentence. Akron, Ohio is held.
 * Sentences written for this test.
 */
describe('a place said anew beside an injury side taken back', () => {
  it.each([
    ["no, it's Columbus Georgia, and it is the left knee not the right", 'en', 'Columbus', 'GA'],
    ["no, it's Columbus Ohio, and it is the left knee not the right", 'en', 'Columbus', 'OH'],
    ['no it is Portland Maine and the knee is the left one not the right one', 'en', 'Portland', 'ME'],
    ['no, es Columbus Georgia, y es la rodilla izquierda no la derecha', 'es', 'Columbus', 'GA'],
    ['no, fue en Toledo Ohio, y es la rodilla izquierda, no la derecha', 'es', 'Toledo', 'OH'],
  ] as const)('%s', async (text, language, city, state) => {
    const { record } = await readCorrection(text, language as Language, {
      injuries: ['sprained right knee'],
    });
    expect(record.city, text).toBe(city);
    expect(record.state, text).toBe(state);
    expect(record.injuries, text).toEqual(['sprained left knee']);
  });

  // Negatives: no place said, the city held stays and no injury words become one.
  it.each([
    ['no, it is the left knee not the right, it still hurts a lot', 'en'],
    ['no, es la rodilla izquierda no la derecha, me duele mucho al caminar', 'es'],
    ['no, the left knee not the right, and it was at the big intersection downtown', 'en'],
  ] as const)('%s', async (text, language) => {
    const { record } = await readCorrection(text, language as Language, {
      injuries: ['sprained right knee'],
    });
    expect(record.city, text).toBe('Akron');
    expect(record.state, text).toBe('OH');
  });
});
