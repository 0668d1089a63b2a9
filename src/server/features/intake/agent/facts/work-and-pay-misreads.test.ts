import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';
import { readTurn } from '../../testing/read-turn';
import type { LabelFacts } from '../../testing/reading-corpus';

/**
 * Work and pay misread by live visitors (decisions 0195, 0196): care typed in capitals taken for
 * the employer, a "no wait" correction of the employer left unread, an hourly wage over days
 * missed counted in calendar days, an amount beside "I'm retired, no wages" stored as pay lost,
 * and a year before "a day after …" read as a daily wage. Sentences written for this test.
 */
const work: LabelFacts = { caseType: 'workplace', incidentDate: '2026-10-03' };
const crash: LabelFacts = { caseType: 'auto', incidentDate: '2026-10-03' };

describe('care typed in capitals is no employer (decision 0195)', () => {
  it.each([
    ['welder. the hospital put me on IV antibiotics', 'en'],
    ['line cook, they gave me an MRI and Percocet', 'en'],
    ['i was at the plant, they started an IV right away', 'en'],
    ['im a roofer, urgent care did a CT and gave me Tylenol', 'en'],
    ['cajera. en la clínica me pusieron suero IV', 'es'],
    ['soy albañil, me dieron Tylenol y me hicieron una MRI', 'es'],
  ] as const)('%s', async (text, language) => {
    const read = await readTurn('employer', text, { context: work, language });
    expect(read.record.employer ?? '', text).not.toMatch(/\b(IV|MRI|CT|Tylenol|Percocet)\b/);
  });

  it.each([
    ['I work at Ivory Mills, they gave me IV fluids', 'en', /Ivory Mills/],
    ['cook at Rosalind Diner, the ER gave me Percocet', 'en', /Rosalind Diner/],
    ['trabajo para Muebles Tovar, me dieron Advil', 'es', /Muebles Tovar/],
    ['I drive for Kessler Freight', 'en', /Kessler Freight/],
  ] as const)('keeps the employer named beside the care: %s', async (text, language, employer) => {
    const read = await readTurn('employer', text, { context: work, language });
    expect(read.record.employer ?? '', text).toMatch(employer);
  });
});

describe('"no wait" corrects the employer said before (decision 0195)', () => {
  const before: LabelFacts = { ...work, employer: 'Brookside Bakery' };
  it.each([
    ['treatment', 'no wait, I work for Tillman Foods', 'en', /^Tillman Foods$/],
    ['lostWages', 'wait, no, i work at Tillman Foods', 'en', /^Tillman Foods$/],
    ['workersComp', 'no, wait, I work for Tillman Foods not the bakery', 'en', /^Tillman Foods$/],
    ['treatment', 'no espere, trabajo para Lácteos Ramírez', 'es', /^Lácteos Ramírez$/],
    ['lostWages', 'espera, no, trabajo en Lácteos Ramírez', 'es', /^Lácteos Ramírez$/],
  ] as const)('%s: %s', async (question, text, language, employer) => {
    const read = await readTurn(question, text, { context: before, language });
    expect(read.record.employer ?? '', text).toMatch(employer);
  });

  it.each([
    ['treatment', 'no wait, it was urgent care first, then the ER', 'en'],
    ['lostWages', 'no wait, it was 3 days not 2', 'en'],
    ['treatment', 'no espere, primero fui a la clínica', 'es'],
    ['treatment', 'wait, I forgot to say I also had an x-ray', 'en'],
  ] as const)('keeps the employer when something else is corrected: %s', async (question, text, language) => {
    const read = await readTurn(question, text, { context: before, language });
    expect(read.record.employer, text).toBe('Brookside Bakery');
  });
});

const wagesOf = async (text: string, language: Language = 'en') =>
  (await readTurn('lostWages', text, { context: crash, language })).record.lostWages;

describe('an hourly wage over days missed counts full working days (decision 0196)', () => {
  it.each([
    ['I missed 5 days, I make $22 an hour', 'en', 880],
    ['out 3 days so far, 18/hr', 'en', 432],
    ['missed 2 days of work at 25 an hour', 'en', 400],
    ['perdí 3 días, gano $16 la hora', 'es', 384],
    ['falté 4 días, me pagan 15 dólares por hora', 'es', 480],
  ] as const)('%s', async (text, language, total) => {
    expect((await wagesOf(text, language))?.total, text).toBe(total);
  });

  it.each([
    ['missed 4 days, 20 an hour, I work 12 hour shifts', 'en', 960],
    ['missed 2 days, $20 an hour, 10 hours a day', 'en', 400],
    ['falté 2 días, me pagan 16 dolares la hora, 10 horas al día', 'es', 320],
    ['perdí 3 días a 20 la hora, turnos de 6 horas', 'es', 360],
  ] as const)('with the hours of a day said: %s', async (text, language, total) => {
    expect((await wagesOf(text, language))?.total, text).toBe(total);
  });

  it.each([
    // Weeks are calendar time: five working days in seven.
    ['2 weeks out, 20 an hour', 'en', 1600],
    ['missed 3 days, 150 a day', 'en', 450],
    ['missed 3 shifts at 18 an hour', 'en', 432],
    // Hours a week are a schedule, not the hours of a day: spread over five days, 4 hours a
    // day lost, not a full 8 (decision 0234).
    ['missed 3 days, i work 20 hours a week at 15 an hour', 'en', 180],
  ] as const)('other spans and rates: %s', async (text, language, total) => {
    expect((await wagesOf(text, language))?.total, text).toBe(total);
  });
});

