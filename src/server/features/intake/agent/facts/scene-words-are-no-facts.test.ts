import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * Words that set the scene of a story are not facts the visitor said (decisions 0183, 0184).
 * Sentences written for these tests.
 */
describe('what the visitor was doing is no share of fault in a story', () => {
  it.each([
    'I was walking my dog on Elm street and a cyclist knocked me down, broke my wrist',
    'I was carrying groceries up the ramp at the mall and the railing came off, hurt my shoulder',
    'a kid on a skateboard hit me from behind at the park and I fractured my elbow',
    'I was just walking to my car at the gym when a pothole rolled my ankle',
    'the blender jar just broke while it was running and cut my hand',
  ])('"%s" stores no share', async (text) => {
    const read = await readTurn(null, text);
    expect(read.record.ownFaultPercent).toBeUndefined();
  });

  it.each([
    'crossing Main at the light, I had the walk signal when a van turned into me',
    'I had the green when the SUV ran the red and t-boned me',
    'a bus clipped me in the crosswalk, I had the walking signal',
    'I had a green light and a pickup came through the intersection',
  ])('"%s" still says no share of fault: the visitor had the right of way', async (text) => {
    const read = await readTurn(null, text);
    expect(read.record.ownFaultPercent).toBe(0);
  });

  it.each([
    ['I was just walking, nothing else', 'en'],
    ['I was carrying a box like always', 'en'],
    ['he hit me from behind', 'en'],
    ['yo estaba caminando nada más', 'es'],
  ] as const)('answering "could they blame you?", "%s" is no share', async (text, language) => {
    const read = await readTurn('ownFaultPercent', text, { context: { caseType: 'auto' }, language });
    expect(read.record.ownFaultPercent).toBe(0);
  });

  it.each([
    ['Yo no tuve la culpa, el camión se metió a mi carril. Me duele la espalda', 'es'],
    ['yo ni tenía la culpa, la señora se pasó el alto en Tucson', 'es'],
    ['no fue culpa mía, el otro carro me pegó en la I-10', 'es'],
    ['Me chocó por detrás un taxi en Chicago, me duele el cuello', 'es'],
    ['it was not my fault, a van ran the red light and hit me in Miami', 'en'],
    ['I was a passenger in my cousin’s truck when a van hit us, my neck hurts', 'en'],
  ] as const)('a plain denial in a story, "%s", is no share', async (text, language) => {
    const read = await readTurn(null, text, { language });
    expect(read.record.ownFaultPercent).toBe(0);
  });
});

describe('scene words and a denied comp are not whether the visitor was on the job', () => {
  it.each([
    'I tripped on a torn rug at the Home Depot in Tulsa and hurt my knee',
    'we went to the lake over the weekend and the dock collapsed under me, my ankle is broken',
    'the motel would not comp our stay after the ceiling fan fell on my husband',
    'I was at home when the space heater caught fire and burned my arm',
    'my sister told me not to bother with comp for the dog bite at the park',
  ])('"%s" stores no answer', async (text) => {
    const read = await readTurn(null, text);
    expect(read.record.workersComp).toBeUndefined();
  });

  it.each([
    ['Regresaba a casa y no iba trabajando cuando un carro me atropelló', 'es'],
    ['it was my day off and I slipped at the grocery store', 'en'],
    ["I wasn't working that day, I was shopping at the mall when the escalator jerked", 'en'],
    ['mi día libre, estaba en el parque y un perro me mordió', 'es'],
  ] as const)('time plainly off the job, "%s", is a no', async (text, language) => {
    const read = await readTurn(null, text, { language });
    expect(read.record.workersComp).toBe(false);
  });

  it.each([
    ['I was at home', 'en'],
    ['it was the weekend, I was home', 'en'],
    ['estaba en mi casa', 'es'],
    ['on vacation with my kids', 'en'],
  ] as const)('answering "were you working?", "%s" is a no', async (text, language) => {
    const read = await readTurn('workersComp', text, { context: { caseType: 'auto' }, language });
    expect(read.record.workersComp).toBe(false);
  });
});

describe('the police as the other side or as the trade are no report', () => {
  it.each([
    ["A sheriff's patrol car ran the stop sign in Mesa and hit my truck, my back hurts", 'en'],
    ["I'm a police officer and a drunk driver hit me while I was directing traffic", 'en'],
    ['A police K9 bit my arm while they were arresting my neighbor', 'en'],
    ['I was tased by a deputy outside a bar and fell and cracked my skull', 'en'],
    ['Un carro de la policía se pasó el rojo y me chocó en Phoenix', 'es'],
  ] as const)('"%s" stores no report', async (text, language) => {
    const read = await readTurn(null, text, { language });
    expect(read.record.policeReport).toBeUndefined();
  });

  it.each([
    ['A truck hit me on the highway and the police came and wrote a report', 'en'],
    ['a cop car hit me and then another officer came and took a report', 'en'],
    ['La policía llegó y me dieron un número de reporte después del choque', 'es'],
    ['the cops showed up after the crash on Main street', 'en'],
  ] as const)('police who came, "%s", still count', async (text, language) => {
    const read = await readTurn(null, text, { language });
    expect(read.record.policeReport).toBe(true);
  });
});

describe('a date word inside a longer word or a length of time is no date', () => {
  it.each([
    ['Trabajo como empleada doméstica en una casa en Miami y me caí de una silla', 'es'],
    ['El administrador sabía que la puerta no cerraba y un hombre me atacó', 'es'],
    ['I slipped at the pharmacy on Eastern Avenue in Tulsa and broke my hip', 'en'],
    ['the guard held me in a back room for two hours and twisted my arm', 'en'],
    ['I was stuck in the elevator for 40 minutes and hurt my back', 'en'],
  ] as const)('"%s" stores no incident date', async (text, language) => {
    const read = await readTurn(null, text, { language });
    expect(read.record.incidentDate).toBeUndefined();
  });

  it.each([
    ['I slipped at the store on Easter Sunday and broke my wrist', 'en'],
    ['me caí el sábado en la tienda y me lastimé la rodilla', 'es'],
    ['el domingo pasado un perro me mordió', 'es'],
    ['I fell on Saturday at the mall', 'en'],
  ] as const)('a real day, "%s", is still read', async (text, language) => {
    const read = await readTurn(null, text, { language });
    expect(read.record.incidentDate).toBeDefined();
  });
});
