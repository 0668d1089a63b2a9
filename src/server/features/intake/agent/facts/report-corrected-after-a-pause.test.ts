import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0319: asked about witnesses, a reply that opens with a pause ("wait", "espera") and
 * says someone wrote one takes back the earlier no to the incident report; the pause and its yes
 * are no witness. Sentences written for this test. The record holds a fall with no report.
 */
const fallNoReport = { caseType: 'slip_fall', incidentReport: false } as const;

const read = (text: string, language: 'en' | 'es') =>
  readTurn('witnesses', text, { context: fallNoReport, language });

describe('a pause, then a report written, corrects the report', () => {
  it.each([
    ['wait. yes. the shift lead wrote one', 'en'],
    ['hold on, actually the store manager did one up', 'en'],
    ['oh wait, security filled one out before I left', 'en'],
    ['espera, sí, la supervisora hizo uno', 'es'],
    ['un momento. sí, el encargado levantó un reporte', 'es'],
  ] as const)('"%s" is a report and no witness', async (text, language) => {
    const { record } = await read(text, language);
    expect(record.incidentReport).toBe(true);
    expect(record.witnesses).toBeUndefined();
  });
});

describe('what is no report correction (negatives)', () => {
  it.each([
    ['wait, yes, a cashier saw me go down', 'en'],
    ['espera, sí, un señor lo vio todo', 'es'],
  ] as const)('"%s" is a witness and keeps the report as it was', async (text, language) => {
    const { record } = await read(text, language);
    expect(record.witnesses).toBe(true);
    expect(record.incidentReport).toBe(false);
  });

  it.each([
    ['wait, no, the manager never wrote one', 'en'],
    ['espera, no, el gerente no hizo uno', 'es'],
  ] as const)('"%s" denies the writing: the report stays no', async (text, language) => {
    const { record } = await read(text, language);
    expect(record.incidentReport).toBe(false);
  });
});
