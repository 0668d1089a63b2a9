import { describe, expect, it } from 'vitest';

import type { LabelFacts } from '../../testing/reading-corpus';
import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0345: a report an employer, a store, a landlord, a school or a property manager made
 * is an incident report, never a police report, in the answer to either report question, in every
 * case type, and in the first message. Only police words set the police report. Sentences
 * written for this test.
 */
const read = async (
  question: 'policeReport' | 'incidentReport' | 'witnesses' | null,
  text: string,
  context: LabelFacts,
  language: 'en' | 'es' = 'en',
) => (await readTurn(question, text, { context, language })).record;

describe('a report by someone other than the police', () => {
  it.each([
    ['the shift manager at the gas station wrote everything up', { caseType: 'auto' }, 'en'],
    ['yes, my crew lead filled out a report for the company', { caseType: 'other' }, 'en'],
    ['the landlord typed up a report and emailed it to me', { caseType: 'dog_bite' }, 'en'],
    ['the school nurse filled out an accident report that afternoon', { caseType: 'other' }, 'en'],
    ['sí, la encargada de la farmacia llenó un reporte', { caseType: 'other' }, 'es'],
    ['mi supervisora hizo un reporte en la oficina', { caseType: 'product_liability' }, 'es'],
  ] as const)(
    'to the police question, "%s" is an incident report, not the police',
    async (text, context, language) => {
      const record = await read('policeReport', text, context, language);
      expect(record.policeReport).toBeUndefined();
      expect(record.incidentReport).toBe(true);
    },
  );

  it.each([
    ['my foreman made a report the same day', { caseType: 'workplace' }, 'en'],
    ['the front desk at the hotel took down an incident report', { caseType: 'slip_fall' }, 'en'],
    ['la administración del edificio hizo un reporte', { caseType: 'slip_fall' }, 'es'],
    ['llené el reporte de lesión con recursos humanos', { caseType: 'workplace' }, 'es'],
  ] as const)(
    'to the incident question, "%s" is the incident report only',
    async (text, context, language) => {
      const record = await read('incidentReport', text, context, language);
      expect(record.incidentReport).toBe(true);
      expect(record.policeReport).toBeUndefined();
    },
  );

  it.each([
    [
      'A minivan backed into me in the lot of a hardware store in Boise, Idaho on November 3 and hurt my hip. The store manager wrote up an accident report.',
      'en',
    ],
    [
      'My daughter fell off the climbing wall at her school in Tulsa, Oklahoma last Friday and broke her arm. The principal filled out an incident report.',
      'en',
    ],
    [
      'Un carro me pegó en el estacionamiento de un supermercado en Mesa, Arizona el 4 de noviembre. La gerente hizo un reporte.',
      'es',
    ],
  ] as const)('in a first message, "%s" is no police report', async (text, language) => {
    const record = await read(null, text, {}, language);
    expect(record.policeReport).toBeUndefined();
    expect(record.incidentReport).toBe(true);
  });

  it('"no, but ..." to the police question is no police, and the other report is kept', async () => {
    const record = await read('policeReport', 'no, but my supervisor filled out a report', {
      caseType: 'other',
    });
    expect(record.policeReport).toBe(false);
    expect(record.incidentReport).toBe(true);
  });
});

describe('police words still make the police report (negatives)', () => {
  it.each([
    ['the cops came and the manager talked to them, they wrote a report', { caseType: 'auto' }, 'en'],
    ['a sheriff deputy showed up and wrote one', { caseType: 'dog_bite' }, 'en'],
    ['highway patrol did the report, not my boss', { caseType: 'auto' }, 'en'],
    ['sí, vino la patrulla y el gerente les dio sus datos', { caseType: 'auto' }, 'es'],
    ['la policía hizo un reporte en la tienda', { caseType: 'other' }, 'es'],
  ] as const)(
    '"%s" is a police report, never an incident report outside its cases',
    async (text, context, language) => {
      const record = await read('policeReport', text, context, language);
      expect(record.policeReport).toBe(true);
      expect(record.incidentReport).toBeUndefined();
    },
  );

  it.each([
    ['the officer wrote it up on his laptop', { caseType: 'auto' }],
    ['my boss said not to bother the police, nobody came', { caseType: 'auto' }],
  ] as const)('"%s" sets no incident report in a crash', async (text, context) => {
    expect((await read('policeReport', text, context)).incidentReport).toBeUndefined();
  });
});
