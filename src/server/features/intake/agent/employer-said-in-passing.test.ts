import { describe, expect, it } from 'vitest';

import { chatTurns, questionsLeft } from '../testing/chat-turns';
import { readTurn } from '../testing/read-turn';

/**
 * An employer said in passing, beside the visitor's own work ("my shift at the … plant", "the …
 * warehouse where I work", "trabajo en … de cajera", "estaba trabajando en la bodega de …"), fills
 * the employer, and the employer question is not put (decision 0334). A place alone or a clause
 * is still no employer. Sentences and company names written for this test.
 */
describe('an employer said in passing', () => {
  it.each([
    [
      null,
      'I was sorting boxes at the Halbrook Supply warehouse where I work when a cart rolled onto my foot',
      'en',
      'Halbrook Supply',
    ],
    ['injuries', 'sprained my wrist during my shift at the Corvane Metals plant', 'en', 'Corvane Metals'],
    [
      'treatment',
      'the urgent care on Oak. I work the deli counter at Tillman Market so I was out two days',
      'en',
      'Tillman Market',
    ],
    [
      null,
      'I work weekends at Grenfeld Bakery and a car clipped me in the crosswalk on the way there',
      'en',
      'Grenfeld Bakery',
    ],
    [
      null,
      'trabajo en Ferretería Olmos de cajera y un carro me pegó en el estacionamiento',
      'es',
      'Ferretería Olmos',
    ],
    [
      null,
      'estaba trabajando en la bodega de Abarrotes Quintana cuando se cayó un estante encima de mí',
      'es',
      'Abarrotes Quintana',
    ],
    ['injuries', 'la rodilla, me pasó en mi turno en Lavandería Paz', 'es', 'Lavandería Paz'],
  ] as const)('%s: "%s" names %s', async (question, text, language, employer) => {
    const { record } = await readTurn(question, text, { language });
    expect(record.employer).toBe(employer);
  });

  it.each([
    ['I was stocking shelves at the Brisk Mart store where I work and a ladder slipped', 'en'],
    ['me caí estando de turno, estaba trabajando en la tienda de Muebles Arriaga', 'es'],
  ] as const)('"%s": the employer question is not put', async (text, language) => {
    const { record, state, asked } = await chatTurns(text, { '*': 'no' }, { language });
    expect(record.employer).toBeDefined();
    expect([...asked, ...(await questionsLeft(record, state))]).not.toContain('employer');
  });

  it.each([
    [null, 'I work at the place on Pine street and a dog bit me out front', 'en'],
    [null, 'I was visiting the warehouse where I work on Mondays when I slipped', 'en'],
    [null, 'I was at the clinic where my brother works when the ceiling tile fell', 'en'],
    [null, 'estaba trabajando en el lugar de siempre cuando me caí', 'es'],
  ] as const)('%s: "%s" names no employer', async (question, text, language) => {
    const { record } = await readTurn(question, text, { language });
    expect(record.employer).toBeUndefined();
  });
});
