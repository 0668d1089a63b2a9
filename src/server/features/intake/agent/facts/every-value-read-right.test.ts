import { describe, expect, it } from 'vitest';

import type { QuestionKey } from '../agent';
import { readTurn } from '../../testing/read-turn';

/**
 * Issue "every value read right, nothing invented" (decisions 0232, 0233, 0234): eight ways a
 * value was misread, each with sentences written for this test, in English and Spanish, and
 * sentences that must not trigger the rule.
 */
const read = async (
  question: QuestionKey | null,
  text: string,
  caseType = 'auto',
  language: 'en' | 'es' = 'en',
) => (await readTurn(question, text, { language, context: { caseType } })).record;

describe('1. a doubt about workers comp is unknown, never yes (decision 0232)', () => {
  it.each([
    ['workersComp', 'honestly not sure if I have workers comp', 'en'],
    ['workersComp', 'idk if they carry comp', 'en'],
    ['workersComp', 'no idea whether my boss has workers compensation', 'en'],
    ['workersComp', 'no sé si hay compensación', 'es'],
    ['workersComp', 'no sabemos si el patrón tiene seguro para los trabajadores', 'es'],
  ] as const)('asked: %s ← %s', async (question, text, language) => {
    const record = await read(question, text, 'workplace', language);
    expect(record.workersComp, text).toBeUndefined();
    expect(record.unknowns, text).toContain('workersComp');
  });

  it.each([
    ['I wrenched my back lifting crates at work, idk if they carry comp', 'en'],
    [
      'Cut my hand on the slicer at the deli counter where I work. Not sure if we even have workers comp.',
      'en',
    ],
    ['Got hurt on the loading dock at my job, dont know if the owner has comp', 'en'],
    [
      'Me quemé el brazo en la cocina del restaurante donde trabajo y no sé si hay compensación laboral',
      'es',
    ],
  ] as const)('in a story: %s', async (text, language) => {
    const record = await read(null, text, 'workplace', language);
    expect(record.workersComp, text).not.toBe(true);
    expect(record.employerHasComp, text).toBeUndefined();
  });

  it.each([
    ['workersComp', 'yes I filed a workers comp claim last week', true],
    ['workersComp', 'comp is paying two thirds of my check', true],
    ['employerHasComp', 'my boss does not carry workers comp', undefined],
  ] as const)('a plain answer still counts: %s ← %s', async (question, text, expected) => {
    const record = await read(question, text, 'workplace');
    if (expected !== undefined) expect(record.workersComp, text).toBe(expected);
    else expect(record.employerHasComp, text).toBe(false);
  });

  it('a doubt in another clause leaves comp alone', async () => {
    const record = await read(null, 'not sure if I broke it, but I filed comp already', 'workplace');
    expect(record.workersComp).toBe(true);
  });
});

describe('2. a recorded statement asked about is not one given (decision 0233)', () => {
  it.each([
    'should I give them a recorded statement?',
    'do I have to do the recorded interview they keep calling about?',
    'is it ok to let the adjuster record my statement?',
    '¿debo darles una declaración grabada?',
  ])('a question alone stores nothing: %s', async (text) => {
    const language = /[¿éá]/.test(text) ? 'es' : 'en';
    const record = await read('recordedStatement', text, 'auto', language);
    expect(record.recordedStatement, text).toBeUndefined();
  });

  it.each([
    ['recordedStatement', 'they want me to do a recorded call, is that ok?', 'en'],
    ['recordedStatement', 'the adjuster keeps asking me for a recorded statement, do I have to?', 'en'],
    [null, "The other driver's insurer phoned and wants me to do a recorded call. Is that ok?", 'en'],
    ['otherPartyInsurer', 'Geico, and they want a recorded statement, should I give one?', 'en'],
    ['recordedStatement', 'la aseguranza quiere que le dé una declaración grabada, ¿lo hago?', 'es'],
  ] as const)('asked for only: %s ← %s', async (question, text, language) => {
    const record = await read(question, text, 'auto', language);
    expect(record.recordedStatement, text).not.toBe(true);
  });

  it.each([
    ['recordedStatement', 'yes I gave a recorded statement last week', 'en'],
    ['recordedStatement', 'Allstate asked me for a recorded interview and I did it on Monday', 'en'],
    ['recordedStatement', 'yes they recorded the call', 'en'],
    ['recordedStatement', 'sí, me grabaron la llamada', 'es'],
  ] as const)('given: %s ← %s', async (question, text, language) => {
    expect((await read(question, text, 'auto', language)).recordedStatement, text).toBe(true);
  });
});

