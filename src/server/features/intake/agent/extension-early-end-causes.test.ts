import { describe, expect, it } from 'vitest';

import {
  type CaseRecord,
  caseRecordSchema,
  type FactKey,
  type Language,
} from '../../../../contracts/case-record';
import { packFor } from '../language/packs';
import { questionsAskedInTurn, worthAsking } from '../testing/extension-worth';

import { type AgentState, initialAgentState, type QuestionKey } from './agent';
import { createGuidedAgent, questionsWorthAsking } from './guided-agent';
import { saysNothingMore } from './reading/nothing-more';

/**
 * Issue 23 point 6, decisions 0412–0414: three causes of an extension that ended while facts
 * were still worth asking, each as a class.
 * - 0412: a yes to a question asking for a name (value type party: the employer, the owner, the
 *   maker), like a yes to one asking for a figure (0366), is noted and asked once more.
 * - 0413: the question part one's limit cut off, answered with nothing it could hold ("why do
 *   you need that?"), never got its rephrase; the extension asks it once.
 * - 0414: "that's all for now" to a list question or the open question is nothing more to add,
 *   not a wish to stop.
 * Every sentence was written for this test.
 */
const agent = createGuidedAgent();
const today = new Date('2026-11-26T15:00:00.000Z');

const base = {
  caseType: 'slip_fall',
  incidentDate: { from: '2026-08-02', to: '2026-08-02', precision: 'day' },
  state: 'OR',
  city: 'Medford',
  injuries: ['bruised hip'],
  treatment: { levels: ['urgent_care'], status: 'released' },
  propertyOwner: 'Rogue Valley Foods',
  atFaultParty: 'the store',
  ownFaultPercent: 0,
  priorAttorney: false,
  incidentReport: true,
  witnesses: false,
  photos: true,
  otherPartyInsurer: 'Chubb',
  priorInjuries: false,
  age: 44,
  employer: 'Cedar Sign Works',
  workersComp: false,
  futureMedical: 0,
  permanentInjury: false,
  settlementOffer: 0,
  releaseSigned: false,
  recordedStatement: false,
  outOfPocket: 0,
  policyLimit: { perPerson: 50_000 },
  lostWages: { total: 300 },
  healthInsurance: 'Moda',
  medicalBills: { total: 1_250, paid: [{ payer: 'self', amount: 1_250 }] },
} as const;

const record = (changes: Record<string, unknown>, language: Language = 'en'): CaseRecord =>
  caseRecordSchema.parse({ ...base, language, ...changes });

const partOne: QuestionKey[] = [
  ...(Object.keys(base) as QuestionKey[]).filter(
    (key) => !['caseType', 'incidentDate', 'state', 'city'].includes(key),
  ),
  'anythingElse',
];

async function read(
  key: FactKey,
  text: string,
  language: Language,
  start: CaseRecord,
  asked: QuestionKey[] = [key],
) {
  const state = initialAgentState({ language, pending: key, asked });
  return agent.readAnswer({ record: start, state, text, referenceDate: today, tokenBudget: 0 });
}

/** The extension's state once part one is over, from part one's state as it ended. */
const extensionOf = (state: AgentState): AgentState => ({
  ...state,
  pending: null,
  isRephrased: false,
  isPlanDone: true,
  isReadBackGiven: true,
  inExtension: true,
  extensionFrom: state.asked.length,
});

