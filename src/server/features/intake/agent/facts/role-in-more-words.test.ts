import { describe, expect, it } from 'vitest';

import type { Role } from '../../../../../contracts/case-record';
import { readTurn } from '../../testing/read-turn';

/**
 * More ways a visitor tells their part (decision 0207): a rider of a bus, a train or a ride
 * share, a cyclist in a bike lane, a walk with a dog, a landlord named, a business by its
 * kind or its chain's name, stands at a game, a party at someone's home, and the worker's own
 * trade. Sentences written for these tests.
 */
const roleOf = async (text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn(null, text, { context: {}, language })).record.role;

const cases = (rows: [string, Role][], language: 'en' | 'es' = 'en') =>
  it.each(rows)('%s → %s', async (text, role) => {
    expect(await roleOf(text, language)).toBe(role);
  });

describe('riders of someone else’s vehicle', () => {
  cases([
    ['im the passenger, the driver blew a red on 5th and a pickup hit us', 'passenger'],
    ['the lyft i was in got sideswiped on the interstate, my neck hurts', 'passenger'],
    ['Uber passenger here. My driver rear ended a bus and I hit the seat in front', 'passenger'],
    ['my daughter was on the school bus when it slid into a ditch, she broke her wrist', 'passenger'],
    ['We were passengers in my cousin’s car when he lost control on the ice', 'passenger'],
  ]);
  cases(
    [
      ['iba en el tren cuando chocó con un camión y me golpeé la cabeza', 'passenger'],
      ['iba en la guagua y el chofer frenó de golpe, me caí y me lastimé la rodilla', 'passenger'],
      ['iba en el metro bus y el conductor arrancó antes de que me sentara', 'passenger'],
      ['mi hijo iba en el autobus escolar cuando un carro le pegó de lado', 'passenger'],
    ],
    'es',
  );
  it('does not make a driver a passenger for a rider they carried', async () => {
    const { record } = await readTurn('witnesses', 'yes, my uber passenger saw the whole thing', {
      context: { caseType: 'auto' },
    });
    expect(record.role).toBeUndefined();
  });
});

describe('cyclists, walkers and riders told in other words', () => {
  cases([
    ['I was in the bike lane on Oak St when a van turned right across me', 'cyclist'],
    ['got doored on 3rd ave this morning, broke my thumb', 'cyclist'],
    ['im a courier on an ebike and a car pulled out of a driveway into me', 'cyclist'],
    ['a taxi clipped me while I was on a bike at the bridge', 'cyclist'],
    ['I was walking my beagle near the school when a loose shepherd bit my leg', 'pedestrian'],
    ['I walk my dogs every night and a pit bull ran out of a yard and bit my arm', 'pedestrian'],
    [
      'my father was riding his Harley on the county road when a truck turned in front of him',
      'motorcyclist',
    ],
  ]);
  cases(
    [
      ['estaba caminando por mi calle cuando un perro suelto me mordió la pierna', 'pedestrian'],
      ['mi tía salió a caminar y un perro la tumbó y le mordió el brazo', 'pedestrian'],
      ['iba por el carril de bicicletas y un carro se me atravesó', 'cyclist'],
      ['un perro me atacó mientras corria en el parque', 'pedestrian'],
    ],
    'es',
  );
});

describe('places told by their kind or their name', () => {
  cases([
    ['I slipped on spilled soda by the slot machines at a casino last month', 'customer'],
    ['fell on the icy fuel island at a truck stop and cracked my hip', 'customer'],
    ['my son broke his arm at sky zone when a bigger kid landed on him', 'customer'],
    ['a foul ball broke my nose, we sat where there was no netting', 'customer'],
    ['I tripped on a loose mat at the Dollar Tree and broke my wrist', 'customer'],
    ['the bleachers gave way at my nephew’s game and I fell through', 'visitor'],
    ['I am a realtor and was showing a house when the owner’s dog bit me', 'visitor'],
    ['my landlord’s dog bit me when I dropped off the rent check', 'tenant'],
    ['I slipped on ice in the lot of the house we rent, nobody salted', 'tenant'],
    ['my mom fell in the shower at a Super 8 on our road trip', 'guest'],
    ['a dog bit my son at a birthday party at the neighbors house', 'guest'],
    ['the host’s dog knocked me down at their bbq and I broke my wrist', 'guest'],
  ]);
  cases(
    [
      ['me resbalé en la gasolinera por el aceite junto a las bombas', 'customer'],
      ['me caí en el HEB porque había agua en el piso del pasillo', 'customer'],
      ['me caí en las gradas del estadio de la escuela cuando se rompió una tabla', 'visitor'],
      ['estaba tocando puertas para una encuesta y un perro me mordió la mano', 'visitor'],
      ['mi abuelo se cayó en las escaleras del edificio donde vive porque no había luz', 'tenant'],
      ['el perro de su casa me mordió cuando fuimos de visita a ver a mi prima', 'guest'],
      ['estaba visitando a mi hermana y su perro me tumbó en la cocina', 'guest'],
    ],
    'es',
  );
});

describe('a worker’s own trade', () => {
  cases([
    ['I’m a home health aide and a client’s dog bit me during a visit', 'employee'],
    ['my wife cleans houses and a client’s dog bit her on the hand', 'employee'],
    ['my husband was working on a house when the owner’s dog bit him', 'employee'],
    ['got bit by a coworkers dog he brought into the office', 'employee'],
  ]);
  cases(
    [
      ['soy repartidor y un perro me mordió cuando dejé un paquete', 'employee'],
      ['soy jardinero y trabajaba en una casa cuando el perro me mordió', 'employee'],
      ['mi amiga limpia casas y el perro de la dueña la mordió', 'employee'],
      ['estaba trabajando en un patio y un perro me mordió la pierna', 'employee'],
    ],
    'es',
  );
});

describe('words that do not tell the visitor’s part', () => {
  it.each([
    'a home health aide from an agency was caught pushing my mother, she broke her hip',
    'the mail carrier saw the neighbor’s dog bite my son in our yard',
    'my kid fell off a bounce house at a party in the park, broke his arm',
    'a pit bull got loose and bit my leg in front of my house',
    'the driver hit a pole and I broke my arm',
  ])('%s', async (text) => {
    expect(await roleOf(text)).not.toBe('employee');
    expect(await roleOf(text)).not.toBe('guest');
    expect(await roleOf(text)).not.toBe('passenger');
  });

  it.each([
    'un repartidor dejó una caja en mi escalera y me tropecé con ella',
    'el cartero vio cuando el perro mordió a mi hijo',
    'mi hijo se cayó en una fiesta en el parque',
  ])('%s', async (text) => {
    const role = await roleOf(text, 'es');
    expect(role === 'employee' || role === 'guest').toBe(false);
  });
});