describe("3. a child's school and a carer's days are no lost work (decision 0234)", () => {
  it.each([
    [null, 'My boy got bitten at the park and missed 2 weeks of school', 'dog_bite', 'en'],
    ['lostWages', 'my son missed 2 weeks of school', 'dog_bite', 'en'],
    ['lostWages', "she's been out of school for 9 days", 'premises', 'en'],
    ['lostWages', 'mi hija faltó dos semanas a la escuela', 'dog_bite', 'es'],
    ['lostWages', 'I missed 3 days of work to take care of my daughter', 'dog_bite', 'en'],
    ['lostWages', 'I took a week off to stay with him at the hospital, lost about $900', 'auto', 'en'],
    ['lostWages', 'falté 4 días al trabajo para cuidar a mi hijo', 'dog_bite', 'es'],
  ] as const)('%s ← %s', async (question, text, caseType, language) => {
    expect((await read(question, text, caseType, language)).lostWages, text).toBeUndefined();
  });

  it.each([
    ['I missed 2 weeks of work', 14],
    ['my husband missed 3 weeks of work', 21],
    ['I missed 5 days of work and my son missed a week of school', 5],
    ['I was out 4 days, no school for the kids either but that is not the point', 4],
  ] as const)('work missed still counts: %s', async (text, days) => {
    expect((await read('lostWages', text)).lostWages?.daysMissed, text).toBe(days);
  });
});

describe('4. the hours said are the hours lost (decision 0234)', () => {
  it.each([
    ['I was out 3 weeks, I work 20 hours a week at $15', 900],
    ['part time, 20 hours a week at $15, been out 4 weeks', 1200],
    ['missed 2 weeks, I make $18 an hour and work 30 hours a week', 1080],
    ['I do 3 twelve-hour shifts a week at $40 an hour and I have been out 2 weeks', 2880],
    ['I missed 5 shifts, 12-hour shifts at $20 an hour', 1200],
  ] as const)('%s → %i', async (text, total) => {
    expect((await read('lostWages', text)).lostWages?.total, text).toBe(total);
  });

  it('in Spanish', async () => {
    const record = await read(
      'lostWages',
      'trabajo 25 horas a la semana a 14 dólares y llevo 2 semanas sin trabajar',
      'auto',
      'es',
    );
    expect(record.lostWages?.total).toBe(700);
  });

  it.each([
    ['missed 6 days, I make $25 an hour', 1200],
    ['I missed 10 days, about $2,000', 2000],
  ] as const)('without hours, a full day: %s → %i', async (text, total) => {
    expect((await read('lostWages', text)).lostWages?.total, text).toBe(total);
  });
});

describe('5. every amount of a sentence is counted', () => {
  it.each([
    ['medicalBills', 'ER was $3,200 and the ortho about $1,100', 'auto', 'en', 4300],
    ['medicalBills', 'the ambulance ride was $1,800 and then urgent care billed me $450', 'auto', 'en', 2250],
    ['medicalBills', '$900 for the x-rays and $2,300 for the MRI', 'auto', 'en', 3200],
    ['medicalBills', 'la sala de emergencia fue $2,000 y el quiropráctico como $700', 'auto', 'es', 2700],
    [
      null,
      'Slipped at a grocery store Tuesday, the ER was $2,100 and the follow up with ortho around $650',
      'premises',
      'en',
      2750,
    ],
  ] as const)('%s ← %s', async (question, text, caseType, language, total) => {
    expect((await read(question, text, caseType, language)).medicalBills?.total, text).toBe(total);
  });

  it('a cost of a thing is not added to the bills', async () => {
    const record = await read(null, 'the ER was $2,000 and my phone, $300, got smashed', 'auto');
    expect(record.medicalBills?.total).not.toBe(2300);
  });
});

