import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

describe('the visitor’s part in it', () => {
  it('is not made up from a fall with no words about it', async () => {
    const { record } = await readTurn(null, 'I fell down the back steps last week and broke my wrist', {
      context: {},
    });
    expect(record.role).toBeUndefined();
  });

  it('is not read from a place named in an answer to another question', async () => {
    const { record } = await readTurn('witnesses', 'yes, the store cameras got it and the cashier saw it', {
      context: { caseType: 'slip_fall' },
    });
    expect(record.role).toBeUndefined();
  });

  it('reads a visit to someone’s home', async () => {
    const { record } = await readTurn(
      null,
      'I was visiting my aunt and tripped on a loose board on her porch, broke my ankle',
      { context: {} },
    );
    expect(record.role).toBe('visitor');
  });
});

describe('the part of the injured person, from how the crash is told', () => {
  const roleOf = async (text: string, language: 'en' | 'es' = 'en') =>
    (await readTurn(null, text, { context: {}, language })).record.role;

  it('reads riders, walkers and drivers in en and es', async () => {
    expect(await roleOf('my husband was on his bike on Pine St when a van turned into him')).toBe('cyclist');
    expect(await roleOf('I got rear ended on the highway this morning, my back hurts')).toBe('driver');
    expect(await roleOf('my grandson was still crossing when the truck turned and hit him')).toBe(
      'pedestrian',
    );
    expect(await roleOf('tuve un accidente de moto en la carretera, un carro se me cerró', 'es')).toBe(
      'motorcyclist',
    );
    expect(await roleOf('un carro atropelló a mi papá mientras cruzaba la avenida', 'es')).toBe('pedestrian');
  });

  it('reads a store named in Spanish words or by its own name', async () => {
    expect(await roleOf('me resbalé en el costco de mi ciudad, el piso estaba mojado', 'es')).toBe(
      'customer',
    );
  });
});
