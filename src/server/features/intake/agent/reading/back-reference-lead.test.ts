import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

import { withoutBackReferenceLead } from './back-reference';

/**
 * An answer behind a back-reference lead ("like I said, …", "ya le dije, …") is read as the
 * answer (decision 0291). Sentences written for this test.
 */
describe('an answer behind "like I said"', () => {
  it.each([
    ['like i said, the Kroger bakery', 'the Kroger bakery'],
    ['I told you already, Riverbend Plumbing', 'Riverbend Plumbing'],
    ['as I said before: city of Mesa parks dept', 'city of Mesa parks dept'],
    ['ya le dije, en la panadería La Espiga', 'en la panadería La Espiga'],
    ['como le conté, Medicaid', 'Medicaid'],
    ['i said no', 'no'],
  ])('"%s" is read as "%s"', (text, rest) => {
    expect(withoutBackReferenceLead(text)).toBe(rest);
  });

  it.each([
    'I told you already',
    'like I said before',
    'ya le respondí eso hace rato',
    'the nurse told me to rest',
    'my boss said it was my fault',
    'no, I said Tuesday',
  ])('"%s" is left as it is', (text) => {
    expect(withoutBackReferenceLead(text)).toBe(text);
  });

  it.each([
    ['like i said, Cortez Roofing, I do the shingles', 'Cortez Roofing'],
    ['i already told you, Brightline Logistics', 'Brightline Logistics'],
    ['told u before - Sunnyvale Foods warehouse', 'Sunnyvale Foods'],
  ])('to the employer question, "%s" names the employer', async (text, employer) => {
    const { record } = await readTurn('employer', text);
    expect(record.employer).toContain(employer);
  });
});
