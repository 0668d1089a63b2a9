import { describe, expect, it } from 'vitest';

import { chatTurns } from '../../testing/chat-turns';
import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0278: a relative who was only there with the writer ("con mi sobrina de 12", "my
 * 9 year old was riding in the back") is not the injured person, and their age is not the injured
 * person's, unless the same sentence says they were hurt. Sentences written for this test.
 */

describe('a companion is not the injured person', () => {
  it.each([
    ['es', 'Venía con mi sobrina de 12 años cuando una camioneta nos pegó por detrás. Me lastimé el cuello.'],
    ['es', 'Mi nieto de 6 iba atrás en su silla cuando el otro carro se pasó el alto y me chocó.'],
    ['es', 'Llevaba a mi hijo de 9 a la escuela y un camión me cerró el paso. Me torcí la muñeca.'],
    ['en', 'My 9 year old was riding in the back seat when a pickup ran the light and hit my door.'],
    ['en', 'I was driving with my daughter, 11, when a van rear ended us. My back is killing me.'],
  ] as const)('%s: "%s" keeps the companion out', async (language, text) => {
    const { record } = await readTurn(null, text, { language });
    expect(record.age).toBeUndefined();
    expect(record.callerRelationship).toBeUndefined();
  });

  it('asks the writer their own age after a story told with a child beside them', async () => {
    const { asked, record } = await chatTurns(
      'Iba con mi hija de 8 años en el carro cuando un camión de reparto nos chocó en Houston, Texas, el 2 de noviembre. Me lastimé el hombro.',
      { age: 'tengo 41' },
      { language: 'es', turns: 20 },
    );
    expect(asked).toContain('age');
    expect(record.age).toBe(41);
    expect(record.callerRelationship).toBeUndefined();
  });
});

describe('a relative who was hurt keeps their age (negatives)', () => {
  it.each([
    ['es', 'Iba con mi hijo de 7 y se rompió el brazo cuando el carro nos chocó.', 7],
    ['es', 'A mi hija de once años la mordió el perro del vecino.', 11],
    ['en', 'My daughter, 9, was in the back seat and broke her wrist when the truck hit us.', 9],
    ['en', 'My 8 year old got bitten by the neighbor’s dog at the park.', 8],
    ['es', 'Mi hijo de 14 iba en el carro de un amigo cuando chocaron. Él tiene la pierna rota.', 14],
    ['en', 'My son, 13, was riding with a friend when they crashed. His collarbone is broken.', 13],
  ] as const)('%s: "%s" is the injured person’s age', async (language, text, age) => {
    const { record } = await readTurn(null, text, { language });
    expect(record.age).toBe(age);
    expect(record.callerRelationship).toBe('parent (mother or father)');
  });

  it('keeps the writer’s own age beside a companion’s', async () => {
    const { record } = await readTurn(
      null,
      'Tengo 36 años. Iba con mi hijo de 5 cuando me chocaron y me lastimé la espalda.',
      { language: 'es' },
    );
    expect(record.age).toBe(36);
  });
});
