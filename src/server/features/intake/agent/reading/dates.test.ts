import { describe, expect, it } from 'vitest';

import { packFor } from '../../language/packs';
import { readTurn } from '../../testing/read-turn';

import { findDates } from './dates';

// Thursday 2026-11-26.
const today = new Date('2026-11-26T15:00:00.000Z');
const firstDate = (text: string, language: 'en' | 'es') =>
  findDates(text, language, today, packFor(language).reading.dates, undefined)[0]?.value.from;

describe('weekdays said relative to today', () => {
  it.each([
    ['my car got hit last thursday', 'en', '2026-11-19'],
    ['this past monday I fell on the ramp', 'en', '2026-11-23'],
    ['it was the friday before last', 'en', '2026-11-13'],
    ['3 sundays ago the dog bit me', 'en', '2026-11-08'],
    ['I slipped this morning at the gas station', 'en', '2026-11-26'],
    ['me caí el martes pasado', 'es', '2026-11-24'],
    ['el jueves pasado me atropellaron', 'es', '2026-11-19'],
    ['fue el domingo en la tarde', 'es', '2026-11-22'],
    ['el monday pasado me cortaron en el trabajo', 'es', '2026-11-23'],
    ['el miércoles antepasado', 'es', '2026-11-18'],
    ['esta mañana me caí en la tienda', 'es', '2026-11-26'],
  ] as const)('"%s" (%s) is %s', (text, language, iso) => {
    expect(firstDate(text, language)).toBe(iso);
  });

  it('does not date a weekday still to come', () => {
    expect(firstDate('next tuesday I see the surgeon', 'en')).toBeUndefined();
    expect(firstDate('el lunes que viene tengo cita', 'es')).toBeUndefined();
  });

  it('reads "a couple of months ago" in Spanish as a month-wide span', () => {
    const [mention] = findDates('hace un par de meses me resbalé', 'es', today, packFor('es').reading.dates);
    expect(mention?.value.precision).toBe('month');
    expect(mention!.value.from < '2026-10-01').toBe(true);
  });
});

describe('the incident date among several in a story', () => {
  it.each([
    ['I got hurt on the line on June 9 and they did surgery on my hand in September', '2026-06-09'],
    ['the heater was installed 3 years ago and it caught fire on October 30', '2026-10-30'],
    ['we fell through the porch on august 2, I have photos of the rotten boards from july', '2026-08-02'],
  ])('"%s" is dated %s', async (text, iso) => {
    expect((await readTurn(null, text, { context: {} })).record.incidentDate?.from).toBe(iso);
  });
});

describe('when the harm was found, told out of turn or with "told us" / "nos dijeron"', () => {
  const malpractice = { caseType: 'medical_malpractice' } as const;
  const foundOn = async (
    question: 'provider' | 'treatment' | 'atFaultParty' | null,
    text: string,
    language: 'en' | 'es' = 'en',
  ) => (await readTurn(question, text, { context: malpractice, language })).record.discoveryDate?.from;

  it.each([
    ['provider', 'Dr. Patel at the clinic. I found out in August when the pain came back', '2026-08-01'],
    [
      'treatment',
      'a second surgery; the new surgeon told us on October 3 the screw was in the wrong place',
      '2026-10-03',
    ],
    ['atFaultParty', 'the hospital, we only found it in September at another ER', '2026-09-01'],
  ] as const)('%s: "%s"', async (question, text, iso) => {
    expect(await foundOn(question, text)).toBe(iso);
  });

  it('reads Spanish "nos dijeron" and "nos enteramos"', async () => {
    expect(
      await foundOn('provider', 'el hospital del condado, nos dijeron en julio que fue un error', 'es'),
    ).toBe('2026-07-01');
    expect(await foundOn('treatment', 'terapia, y nos enteramos el 2 de octubre', 'es')).toBe('2026-10-02');
  });

  it('takes no date from an answer to another question that does not say it was found then', async () => {
    expect(
      await foundOn('provider', 'Dr. Patel, I saw him in August and again in September'),
    ).toBeUndefined();
    expect(await foundOn('treatment', 'physical therapy since October 3')).toBeUndefined();
  });
});