describe('6. a street is a place, not the party at fault', () => {
  it.each([
    [null, 'a car ran the red light on Elm Street and hit me', 'en'],
    ['atFaultParty', 'a truck on Maple Avenue', 'en'],
    [null, 'A pickup blew through the stop sign at Pine Road and Fifth and T-boned me', 'en'],
    [null, 'I was hit by a driver coming down Lincoln Boulevard', 'en'],
    [null, 'un carro se pasó el rojo en la calle Morelos y me chocó', 'es'],
  ] as const)('%s ← %s', async (question, text, language) => {
    const party = (await read(question, text, 'auto', language)).atFaultParty ?? '';
    expect(party, text).not.toMatch(/street|avenue|road|boulevard|calle/i);
  });

  it.each(['Oak Street', 'somebody on Route 9'])('a road alone is no party: %s', async (text) => {
    expect((await read('atFaultParty', text)).atFaultParty, text).toBeUndefined();
  });
});

describe('7. the employer told with the time missed (decision 0234)', () => {
  it.each([
    ['I missed 6 days at the plant, Acme Foods', 'workplace', 'en', 'Acme Foods'],
    ['missed 3 weeks at the store, Harmon Hardware', 'premises', 'en', 'Harmon Hardware'],
    ['I missed 8 days at Calloway Freight', 'auto', 'en', 'Calloway Freight'],
    ['I missed 2 weeks at the warehouse, Northline Logistics', 'workplace', 'en', 'Northline Logistics'],
    ['falté 5 días en la fábrica, Tortillería La Luz', 'workplace', 'es', 'Tortillería La Luz'],
  ] as const)('%s', async (text, caseType, language, employer) => {
    expect((await read('lostWages', text, caseType, language)).employer, text).toBe(employer);
  });

  it.each([
    'my son missed 2 weeks at school, Lincoln Elementary',
    'my wife missed 3 days at the hospital, Mercy General',
    'I missed 2 days at Christmas',
    'I missed 5 days at the clinic in Denver',
  ])('no employer: %s', async (text) => {
    expect((await read('lostWages', text)).employer, text).toBeUndefined();
  });
});

describe("8. a no that answers something else is no 'no witnesses' (decision 0234)", () => {
  it.each([
    ['witnesses', "no I didn't go to the hospital, I went to urgent care the next day", 'en'],
    ['witnesses', "no, he didn't have insurance", 'en'],
    ['witnesses', 'no I never got a ticket, the other guy did', 'en'],
    ['witnesses', "no it wasn't my fault", 'en'],
    ['witnesses', 'no, no fui al hospital', 'es'],
  ] as const)('asked: %s ← %s', async (question, text, language) => {
    expect((await read(question, text, 'auto', language)).witnesses, text).toBeUndefined();
  });

  it.each([
    ['My daughter broke her arm at a trampoline park, no one was watching the kids', 'en'],
    ['I fell at the pool and nobody was there to help, the lifeguard chair was empty', 'en'],
    ['Mi hijo se cayó en el parque, no había nadie vigilando', 'es'],
    ['Slipped in the lobby, no one was at the front desk', 'en'],
  ] as const)('no one minding the place: %s', async (text, language) => {
    expect((await read(null, text, 'premises', language)).witnesses, text).toBeUndefined();
  });

  it.each([
    ['witnesses', 'no', 'en'],
    ['witnesses', 'no one saw it', 'en'],
    ['witnesses', 'no, I was alone on the trail', 'en'],
    [null, 'I slipped in the aisle, nobody saw it', 'en'],
    [null, 'me caí en la tienda y no había nadie, nadie me vio', 'es'],
  ] as const)('a no about witnesses is still read: %s ← %s', async (question, text, language) => {
    expect((await read(question, text, 'premises', language)).witnesses, text).toBe(false);
  });
});
