import { describe, expect, it } from 'vitest';

import { readBack, summarizeCase } from '../../summarize-case';
import { readTurn } from '../../testing/read-turn';

import { factRegistry } from './registry';

/**
 * Decision 0279: in a Spanish chat the read-back and the summary say the injuries in Spanish,
 * from the visitor's words or the glosses lexicon, never in the English kept for the case
 * manager, and never with a trailing word of time or of what the visitor was doing. Sentences
 * written for this test.
 */
const english = /\b(broke|broken|wrist|ankle|sprained|pain|injury|shoulder|burns?|hand|whiplash)\b/i;
const story = async (text: string) => (await readTurn(null, text, { language: 'es', context: {} })).record;

describe('injuries said back in a Spanish chat', () => {
  it.each([
    [
      'Me caí en la escalera del edificio en Denver, Colorado el 10 de octubre. Me lastimé el hombro cargando unas cajas.',
      'lesión en el hombro',
    ],
    [
      'Un carro me chocó en Miami, Florida el 2 de noviembre. I broke my left wrist y me duele la espalda baja.',
      'fractura de la muñeca izquierda; dolor en la espalda baja',
    ],
    [
      'Me caí en la tienda en Dallas, Texas el 1 de noviembre. Tengo whiplash y sprained my ankle muy feo.',
      'latigazo; esguince del tobillo',
    ],
    [
      'Se reventó la olla en el restaurante de Fresno, California el 4 de octubre y me quemé la mano derecha, todavía.',
      'quemaduras en la mano derecha',
    ],
  ])('"%s" is read back as "%s"', async (text, said) => {
    const record = await story(text);
    const back = readBack(record, 'es');
    expect(back).toContain(`lesiones: ${said}`);
    expect(/lesiones: (.*?)(?:; quién|\. ¿)/.exec(back ?? '')?.[1]).not.toMatch(english);
    const summary = summarizeCase(record, { fullName: null, phone: null }, 'es');
    expect(summary).toContain(`Lesiones: ${said}`);
  });

  it('says back an answer naming body parts in English as Spanish parts', async () => {
    const { record } = await readTurn('injuries', 'my neck and my lower back', { language: 'es' });
    expect(factRegistry.injuries.describe(record.injuries!, 'es')).not.toMatch(english);
  });
});

describe('what stays as it is (negatives)', () => {
  it('keeps English in an English chat', async () => {
    const { record } = await readTurn(null, 'A car hit me in Miami on November 2. I broke my left wrist.', {
      context: {},
    });
    expect(readBack(record, 'en')).toMatch(/injuries: broke(n)? (my )?left wrist/);
  });

  it('keeps the visitor’s Spanish words when the lexicon cannot say more', async () => {
    const record = await story(
      'Me caí en el estacionamiento en Tucson, Arizona el 8 de octubre y me salió una hernia en la espalda.',
    );
    const said = factRegistry.injuries.describe(record.injuries!, 'es');
    expect(said).toMatch(/hernia/);
    expect(said).not.toMatch(english);
  });

  it('does not cut "también", which may add another injury', async () => {
    const record = await story(
      'Me caí en la tienda el 3 de noviembre y me lastimé la espalda y también el cuello.',
    );
    const said = factRegistry.injuries.describe(record.injuries!, 'es');
    expect(said).toMatch(/espalda/);
    expect(said).toMatch(/cuello/);
  });
});