describe('a date corrected later in the chat', () => {
  const fall = { caseType: 'slip_fall', incidentDate: '2026-06' } as const;
  const corrected = async (text: string, language: 'en' | 'es' = 'en') =>
    (await readTurn('photos', text, { context: fall, language })).record.incidentDate?.from;

  it.each([
    ['I said June before but it was actually July 9th', '2026-07-09'],
    ['oops, the date was wrong, it was July 9', '2026-07-09'],
    ['it was July 9, not June, sorry', '2026-07-09'],
    ['wrong month, I meant July 9th', '2026-07-09'],
  ])('"%s"', async (text, iso) => {
    expect(await corrected(text)).toBe(iso);
  });

  it('reads a Spanish correction that takes a date back', async () => {
    expect(await corrected('perdón, dije junio pero en realidad fue el 9 de julio', 'es')).toBe('2026-07-09');
    expect(await corrected('la fecha estaba mal, fue el 9 de julio', 'es')).toBe('2026-07-09');
  });

  it('keeps the date when a later date only tells something else', async () => {
    expect(await corrected('yes I took photos on July 9 when I went back')).toBe('2026-06-01');
  });
});

describe('a weekday and a day of the month that agree are that day', () => {
  // readingToday is Thursday 2026-11-26: a bare "thursday" alone is today.
  it.each([
    ['it was thursday night, the 19th, when the truck hit me', '2026-11-19'],
    ['thursday evening, on the 19th, I slipped at the store', '2026-11-19'],
    ['fue el jueves en la noche, el 19, cuando me chocaron', '2026-11-19'],
  ])('"%s"', async (text, iso) => {
    const language = /fue/.test(text) ? 'es' : 'en';
    expect((await readTurn(null, text, { context: {}, language })).record.incidentDate?.from).toBe(iso);
  });

  it('leaves the weekday when the day of the month is another weekday (a later event)', async () => {
    const read = await readTurn(null, 'saturday night a guy ran the red, and the ER visit was the 23rd', {
      context: {},
    });
    expect(read.record.incidentDate?.from).toBe('2026-11-21');
  });

  it('takes the agreeing day in a correction', async () => {
    const read = await readTurn('photos', 'actually it was thursday night not wednesday, sorry, the 19th', {
      context: { caseType: 'auto', incidentDate: '2026-11-25' },
    });
    expect(read.record.incidentDate?.from).toBe('2026-11-19');
  });
});

describe('a number after a Spanish month is its day, not a two-digit year', () => {
  it.each([
    ['fue septiembre 9, como a las 3 de la tarde', '2026-09-09'],
    ['me caí agosto 21 en la noche', '2026-08-21'],
    ['marzo 2, temprano', '2026-03-02'],
    ['el accidente fue noviembre 14', '2026-11-14'],
    ['diciembre 20', '2025-12-20'],
    ['julio 4 de 2024, en la fiesta', '2024-07-04'],
    ['mayo 30 del 2025 como a las 5', '2025-05-30'],
  ] as const)('"%s" is %s', (text, iso) => {
    expect(firstDate(text, 'es')).toBe(iso);
  });

  it.each([
    ['en febrero 2019 me operaron', '2019-02-01'],
    ['fue en junio de 2023', '2023-06-01'],
  ] as const)('a four-digit year after a month stays a year: "%s"', (text, iso) => {
    expect(firstDate(text, 'es')).toBe(iso);
  });

  it.each(['la llanta era nueva de 2 meses', 'tenía apenas de 3 semanas el carro', 'el perro es de 4 años'])(
    'a number after a word that is no month dates nothing: "%s"',
    (text) => {
      expect(firstDate(text, 'es') ?? '').not.toMatch(/-0[1-4]-0[2-4]$/);
    },
  );
});
