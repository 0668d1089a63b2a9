import { describe, expect, it } from 'vitest';

import { type CaseRecord, emptyCaseRecord } from '../../../../../contracts/case-record';
import { checkMessage } from '../../guardrails';
import { initialAgentState, type QuestionKey } from '../agent';
import { createGuidedAgent } from '../guided-agent';

/**
 * The state and city facts through the guided agent, on sentences written for these tests
 * (decision 0093): what a description tells, what an answer to the place question tells, what
 * the record already settles, and a "no" that corrects the place.
 */
const agent = createGuidedAgent();
const referenceDate = new Date('2026-11-21T15:00:00Z');

async function describeCase(text: string, language: 'en' | 'es' = 'en'): Promise<CaseRecord> {
  const result = await agent.readDescription({
    record: emptyCaseRecord(),
    state: initialAgentState({ language }),
    text: checkMessage(text, language).readable,
    referenceDate,
    tokenBudget: 0,
  });
  return result.record;
}

async function answer(record: CaseRecord, pending: QuestionKey | null, text: string): Promise<CaseRecord> {
  const read = await agent.readAnswer({
    record,
    state: { ...initialAgentState({ language: record.language ?? 'en' }), pending },
    text: checkMessage(text, record.language ?? 'en').readable,
    referenceDate,
    tokenBudget: 0,
  });
  return read.record;
}

const withPlace = (place: Partial<CaseRecord>): CaseRecord => ({
  ...emptyCaseRecord(),
  caseType: 'auto',
  ...place,
});

describe('the place from a description', () => {
  it('reads a small town and its state', async () => {
    const record = await describeCase(
      'a semi drifted into my lane on the bypass near Kalamazoo and totaled my car',
    );
    expect(record).toMatchObject({ city: 'Kalamazoo', state: 'MI' });
  });

  it('reads a nickname', async () => {
    const record = await describeCase('i got doored riding my bike in Philly yesterday and broke my wrist');
    expect(record).toMatchObject({ city: 'Philadelphia', state: 'PA' });
  });

  it('keeps a town many states share without a state', async () => {
    const record = await describeCase('a driver ran a red light in Springfield and hit my passenger side');
    expect(record.city).toBe('Springfield');
    expect(record.state).toBeUndefined();
  });

  it('reads no town out of a name or a month', async () => {
    const record = await describeCase('Grace and I were rear ended in May on our way to church');
    expect(record.city).toBeUndefined();
    expect(record.state).toBeUndefined();
  });

  it('lee un pueblo pequeño en español', async () => {
    const record = await describeCase('me resbalé en una tienda en Harlingen y me lastimé la cadera', 'es');
    expect(record).toMatchObject({ city: 'Harlingen', state: 'TX' });
  });
});

describe('the answer to the place question', () => {
  it('settles a shared name with the state already in the record', async () => {
    const record = await answer(withPlace({ state: 'ME' }), 'city', 'Portland');
    expect(record).toMatchObject({ city: 'Portland', state: 'ME' });
  });

  it('takes no filler for a town', async () => {
    const record = await answer(withPlace({}), 'state', 'out here in ohio');
    expect(record.state).toBe('OH');
    expect(record.city).toBeUndefined();
    const city = await answer(withPlace({}), 'city', 'down here in arkansas');
    expect(city.state).toBe('AR');
    expect(city.city).toBeUndefined();
  });

  it('reads "City, ST"', async () => {
    const record = await answer(withPlace({}), 'state', 'Bend, OR');
    expect(record).toMatchObject({ city: 'Bend', state: 'OR' });
  });

  it('still takes a town the gazetteer does not know, when it is the answer', async () => {
    const record = await answer(withPlace({ state: 'VT' }), 'city', 'Pinewood Hollow');
    expect(record.city).toBe('Pinewood Hollow');
  });

  it('responde con un pueblo y su estado', async () => {
    const record = await answer(withPlace({ language: 'es' }), 'state', 'en Charleston, Carolina del Sur');
    expect(record).toMatchObject({ city: 'Charleston', state: 'SC' });
  });
});

