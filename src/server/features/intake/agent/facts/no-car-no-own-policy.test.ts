import { describe, expect, it } from 'vitest';

import { chatTurns, questionsLeft } from '../../testing/chat-turns';
import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0240. Sentences written for this test. A visitor with no car of their own has no
 * policy of their own: "I don't have a car" answers the own-car-insurance question with none,
 * in any message, and a question whose premise an answer denied is not put again in other words.
 */
describe('no car of their own is no own car policy', () => {
  it.each([
    ["I don't have a car", 'en'],
    ['i said no car', 'en'],
    ['I was walking, I do not own a car', 'en'],
    ['on my bike, never owned a car', 'en'],
    ['no tengo carro', 'es'],
    ['yo no tengo coche, iba a pie', 'es'],
  ] as const)('"%s" to the question', async (text, language) => {
    const { record, outcome } = await readTurn('ownCoverage', text, {
      context: { caseType: 'auto' },
      language,
    });
    expect(outcome).toBe('answered');
    expect(record.ownCoverage).toBe('None');
  });

  it.each([
    [
      'I rode with a coworker when we got hit in Dayton, Ohio on November 3, 2026. I hurt my knee. I do not own a car.',
      'en',
    ],
    [
      'Iba de pasajera con una amiga cuando nos chocaron en Houston, Texas el 3 de noviembre de 2026. Me lastimé la rodilla. No tengo carro.',
      'es',
    ],
  ] as const)('said in the first message: "%s"', async (text, language) => {
    const { record } = await readTurn(null, text, { language });
    expect(record.ownCoverage).toBe('None');
  });

  it.each([
    ['the other driver had no car insurance', 'en', undefined],
    ["I don't have a car anymore, it got totaled, I had State Farm", 'en', 'State Farm'],
    ['there was no car seat for my daughter', 'en', undefined],
    ['the guy who hit me said he does not own a car, it was his brother’s', 'en', undefined],
    ['ya no tengo carro, era mío y quedó destruido', 'es', undefined],
  ] as const)('"%s" is no "no car" of theirs', async (text, language, coverage) => {
    const { record } = await readTurn('otherPartyInsurer', text, { context: { caseType: 'auto' }, language });
    if (coverage) expect(record.ownCoverage).toBe(coverage);
    else expect(record.ownCoverage).toBeUndefined();
  });

  it('is asked once, and UM/UIM is not asked after it', async () => {
    const { record, state, asked } = await chatTurns(
      'I was a passenger in a rideshare that got T-boned in Dayton, Ohio on November 3, 2026. I broke two ribs and went to the ER.',
      { ownCoverage: 'i said no car', '*': 'no' },
    );
    expect(asked.filter((key) => key === 'ownCoverage').length).toBeLessThanOrEqual(1);
    const left = await questionsLeft(record, { ...state, inExtension: true });
    expect(left).not.toContain('ownCoverage');
    expect(left).not.toContain('hasUmUim');
  });

  it('a pedestrian who says so while asked is not asked again in other words', async () => {
    const { asked } = await chatTurns(
      'I got hit by a car in Dayton, Ohio on November 3, 2026 and broke my wrist, went to the ER.',
      { ownCoverage: 'I was crossing the street on foot, I do not own a car', '*': 'no' },
    );
    expect(asked.filter((key) => key === 'ownCoverage').length).toBeLessThanOrEqual(1);
  });
});
