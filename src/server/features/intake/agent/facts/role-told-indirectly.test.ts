import { describe, expect, it } from 'vitest';

import type { CaseType, Role } from '../../../../../contracts/case-record';
import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0404: a part told without its name. A driver told by the lane, the side of the car,
 * the trip or a job at the wheel; someone writing for the one hurt tells that person drove by
 * their own vehicle ("the camioneta de mi esposo"); a tool that failed on the job hurt a worker.
 * Sentences written for these tests.
 */
const roleOf = async (text: string, language: 'en' | 'es' = 'en', caseType?: CaseType) =>
  (await readTurn(null, text, { context: caseType ? { caseType } : {}, language })).record.role;

const cases = (rows: [string, Role | undefined][], language: 'en' | 'es' = 'en', caseType?: CaseType) =>
  it.each(rows)('%s → %s', async (text, role) => {
    expect(await roleOf(text, language, caseType)).toBe(role);
  });

describe('a driver told by the trip, the lane or the job', () => {
  cases([
    ['a box truck drifted into my lane on the parkway and clipped me, my shoulder is wrecked', 'driver'],
    ['I was driving on Route 9 last night when a deer-dodging SUV hit my passenger side', 'driver'],
    ['the other car slammed my passenger side at the light, glass everywhere, ribs cracked', 'driver'],
    ['rideshare driver, a sedan ran the stop sign and hit me broadside, my knee is swollen', 'driver'],
  ]);
  cases(
    [
      ['manejaba para una paquetería y un tráiler se metió a mi carril, me lastimé el cuello', 'driver'],
      ['estaba manejando para DoorDash cuando me chocaron de lado, tengo el brazo roto', 'driver'],
      ['un camión invadió mi carril en la autopista y me sacó del camino, me duele la espalda', 'driver'],
      ['una piedra que tiró un camión rompió mi parabrisas y me cortó la cara', 'driver'],
    ],
    'es',
  );
});

describe('someone written for drove their own vehicle', () => {
  cases([
    [
      'My husband was driving his truck home when a semi ran the light and hit him, his leg is broken',
      'driver',
    ],
    [
      'my mom is 79 and was driving home from church when a teen ran the stop sign, her hip is broken',
      'driver',
    ],
    ['my daughter is 17 and a pickup backed into her car at school, she has whiplash', 'driver'],
    ['My wife was hit by a red light runner while in her van, she broke her wrist', 'driver'],
  ]);
  cases(
    [
      ['Un borracho chocó la camioneta de mi esposo en la carretera, tiene costillas rotas', 'driver'],
      ['A mi hermano le chocaron su carro en la carretera y se quebró la muñeca', 'driver'],
    ],
    'es',
  );
});

describe('a product that failed on the job', () => {
  cases(
    [
      ['at my job the grinder guard flew off and cut my forearm, I work at a fab shop', 'employee'],
      ['I was on the clock when the nail gun misfired into my thigh', 'employee'],
      ['the ladder rung snapped on my shift and I fell on the loading dock', 'employee'],
      ['I work for a roofing outfit and the harness clip broke, I fell off the garage', 'employee'],
    ],
    'en',
    'product_liability',
  );
  cases(
    [
      ['estaba trabajando cuando la sierra se trabó y me cortó dos dedos', 'employee'],
      ['en mi trabajo explotó la batería del montacargas y me quemó la pierna', 'employee'],
    ],
    'es',
    'product_liability',
  );
});

describe('what tells no part of these (negatives)', () => {
  cases([
    ['my husband was standing next to his car when a van hit him, his hip is broken', 'pedestrian'],
    ['my daughter was a passenger in her friend’s car when a truck ran the light', 'passenger'],
  ]);
  cases(
    [
      ['the blender blade came off and cut my hand badly', 'product_user'],
      ['my space heater caught fire in the living room and burned my arm', 'product_user'],
    ],
    'en',
    'product_liability',
  );
  cases([
    ['his car was parked on the street and a branch fell on my head as I went past', undefined],
    ['the truck hit her car in the lot while I was loading groceries into mine', 'pedestrian'],
  ]);
});