describe('an amount beside "retired, no wages" is no pay lost (decision 0196)', () => {
  it.each([
    ['I am retired so no lost wages. about 3000', 'en'],
    ['retired, I dont work. the damage was about 3000', 'en'],
    ['no wages, retired. about 3000', 'en'],
    ["didn't lose any pay. around 2500", 'en'],
    ['estoy jubilada, no perdí sueldo. como 3000', 'es'],
  ] as const)('%s', async (text, language) => {
    const wages = await wagesOf(text, language);
    expect(wages?.total ?? 0, text).toBe(0);
  });

  it.each([
    ['about 3000', 'en', 3000],
    ['lost about 3000 in pay', 'en', 3000],
    ['like 1200, I was out two weeks', 'en', 1200],
    ['perdí como 1500 de sueldo', 'es', 1500],
  ] as const)('an amount of pay lost stays: %s', async (text, language, total) => {
    expect((await wagesOf(text, language))?.total, text).toBe(total);
  });
});

describe('a year is never a pay amount (decision 0196)', () => {
  it.each([
    ['it happened in 2019 a day after my birthday, i missed a week', 'en'],
    ['back in 2021 a week before christmas, missed 4 days', 'en'],
    ['since 2020 a week of work lost', 'en'],
    ['fue en 2018 una semana después de mi cumpleaños, perdí dos semanas', 'es'],
  ] as const)('%s', async (text, language) => {
    const wages = await wagesOf(text, language);
    expect(wages?.rate, text).toBeUndefined();
  });

  it.each([
    ['off 2 wks. 1900/wk', 'en', { amount: 1900, per: 'week' }],
    ['i make 2000 a month, missed 2 weeks', 'en', { amount: 2000, per: 'month' }],
    ['gano 2000 al mes', 'es', { amount: 2000, per: 'month' }],
    ['1950 a week before taxes', 'en', { amount: 1950, per: 'week' }],
  ] as const)('a pay figure in the years stays pay: %s', async (text, language, rate) => {
    expect((await wagesOf(text, language))?.rate, text).toEqual(rate);
  });
});

describe('a workplace told by its kind, then by its name (decision 0195)', () => {
  it.each([
    [
      'Trabajo en una compañía de mudanzas en Doral que se llama Alder Movers. Me cayó un sofá encima y me lastimé la espalda.',
      'es',
      /^Alder Movers$/,
    ],
    [
      'I work at a tire shop, Redline Tire in Casper. A rim blew apart and broke my wrist.',
      'en',
      /^Redline Tire$/,
    ],
    [
      'my son works at a bakery in Tulsa called Sweet Crumb and burned his arm on the oven',
      'en',
      /^Sweet Crumb$/,
    ],
    [
      'trabajo en un restaurante, Tacos Villa en Fresno, y me quemé la mano con aceite',
      'es',
      /^Tacos Villa$/,
    ],
  ] as const)('%s', async (text, language, employer) => {
    const read = await readTurn(null, text, { language });
    expect(read.record.employer ?? '', text).toMatch(employer);
  });

  it.each([
    ['I work at a warehouse and my dog is called Max. I fell off a ladder at work and broke my leg.', 'en'],
    ['I work at a diner, Tuesday a pot of soup spilled on my leg', 'en'],
    ['trabajo en una fábrica y mi perro se llama Toby, me corté la mano en el trabajo', 'es'],
    ['I work at a daycare in Denver. A shelf fell on my head at work.', 'en'],
  ] as const)('no name is taken from elsewhere: %s', async (text, language) => {
    const read = await readTurn(null, text, { language });
    expect(read.record.employer ?? '', text).not.toMatch(/Max|Tuesday|Toby|Denver/);
  });
});

describe('an employer named as such, with its article or as an agency (decision 0195)', () => {
  it.each([
    [
      'I clean for a home care outfit. My agency, Golden Years Care, says to use my own insurance.',
      'en',
      /^Golden Years Care$/,
    ],
    [
      'My employer, a Grayson Tire in Dayton, denied my comp claim after I hurt my back.',
      'en',
      /^Grayson Tire$/,
    ],
    [
      'Trench collapsed on me. Contractor I work for: Stonebridge Utilities. Crushed leg.',
      'en',
      /^Stonebridge Utilities$/,
    ],
    ['Me caí en el trabajo y me rompí el brazo. Mi agencia es Personal Rápido.', 'es', /^Personal Rápido$/],
  ] as const)('%s', async (text, language, employer) => {
    const read = await readTurn(null, text, { language });
    expect(read.record.employer ?? '', text).toMatch(employer);
  });

  it.each([
    ['My employer, a small bakery, wont pay for the doctor. I burned my hand on the oven at work.', 'en'],
    ['my agency, like I said, is useless. I hurt my back lifting a patient.', 'en'],
    ['Mi agencia, la verdad, no me ayuda. Me lastimé la espalda en el trabajo.', 'es'],
    ['My employer, the county, says it was my fault. I slipped at work.', 'en'],
  ] as const)('a kind or a word in lower case is no name here: %s', async (text, language) => {
    const read = await readTurn(null, text, { language });
    expect(read.record.employer ?? '', text).not.toMatch(/^(?:small bakery|like I said|la verdad)$/i);
  });
});
