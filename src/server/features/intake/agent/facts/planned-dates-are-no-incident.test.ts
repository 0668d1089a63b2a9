import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';
import type { LabelFacts } from '../../testing/reading-corpus';

/**
 * Decision 0358. Sentences written for this test. A date told with an appointment or a plan
 * ("has an appointment with the surgeon on …", "surgery is scheduled for the 10th", "tiene cita
 * el …", "me van a operar el …") is of something still to come: never the incident's, never moved
 * back a year to be past. The incident date already held stays.
 */
const known: LabelFacts = { caseType: 'auto', incidentDate: '2026-11-02' };

describe('a planned date is no incident date', () => {
  it.each([
    ['incidentDate', 'I have an appointment with the orthopedist on December 8.', 'en'],
    ['incidentDate', 'My hip replacement is scheduled for the 10th.', 'en'],
    ['incidentDate', 'Tengo cita con el neurólogo el 10 de diciembre.', 'es'],
    ['incidentDate', 'Me van a operar el 5 de enero.', 'es'],
    [
      null,
      'A van ran a red light and hit me on my scooter. I have an appointment with the surgeon on December 8.',
      'en',
    ],
    [
      null,
      'Un camión me chocó por detrás. Mi esposa tiene cita el 10 de diciembre con el especialista.',
      'es',
    ],
  ] as const)('%s: "%s" stores no incident date', async (question, text, language) => {
    const { record } = await readTurn(question, text, { context: { caseType: 'auto' }, language });
    expect(record.incidentDate).toBeUndefined();
  });

  it.each([
    ['treatment', 'She has an appointment with the hand surgeon on March 3.', 'en'],
    ['treatment', 'The second surgery is set for December 12.', 'en'],
    ['treatment', 'Le van a operar la rodilla el 5.', 'es'],
    ['injuries', 'Me rompí la muñeca y tengo cita el 9 de diciembre.', 'es'],
  ] as const)('%s: "%s" keeps the incident date held', async (question, text, language) => {
    const { record } = await readTurn(question, text, { context: known, language });
    expect(record.incidentDate?.from).toBe('2026-11-02');
    expect(record.firstTreatmentDate).toBeUndefined();
  });

  it('a story with its own date keeps it beside the plan', async () => {
    const { record } = await readTurn(
      null,
      'I slipped on ice outside a pharmacy on November 3 and broke my wrist. Surgery is scheduled for December 1.',
      { context: {}, language: 'en' },
    );
    expect(record.incidentDate?.from).toBe('2026-11-03');
  });
});

describe('a date said with a past appointment or visit is still read (negatives)', () => {
  it.each([
    ['I was driving to my appointment on November 3 when a truck rear-ended me.', 'en', '2026-11-03'],
    [
      'Tenía una cirugía programada, pero el 4 de noviembre me caí en la escalera del hospital.',
      'es',
      '2026-11-04',
    ],
    [
      'I had an appointment at the clinic on November 5 and slipped on the wet lobby floor.',
      'en',
      '2026-11-05',
    ],
  ] as const)('"%s" dates the incident', async (text, language, day) => {
    const { record } = await readTurn(null, text, { context: {}, language });
    expect(record.incidentDate?.from).toBe(day);
  });

  it('asked for the date, a plain answer is the date', async () => {
    const { record } = await readTurn('incidentDate', 'It happened on November 9.', {
      context: { caseType: 'auto' },
    });
    expect(record.incidentDate?.from).toBe('2026-11-09');
  });
});
