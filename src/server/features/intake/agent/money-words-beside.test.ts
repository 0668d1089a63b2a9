import { describe, expect, it } from 'vitest';

import type { QuestionKey } from './agent';
import { readTurn } from '../testing/read-turn';

/**
 * Decision 0302: an amount takes its role from the words beside it (money-roles.json). A price
 * of one visit, session or ride is no bills' total; a fare is no pay and no bill; a balance
 * still owed is no total and nothing paid; "I'm paid 18 an hour" is a wage rate. Every sentence
 * was written for this test.
 */
const read = (question: QuestionKey | null, text: string, language: 'en' | 'es' = 'en') =>
  readTurn(question, text, { context: { caseType: 'auto' }, language });

describe('a price of one visit or session is no total', () => {
  it.each([
    ['en', 'PT runs me 65 a session'],
    ['en', 'the chiropractor charges about 80 per visit'],
    ['en', "I see a therapist twice a week and it's $110 per appointment"],
    ['en', 'the injections are 400 each time'],
    ['es', 'la terapia cuesta 70 por sesión'],
    ['es', 'el quiropráctico me cobra 85 por cita'],
    ['es', 'cada consulta sale en 120 dólares'],
    ['en', 'each session is about 90 bucks'],
  ] as const)('%s: "%s" leaves the bills total unknown', async (language, text) => {
    const { record } = await read('medicalBills', text, language);
    expect(record.medicalBills?.total).toBeUndefined();
    expect(record.outOfPocket).toBeUndefined();
  });

  it.each([
    ['en', 'the ER bill was 3,200 and PT is 60 a session', 3200],
    ['es', 'la cuenta del hospital fue de 5,000 y la terapia cuesta 60 por sesión', 5000],
  ] as const)('%s: "%s" keeps the bill, not the session price', async (language, text, total) => {
    const { record } = await read('medicalBills', text, language);
    expect(record.medicalBills?.total).toBe(total);
  });

  it.each([
    ['en', 'about 2,400 for the therapy so far'],
    ['en', 'the MRI was 1,800'],
    ['es', 'la terapia hasta ahora fue como 2,400'],
  ] as const)('%s: "%s" is still a total (negative)', async (language, text) => {
    const { record } = await read('medicalBills', text, language);
    expect(record.medicalBills?.total).toBeGreaterThan(1000);
  });
});

describe('a fare is no pay and no bill', () => {
  it.each([
    ['en', 'I missed 3 days, and the uber to the doctor was 35 each way', 3],
    ['en', 'out a week so far, the cab to PT costs me 30 a day', 7],
    ['en', 'I missed 4 days, bus fare to my appointments is 150 a month', 4],
    ['es', 'falté 5 días, el taxi a la terapia me cuesta 40 por viaje', 5],
    ['es', 'he faltado 2 semanas y el uber al doctor me sale en 200 por semana', 14],
  ] as const)('%s: "%s" keeps the days, and the fare is no pay', async (language, text, days) => {
    const { record } = await read('lostWages', text, language);
    expect(record.lostWages?.daysMissed).toBe(days);
    expect(record.lostWages?.rate).toBeUndefined();
    expect(record.lostWages?.total).toBeUndefined();
  });

  it.each([
    ['en', 'about 300 in cab rides to therapy'],
    ['en', 'the taxi to the hospital was 145'],
    ['es', 'como 250 en taxis para ir a la terapia'],
  ] as const)('%s: "%s" is no lost pay and no bill', async (language, text) => {
    for (const question of ['lostWages', 'medicalBills'] as const) {
      const { record } = await read(question, text, language);
      expect(record.lostWages?.total).toBeUndefined();
      expect(record.medicalBills?.total).toBeUndefined();
    }
  });

  it.each([
    ['en', 'I drive for Lyft, been out 2 weeks, I make 900 a week', 900],
    ['en', "I'm a bus driver, 24 an hour, out 10 days", 24],
    ['es', 'soy chofer de camión, gano 800 por semana y falté 2 semanas', 800],
  ] as const)('%s: "%s" is the pay of a driver (negative)', async (language, text, rate) => {
    const { record } = await read('lostWages', text, language);
    expect(record.lostWages?.rate?.amount).toBe(rate);
  });

  it('the ambulance ride is care, not a fare (negative)', async () => {
    const { record } = await read('medicalBills', 'the ambulance ride was 1,400');
    expect(record.medicalBills?.total).toBe(1400);
  });
});

