import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';
import { englishStoredInjury, injuryForSpanishChat } from './injury-gloss';

/**
 * Decision 0337: slang that says a part is hurt without saying how ("all messed up", "screwed
 * up", "bien fregada") is stored as a case manager reads it, the part's injury, never as the raw
 * clause; a Spanish clause that joins parts and a feeling is one item each. Sentences written for
 * this test.
 */
describe('an injury said in slang', () => {
  it.each([
    ['my hip is all messed up', 'hip injury'],
    ["my elbow's been screwed up", 'elbow injury'],
    ['left knee is kinda jacked up', 'left knee injury'],
    ['my wrist is pretty banged up', 'wrist injury'],
  ])('%s → %s', (item, stored) => {
    expect(englishStoredInjury(item)).toBe(stored);
  });

  it.each([
    ['injuries', 'en', "my thumb's been screwed up ever since", ['thumb injury']],
    ['injuries', 'en', 'my ribs are all jacked up and my neck is killing me', ['rib injury', 'neck pain']],
    [null, 'en', 'I slipped on ice at the gas station and my hip is totally messed up.', ['hip injury']],
    ['injuries', 'es', 'traigo el hombro bien fregado', ['shoulder injury']],
    ['injuries', 'es', 'la cadera muy jodida desde la caída', ['hip injury']],
    ['injuries', 'es', 'me duelen la rodilla y el tobillo, y ando mareado', ['knee pain', 'ankle pain', 'dizziness']],
    ['injuries', 'es', 'me duele el codo y la muñeca y estoy mareada', ['elbow pain', 'wrist pain', 'dizziness']],
  ] as const)('through the reader (%s, %s): "%s"', async (question, language, text, items) => {
    const read = await readTurn(question, text, { language, context: { caseType: 'slip_fall' } });
    expect(read.record.injuries).toEqual(items);
  });

  it('is said back in Spanish from the lexicon', () => {
    expect(injuryForSpanishChat('shoulder injury')).toBe('lesión en el hombro');
  });

  it.each([
    ['the body shop screwed up the estimate and my truck is all messed up', 'en'],
    ['the hospital messed up my paperwork', 'en'],
    ['el carro quedó bien fregado por detrás', 'es'],
    ['estamos bien jodidos con tantas cuentas', 'es'],
  ] as const)('no injury in "%s"', async (text, language) => {
    const read = await readTurn(null, text, { language, context: { caseType: 'auto' } });
    expect(read.record.injuries).toBeUndefined();
  });
});
