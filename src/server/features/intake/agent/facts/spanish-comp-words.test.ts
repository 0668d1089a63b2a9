import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * Workers' comp is never invented from Spanish words about compensation or work in general
 * (decision 0273): "compensación" alone is any compensation, and work missed or a job the visitor
 * cannot go back to ("no estoy trabajando", "en el trabajo me dieron permiso") says nothing of
 * being hurt on the job. Comp named as such, or being hurt at work, still is comp. Sentences
 * written for this test.
 */
const storyOf = async (text: string) => (await readTurn(null, text, { context: {}, language: 'es' })).record;

describe('no comp invented from Spanish words about money or missed work', () => {
  it.each([
    'Me chocaron en un semáforo en rojo y quiero saber cuánta compensación me puede tocar',
    'Me caí en el estacionamiento del súper y desde entonces no estoy trabajando',
    'Me mordió un perro en el parque, en el trabajo me dieron una semana libre para curarme',
    'Un camión se pasó el alto y me pegó, ya no puedo seguir trabajando por la espalda',
    'Me resbalé en un piso mojado en la farmacia; busco una compensación justa por mis gastos',
  ])('"%s"', async (text) => {
    const record = await storyOf(text);
    expect(record.workersComp).toBeUndefined();
    expect(record.caseType).not.toBe('workplace');
  });
});

describe('comp or a work injury said in Spanish is still comp (negatives)', () => {
  it.each([
    'Me lastimé el hombro cargando cajas pesadas, no he podido volver a trabajar',
    'Me lastimé la espalda cargando cajas en el trabajo',
    'Estaba trabajando en la obra cuando me caí del andamio',
    'Ya tengo un reclamo de compensación laboral abierto por mi hombro',
    'Me quemé la mano en la cocina del restaurante donde trabajo, me paga la compensación de trabajadores',
  ])('"%s"', async (text) => {
    expect((await storyOf(text)).workersComp).toBe(true);
  });
});