describe('a balance still owed is no total', () => {
  it.each([
    ['en', 'I still owe 1,200 after insurance paid'],
    ['en', 'the balance is about 800'],
    ['en', 'insurance paid most of it, there is 650 left'],
    ['en', 'insurance covered some and I owe 2,300'],
    ['es', 'el seguro pagó una parte y le debo 1,100 a la clínica'],
    ['es', 'todavía debo 900 del hospital'],
    ['es', 'el seguro pagó y me quedan 400 por pagar'],
    ['es', 'tengo un saldo de 1,500 con la clínica'],
  ] as const)('%s: "%s" leaves the total unknown', async (language, text) => {
    const { record } = await read('medicalBills', text, language);
    expect(record.medicalBills?.total).toBeUndefined();
    expect(record.outOfPocket).toBeUndefined();
  });

  it.each([
    ['en', 'the ER bill was 4,000 and I still owe 1,000 of it', 4000],
    ['es', 'la cuenta fue de 6,000 y todavía debo 2,000', 6000],
  ] as const)('%s: "%s" keeps the bill as the total', async (language, text, total) => {
    const { record } = await read('medicalBills', text, language);
    expect(record.medicalBills?.total).toBe(total);
  });

  it.each([
    ['en', 'the hospital charged 7,500 in total'],
    ['en', 'about 3,000, and I left the ER that night'],
    ['es', 'fueron como 3,000 en total'],
    // Nobody paid: what is owed is the whole bill.
    ['en', 'nobody has paid a thing, I owe the hospital 4,800'],
    ['es', 'nadie me ha pagado nada y debo como 5 mil del hospital'],
  ] as const)('%s: "%s" is the total (negative)', async (language, text) => {
    const { record } = await read('medicalBills', text, language);
    expect(record.medicalBills?.total).toBeGreaterThan(2000);
  });
});

describe('pay earned, said as being paid', () => {
  it.each([
    ['en', "I missed four shifts, I'm paid 160 a shift", 4, { amount: 160, per: 'day' }, 640],
    ['en', "out 6 days, I'm paid $18 an hour", 6, { amount: 18, per: 'hour' }, 864],
    ['en', 'I am paid 950 a week and I have been out 2 weeks', 14, { amount: 950, per: 'week' }, 1900],
    ['en', 'I take home 700 a week, missed a week', 7, { amount: 700, per: 'week' }, 700],
    ['es', 'mi trabajo me paga 20 la hora, falté 5 días', 5, { amount: 20, per: 'hour' }, 800],
  ] as const)('%s: "%s" is a wage rate beside the days missed', async (language, text, days, rate, total) => {
    const { record } = await read('lostWages', text, language);
    expect(record.lostWages).toEqual({ daysMissed: days, rate, total });
  });

  it.each([
    ['en', 'comp sends me 450 a week'],
    ['en', 'I got paid 2,000 by my PIP for the ER'],
  ] as const)('%s: "%s" is no wage rate (negative)', async (language, text) => {
    const { record } = await read('lostWages', text, language);
    expect(record.lostWages?.rate).toBeUndefined();
  });
});

describe('a half after a unit of time off (decision 0303)', () => {
  it.each([
    ['en', 'a week and a half off, I make 17.50 an hour', 11],
    ['en', 'been out a month and a half', 45],
    ['es', 'una semana y media sin trabajar, gano 17 la hora', 11],
    ['es', 'falté un mes y medio', 45],
  ] as const)('%s: "%s" counts the half', async (language, text, days) => {
    const { record } = await read('lostWages', text, language);
    expect(record.lostWages?.daysMissed).toBe(days);
  });

  it.each([
    ['en', 'missed 2 weeks, and half my pay is gone', 14],
    ['es', 'falté una semana, y media hora al día de terapia', 7],
  ] as const)('%s: "%s" has no half of a unit (negative)', async (language, text, days) => {
    const { record } = await read('lostWages', text, language);
    expect(record.lostWages?.daysMissed).toBe(days);
  });
});

describe("a span of one in the pay's own unit, told as missed (decision 0303)", () => {
  it.each([
    ['es', 'gano 700 por semana, falté una semana', 7, 700],
    ['es', 'falté un día, gano 150 al día', 1, 150],
    ['en', 'I make 900 a week and I missed a week', 7, 900],
    ['en', 'missed a day of work, I get 200 a day', 1, 200],
  ] as const)('%s: "%s" keeps the span beside the pay', async (language, text, days, total) => {
    const { record } = await read('lostWages', text, language);
    expect(record.lostWages?.daysMissed).toBe(days);
    expect(record.lostWages?.total).toBe(total);
  });

  it.each([
    ['en', 'I make 900 a week, 5 days a week'],
    ['es', 'gano 700 por semana, trabajo 6 días a la semana'],
  ] as const)('%s: "%s" is pay and a schedule, no time missed (negative)', async (language, text) => {
    const { record } = await read('lostWages', text, language);
    expect(record.lostWages?.daysMissed).toBeUndefined();
  });
});
