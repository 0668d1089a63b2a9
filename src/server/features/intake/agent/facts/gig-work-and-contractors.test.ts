import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * App and gig work (decision 0439): a delivery or rideshare driver hit while working is in a
 * vehicle crash, and an independent contractor with no employer is no employee; a bill or a clinic
 * named in the same answer is no employer, while an app named after a link is who they work for.
 * Sentences written for this test, never taken from a visitor or a corpus.
 */
describe('a gig driver hit while working', () => {
  it.each([
    'I was dropping off a Grubhub order when a pickup ran the stop sign and smashed into my car',
    'I drive for Lyft and a box truck sideswiped me with a passenger in the back seat',
    'Doing Instacart runs on Tuesday a sedan rear-ended my hatchback at a red light',
    'I was on my e-bike delivering for Uber Eats when an SUV turned right into me',
  ])('"%s" is a vehicle crash, no employee', async (text) => {
    const { record } = await readTurn(null, text, { context: {} });
    expect(record.caseType, text).toBe('auto');
    expect(record.role, text).not.toBe('employee');
  });
});

describe('an independent contractor asked who they work for', () => {
  it.each([
    [
      "I'm an independent contractor so I don't have an employer, the ER bill from St. Brigid's came to $2,300",
      'en',
    ],
    ["no employer, I'm a 1099 worker; Lakeview Clinic charged me $400 for the x-ray", 'en'],
    ['i dont have an employer, my physical therapy at Northgate Rehab is twice a week', 'en'],
    ['gig worker, no boss. the urgent care on Fifth billed me $180', 'en'],
    ['soy contratista independiente, no tengo patrón, el hospital San Rafael me cobró 900', 'es'],
  ] as const)('"%s" names no employer but themself', async (text, language) => {
    const { record } = await readTurn('employer', text, { context: { caseType: 'auto' }, language });
    expect(record.employer, text).toBe('Self-employed');
  });

  it.each([
    ["I'm an independent contractor for DoorDash", /DoorDash/],
    ["no employer really, I'm a contractor with Postmates", /Postmates/],
    ['I work for Harlan Freight as a dispatcher', /Harlan Freight/],
  ] as const)('an app or company after a link is who they work for: "%s"', async (text, expected) => {
    const { record } = await readTurn('employer', text, { context: { caseType: 'auto' } });
    expect(record.employer, text).toMatch(expected);
  });
});