describe('0412: a yes to a question asking for a name', () => {
  it.each([
    ['employer', 'yes', 'en'],
    ['employer', 'yeah I do', 'en'],
    ['propertyOwner', 'yes', 'en'],
    ['manufacturer', 'sí', 'es'],
    ['employer', 'sí, sí', 'es'],
  ] as const)('is noted as said yes: %s "%s"', async (key, text, language) => {
    const result = await read(key, text, language, record({ [key]: undefined }, language));
    expect(result.record[key]).toBeUndefined();
    expect(result.state.saidYes).toEqual([key]);
  });

  it.each([
    ['employer', 'Juniper Roofing', 'en'],
    ['employer', 'no', 'en'],
    ['propertyOwner', 'no sé', 'es'],
    ['manufacturer', 'I am not sure', 'en'],
  ] as const)('is not noted otherwise: %s "%s"', async (key, text, language) => {
    const result = await read(key, text, language, record({ [key]: undefined }, language));
    expect(result.state.saidYes).toEqual([]);
  });

  it.each(['en', 'es'] as const)(
    'the extension asks the employer once more, saying they said yes (%s)',
    async (language) => {
      const start = record({ employer: undefined, unknowns: ['employer'] }, language);
      const state = extensionOf({
        ...initialAgentState({ language, pending: null, asked: partOne }),
        skipped: ['employer'],
        askedAgain: ['employer'],
        saidYes: ['employer'],
      });
      const questions = await questionsAskedInTurn(agent, start, state);
      expect(questions.map((question) => question.key)).toEqual(['employer']);
      expect(questions[0]!.text.startsWith(packFor(language).saying.saidYesLead)).toBe(true);
      expect(questionsWorthAsking(start, state)).toEqual(['employer']);
      expect(worthAsking(start, state, ['employer'])).toEqual(['employer']);
    },
  );

  it('not once the employer is held', async () => {
    const start = record({});
    const state = extensionOf({
      ...initialAgentState({ language: 'en', pending: null, asked: partOne }),
      skipped: ['employer'],
      askedAgain: ['employer'],
      saidYes: ['employer'],
    });
    expect(await questionsAskedInTurn(agent, start, state)).toEqual([]);
  });
});

describe('0413: the question part one ended on, answered with nothing', () => {
  // The last question of part one, answered, and no rephrase (the limit came first).
  async function endedOn(key: FactKey, text: string, language: Language) {
    const start = record({ [key]: undefined }, language);
    const asked = [...partOne.filter((each) => each !== key), key];
    const result = await read(key, text, language, start, asked);
    return { record: result.record, state: extensionOf(result.state) };
  }

  it.each([
    ['employer', 'why do you need to know where I work?', 'en'],
    ['witnesses', 'I would rather not get into that', 'en'],
    ['priorInjuries', 'it was pouring rain that afternoon', 'en'],
    ['medicalBills', '¿y eso para qué lo quieren saber?', 'es'],
    ['age', 'prefiero no contestar eso', 'es'],
  ] as const)('is asked once in the extension: %s "%s"', async (key, text, language) => {
    const { record: held, state } = await endedOn(key, text, language);
    expect(held[key]).toBeUndefined();
    const questions = await questionsAskedInTurn(agent, held, state);
    expect(questions.map((question) => question.key)).toEqual([key]);
    expect(questionsWorthAsking(held, state)).toEqual([key]);
    expect(worthAsking(held, state)).toEqual([key]);
  });

  it.each([
    ['employer', 'Harbor Tile and Stone', 'en'],
    ['settlementOffer', 'no', 'en'],
    ['witnesses', 'no, nadie', 'es'],
    ['settlementOffer', 'todavía no', 'es'],
  ] as const)('is not asked again once answered: %s "%s"', async (key, text, language) => {
    const { record: held, state } = await endedOn(key, text, language);
    expect(await questionsAskedInTurn(agent, held, state)).toEqual([]);
    expect(worthAsking(held, state)).toEqual([]);
  });

  it('is not asked a second time in the extension', async () => {
    const { record: held, state } = await endedOn('employer', 'why does that matter?', 'en');
    const once = {
      ...state,
      asked: [...state.asked, 'employer' as const],
      askedAgain: ['employer' as const],
    };
    expect(await questionsAskedInTurn(agent, held, once)).toEqual([]);
  });
});

describe('0414: nothing more, for now', () => {
  it.each([
    ["that's all for now", 'en'],
    ['no, that is it for today', 'en'],
    ['nothing else right now, thanks', 'en'],
    ['eso es todo por ahora', 'es'],
    ['nada más por el momento, gracias', 'es'],
  ] as const)('says nothing more: "%s"', (text, language) => {
    expect(saysNothingMore(text, language)).toBe(true);
  });

  it.each([
    ["that's all for now, stop asking me", 'en'],
    ['for now my hip still hurts', 'en'],
    ['por ahora sigo con dolor', 'es'],
  ] as const)('does not: "%s"', (text, language) => {
    expect(saysNothingMore(text, language)).toBe(false);
  });

  it.each([
    ['witnesses', "that's all for now", 'en'],
    ['anythingElse', 'nothing more for today', 'en'],
    ['witnesses', 'nadie más por ahora', 'es'],
  ] as const)('answers the list question: %s "%s"', async (key, text, language) => {
    const result = await read(key as FactKey, text, language, record({ witnesses: undefined }, language));
    expect(result.outcome).toBe('answered');
  });
});
