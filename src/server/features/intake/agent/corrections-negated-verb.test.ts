import { describe, expect, it } from 'vitest';

import { caseRecordSchema } from '../../../../contracts/case-record';
import { readingToday, readTurn } from '../testing/read-turn';

import { initialAgentState } from './agent';
import { createGuidedAgent } from './guided-agent';
import type { LabelFacts } from '../testing/reading-corpus';

/**
 * A negated verb is news, not a take-back (decision 0249): "the surgeon said I might not get full
 * bend back in the wrist" took the broken wrist out of the list and thanked the visitor for "not
 * broken wrist". Sentences written for this test.
 */
const crash = (injuries: string[]): LabelFacts => ({
  caseType: 'auto',
  city: 'Akron',
  state: 'OH',
  injuries,
});

describe('a negated verb keeps the injuries it names', () => {
  it.each([
    ['permanentInjury', 'my surgeon thinks I might not bend the elbow all the way again', ['broken elbow']],
    [
      'permanentInjury',
      'they warned me I will not be able to kneel on that knee',
      ['torn meniscus in the knee'],
    ],
    ['futureMedical', 'the doc says I may not need another surgery on the shoulder', ['dislocated shoulder']],
    [
      'anythingElse',
      'honestly I could not lift my daughter for a month because of the wrist',
      ['sprained wrist'],
    ],
  ] as const)('%s: "%s"', async (question, text, injuries) => {
    const read = await readTurn(question, text, { context: crash([...injuries]) });
    expect(read.record.injuries).toEqual(injuries);
  });

  it.each([
    ['permanentInjury', 'el doctor dice que no voy a poder doblar bien la rodilla', ['rodilla rota']],
    ['anythingElse', 'no me deja dormir el dolor del hombro', ['hombro lastimado']],
    ['permanentInjury', 'no puedo cerrar la mano todavía', ['mano cortada']],
  ] as const)('%s (es): "%s"', async (question, text, injuries) => {
    const read = await readTurn(question, text, { context: crash([...injuries]), language: 'es' });
    expect(read.record.injuries).toEqual(injuries);
  });

  it.each([
    ['injuries', 'not my wrist, it was my ankle', ['broken wrist', 'bruised knee']],
    ['injuries', 'it was the left knee not the right knee', ['bruised right knee']],
    ['city', 'it happened in Canton, not Akron', ['broken wrist']],
  ] as const)('a take-back still takes back: %s "%s"', async (question, text, injuries) => {
    const read = await readTurn(question, text, { context: crash([...injuries]) });
    expect(read.record.injuries?.join('; ') + ' ' + read.record.city).not.toEqual(
      `${injuries.join('; ')} Akron`,
    );
  });
});

describe('lasting harm said as a scar or a movement that will not come back', () => {
  it.each([
    ['there is a scar across my shin now', 'en'],
    ['she has a scar on her cheek from the stitches', 'en'],
    ['the ortho said I may not get full flexion back', 'en'],
    ['surgeon told me I wont get the full range back in that thumb', 'en'],
    ['no voy a poder mover bien el tobillo, dijo el doctor', 'es'],
  ] as const)('"%s" is lasting harm', async (text, language) => {
    const read = await readTurn('permanentInjury', text, { context: crash(['broken ankle']), language });
    expect(read.record.permanentInjury).toBe(true);
  });

  it.each([
    ['no scar, it healed clean', 'en'],
    ['I can move it fine now', 'en'],
  ] as const)('"%s" is not', async (text, language) => {
    const read = await readTurn('permanentInjury', text, { context: crash(['broken ankle']), language });
    expect(read.record.permanentInjury).not.toBe(true);
  });
});

describe('"no it was X not Y": the no opens a correction of its own (decision 0249)', () => {
  const dated: LabelFacts = { caseType: 'workplace', incidentDate: '2026-08-02', state: 'FL' };
  it.each([
    ['state', 'tampa. wait no it was aug 12 not aug 2, my mistake', '2026-08-12'],
    ['treatment', 'no it was the 9th not the 2nd', '2026-08-09'],
    ['employer', 'hold on, no it was august 20, not august 2', '2026-08-20'],
    ['city', 'ugh no, it happened aug 6 not aug 2', '2026-08-06'],
  ] as const)('%s: "%s"', async (question, text, day) => {
    const read = await readTurn(question, text, { context: dated });
    expect(read.record.incidentDate?.from).toBe(day);
  });

  it.each([
    ['city', 'no it was Tampa'],
    ['treatment', 'no, not yet, they said wait and see'],
  ] as const)('%s: "%s" takes no date back', async (question, text) => {
    const read = await readTurn(question, text, { context: dated });
    expect(read.record.incidentDate?.from).toBe('2026-08-02');
  });
});

describe('the no of a correction does not answer the question pending (decision 0249)', () => {
  const agent = createGuidedAgent();
  const record = caseRecordSchema.parse({
    caseType: 'workplace',
    state: 'FL',
    incidentDate: { from: '2026-09-12', to: '2026-09-12', precision: 'day' },
  });

  it.each([
    ['injuries', 'wait no it was sept 22 not sept 12'],
    ['injuries', 'no it was the 22nd not the 12th, sorry'],
    ['witnesses', 'oh no, it was sept 22, not sept 12'],
  ] as const)('%s: "%s"', async (pending, text) => {
    const state = initialAgentState({ language: 'en', pending, asked: [pending] });
    const read = await agent.readAnswer({ record, state, text, referenceDate: readingToday, tokenBudget: 0 });
    expect(read.record.incidentDate?.from).toBe('2026-09-22');
    expect(read.record.uninjured).toBeUndefined();
    expect(read.record[pending === 'injuries' ? 'injuries' : pending]).toBeUndefined();
    const next = await agent.chooseNext({
      record: read.record,
      state: read.state,
      outcome: read.outcome,
      tokenBudget: 0,
    });
    expect(next.next?.key).toBe(pending);
  });

  it('a plain no still answers it', async () => {
    const state = initialAgentState({ language: 'en', pending: 'witnesses', asked: ['witnesses'] });
    const read = await agent.readAnswer({
      record,
      state,
      text: 'no, nobody was around',
      referenceDate: readingToday,
      tokenBudget: 0,
    });
    expect(read.record.witnesses).toBe(false);
  });
});