describe('a correction of the place', () => {
  it('replaces both the town and the state after a "no"', async () => {
    const record = await answer(
      withPlace({ city: 'Portland', state: 'OR' }),
      'policeReport',
      'no, Portland Maine',
    );
    expect(record).toMatchObject({ city: 'Portland', state: 'ME' });
  });

  it('replaces a town named with "actually"', async () => {
    const record = await answer(
      withPlace({ city: 'Columbus', state: 'OH' }),
      null,
      'actually it was Columbus, Georgia, not Ohio',
    );
    expect(record).toMatchObject({ city: 'Columbus', state: 'GA' });
  });

  it('leaves the place alone when a later answer only mentions a town', async () => {
    const record = await answer(
      withPlace({ city: 'Tacoma', state: 'WA' }),
      'treatment',
      'i went to a clinic in Olympia the next day',
    );
    expect(record).toMatchObject({ city: 'Tacoma', state: 'WA' });
  });
});

describe('a state worked out from the town', () => {
  it.each([
    ['a pallet jack rolled over my foot at the warehouse in Dubuque', 'IA'],
    ['i got rear ended leaving the mall in McAllen', 'TX'],
    ['me caí en una tienda en Missoula y me rompí la muñeca', 'MT'],
    ['the neighbor’s dog bit my son in Tupelo last week', 'MS'],
  ])('is stored as derived from the city: %s', async (text, state) => {
    const record = await describeCase(text, /me caí/.test(text) ? 'es' : 'en');
    expect(record.state).toBe(state);
    expect(record.sources.state).toMatchObject({ derivedFrom: 'city' });
  });

  it('is not derived when the visitor names the state', async () => {
    const record = await describeCase('a pallet jack rolled over my foot at the warehouse in Dubuque, Iowa');
    expect(record.state).toBe('IA');
    expect(record.sources.state?.derivedFrom).toBeUndefined();
  });

  it('gives way to a state the visitor says later, without a correction word', async () => {
    const derived = await describeCase('i got rear ended leaving the mall in McAllen');
    const later = await answer(
      derived,
      'policeReport',
      'yes the police came, it was in Oklahoma, not far from there',
    );
    expect(later.state).toBe('OK');
    expect(later.sources.state?.derivedFrom).toBeUndefined();
  });

  it('becomes said when the visitor names the same state', async () => {
    const derived = await describeCase('i got rear ended leaving the mall in McAllen');
    const later = await answer(derived, 'witnesses', 'no witnesses, this is Texas, people just drive off');
    expect(later.state).toBe('TX');
    expect(later.sources.state?.derivedFrom).toBeUndefined();
  });
});

describe('a state code in lower case after its town (decision 0147)', () => {
  it.each([
    ['portland or', 'Portland', 'OR'],
    ['bangor me', 'Bangor', 'ME'],
    ['its in dayton oh', 'Dayton', 'OH'],
    ['Lawton ok', 'Lawton', 'OK'],
    ['fue en salem or', 'Salem', 'OR'],
  ])('answers the place question: %s', async (text, city, state) => {
    const record = await answer(withPlace({}), 'state', text);
    expect(record).toMatchObject({ city, state });
  });

  it('reads it from a description, said rather than worked out', async () => {
    const record = await describeCase('a delivery truck sideswiped me on the freeway near portland or');
    expect(record).toMatchObject({ city: 'Portland', state: 'OR' });
    expect(record.sources.state?.derivedFrom).toBeUndefined();
  });

  it.each(['oh ok', 'i live in it', 'hi ok whatever you need'])(
    'reads no state out of "%s"',
    async (text) => {
      const record = await answer(withPlace({}), 'injuries', text);
      expect(record.state).toBeUndefined();
    },
  );
});
