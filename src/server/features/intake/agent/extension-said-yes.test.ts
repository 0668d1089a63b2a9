import { describe, expect, it } from 'vitest';

import {
  type CaseRecord,
  caseRecordSchema,
  type FactKey,
  type Language,
} from '../../../../contracts/case-record';
import { packFor } from '../language/packs';

import { type AgentState, initialAgentState, type QuestionKey } from './agent';
import { createGuidedAgent, questionsWorthAsking } from './guided-agent';
import { questionsAskedInTurn } from '../testing/extension-worth';

/**
 * Decision 0366 (issue 23's bar): "yes" to a question that asks for a figure or a name ("about how
 * much have your bills come to?", "which company is your health insurance with?") says the thing
 * exists without what it comes to. It is noted; passed over in part one after the rephrase, the
 * extension asks it once more, saying they said yes. Every sentence was written for this test.
 */
const agent = createGuidedAgent();
const today = new Date('2026-11-26T15:00:00.000Z');

const base = {
  caseType: 'slip_fall',
  incidentDate: { from: '2026-09-14', to: '2026-09-14', precision: 'day' },
  state: 'NM',
  city: 'Santa Fe',
  injuries: ['sprained knee'],
  treatment: { levels: ['urgent_care'], status: 'released' },
  propertyOwner: 'Piñon Market',
  atFaultParty: 'the store',
  ownFaultPercent: 0,
  priorAttorney: false,
  incidentReport: true,
  witnesses: false,
  photos: true,
  otherPartyInsurer: 'Hartford',
  priorInjuries: false,
  age: 52,
  employer: 'Mesa Print Shop',
  workersComp: false,
  futureMedical: 0,
  permanentInjury: false,
  settlementOffer: 0,
  releaseSigned: false,
  recordedStatement: false,
  outOfPocket: 0,
  policyLimit: { perPerson: 100_000 },
  lostWages: { total: 600 },
  healthInsurance: 'Presbyterian',
} as const;

const record = (changes: Record<string, unknown>, language: Language = 'en'): CaseRecord =>
  caseRecordSchema.parse({ ...base, language, ...changes });

const asked: QuestionKey[] = [
  ...(Object.keys(base) as QuestionKey[]).filter(
    (key) => !['caseType', 'incidentDate', 'state', 'city'].includes(key),
  ),
  'medicalBills',
  'anythingElse',
];

async function read(key: FactKey, text: string, language: Language, start: CaseRecord) {
  const state = initialAgentState({ language, pending: key, asked: [key] });
  return agent.readAnswer({ record: start, state, text, referenceDate: today, tokenBudget: 0 });
}

describe('a yes to a question asking for a figure or a name', () => {
  it.each([
    ['medicalBills', 'yes', 'en', { medicalBills: undefined }],
    ['medicalBills', 'yeah, I do', 'en', { medicalBills: undefined }],
    ['healthInsurance', 'yes I have it', 'en', { healthInsurance: undefined }],
    ['lostWages', 'sí', 'es', { lostWages: undefined }],
    ['healthInsurance', 'sí, tengo', 'es', { healthInsurance: undefined }],
  ] as const)('is noted as said yes: %s "%s"', async (key, text, language, changes) => {
    const result = await read(key, text, language, record(changes, language));
    expect(result.record[key]).toBeUndefined();
    expect(result.state.saidYes).toEqual([key]);
  });

  it.each([
    ['medicalBills', 'no', 'en', { medicalBills: undefined }],
    ['medicalBills', 'not sure', 'en', { medicalBills: undefined }],
    ['medicalBills', 'yes, about $900', 'en', { medicalBills: undefined }],
    ['healthInsurance', 'no sé', 'es', { healthInsurance: undefined }],
    ['photos', 'yes', 'en', { photos: undefined }],
    ['witnesses', 'sí', 'es', { witnesses: undefined }],
  ] as const)('is not noted otherwise: %s "%s"', async (key, text, language, changes) => {
    const result = await read(key, text, language, record(changes, language));
    expect(result.state.saidYes).toEqual([]);
  });
});

/** The extension's state after part one, the bills said yes to twice and passed over. */
function extensionState(language: Language, changes: Partial<AgentState> = {}): AgentState {
  return {
    ...initialAgentState({ language, pending: null, asked }),
    isPlanDone: true,
    isReadBackGiven: true,
    inExtension: true,
    extensionFrom: asked.length,
    skipped: ['medicalBills'],
    askedAgain: ['medicalBills'],
    saidYes: ['medicalBills'],
    ...changes,
  };
}

const extensionQuestions = (start: CaseRecord, state: AgentState) =>
  questionsAskedInTurn(agent, start, state);

describe('the extension after a yes without its figure', () => {
  it.each(['en', 'es'] as const)('asks once for it, saying they said yes (%s)', async (language) => {
    const start = record({ medicalBills: undefined, unknowns: ['medicalBills'] }, language);
    const questions = await extensionQuestions(start, extensionState(language));
    expect(questions.map((question) => question.key)).toEqual(['medicalBills']);
    expect(questions[0]!.text.startsWith(packFor(language).saying.saidYesLead)).toBe(true);
    expect(questionsWorthAsking(start, extensionState(language))).toEqual(['medicalBills']);
  });

  it('does not ask once the figure is held', async () => {
    const start = record({ medicalBills: { total: 1400, paid: [] } });
    expect(await extensionQuestions(start, extensionState('en'))).toEqual([]);
  });

  it('does not ask again once asked in the extension', async () => {
    const start = record({ medicalBills: undefined, unknowns: ['medicalBills'] });
    const state = extensionState('en', { asked: [...asked, 'medicalBills'] });
    expect(await extensionQuestions(start, state)).toEqual([]);
  });

  it('ends honestly when nothing is left: no yes noted, nothing asked', async () => {
    const start = record({ medicalBills: undefined, unknowns: ['medicalBills'] });
    expect(await extensionQuestions(start, extensionState('en', { saidYes: [] }))).toEqual([]);
  });
});
