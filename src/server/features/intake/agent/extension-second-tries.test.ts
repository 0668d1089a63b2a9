import { describe, expect, it } from 'vitest';

import { type CaseRecord, caseRecordSchema, type Language } from '../../../../contracts/case-record';

import { type AgentState, initialAgentState, type QuestionKey } from './agent';
import { factRegistry } from './facts/registry';
import { createGuidedAgent, questionsWorthAsking } from './guided-agent';
import { questionsAskedInTurn } from '../testing/extension-worth';

/**
 * Decision 0162 (issue 23, point 6): the extension asks while facts worth asking remain. Beside
 * the questions never asked, a question asked once is worth asking once more when the value held
 * lacks the part the case's value turns on (time off work with no pay, damage with no figure,
 * bills with no total), or when the visitor could not say in part one a fact they can look up
 * (an insurer on a card). Never a third time. Every sentence was written for this test.
 */
const agent = createGuidedAgent();
const today = new Date('2026-11-26T15:00:00.000Z');

const known = {
  caseType: 'auto',
  incidentDate: { from: '2026-10-02', to: '2026-10-02', precision: 'day' },
  state: 'OH',
  city: 'Dayton',
  injuries: ['broken wrist'],
  treatment: { levels: ['er'], status: 'ongoing' },
  atFaultParty: 'the other driver',
  ownFaultPercent: 0,
  priorAttorney: false,
  otherPartyInsurer: 'State Farm',
  ownCoverage: 'Progressive',
  healthInsurance: 'Aetna',
  medicalBills: { total: 9000, paid: [{ payer: 'health_insurance' }] },
  lostWages: { total: 1200 },
  policeReport: true,
  policeReportNumber: '26-55012',
  witnesses: true,
  photos: true,
  propertyDamage: { amount: 4000 },
  priorInjuries: false,
  age: 41,
  employer: 'Crumb and Rye Bakery',
  workersComp: false,
  futureMedical: 0,
  permanentInjury: false,
  settlementOffer: 0,
  releaseSigned: false,
  recordedStatement: false,
  outOfPocket: 0,
  policyLimit: { perPerson: 25_000 },
  hasUmUim: true,
} as const;

const everything: QuestionKey[] = [
  ...(Object.keys(known) as QuestionKey[]).filter((key) => factRegistry[key as never]),
  'anythingElse',
];

/** The extension's state after a part one that asked every question once. */
function extensionState(language: Language, asked: QuestionKey[] = everything): AgentState {
  return {
    ...initialAgentState({ language, pending: null, asked }),
    isPlanDone: true,
    inExtension: true,
    extensionFrom: asked.length,
  };
}

/**
 * Part one with every question asked once, where the fact was asked only by its own question: the
 * question of all the insurers also asks the own policy and the health plan (decision 0230).
 */
const askedOnce = (key: QuestionKey): QuestionKey[] =>
  key === 'ownCoverage' || key === 'healthInsurance'
    ? everything.filter((asked) => asked !== 'otherPartyInsurer')
    : everything;

const record = (changes: Record<string, unknown>, language: Language = 'en'): CaseRecord =>
  caseRecordSchema.parse({ ...known, language, ...changes });

/** The questions the extension asks, in order, when no answer tells anything new. */
const extensionQuestions = (start: CaseRecord, state: AgentState) =>
  questionsAskedInTurn(agent, start, state);

describe('a value held without the part its worth turns on', () => {
  it.each([
    ['time off, no pay', { lostWages: { daysMissed: 10 } }, 'lostWages', 'en', /usually earn/],
    [
      'time off still to come, no pay',
      { lostWages: { expectedDaysOff: 30 } },
      'lostWages',
      'es',
      /gana normalmente/,
    ],
    ['a wrecked car, no figure', { propertyDamage: { totalLoss: true } }, 'propertyDamage', 'en', /worth/],
    ['damage said, no figure', { propertyDamage: {} }, 'propertyDamage', 'es', /presupuesto/],
    [
      'a payer of the bills, no total',
      { medicalBills: { paid: [{ payer: 'health_insurance' }] } },
      'medicalBills',
      'en',
      /added up/,
    ],
    [
      'a payer of the bills, no total (es)',
      { medicalBills: { paid: [{ payer: 'medicaid' }] } },
      'medicalBills',
      'es',
      /suman/,
    ],
  ] as const)('is asked for once in the extension: %s', async (_name, changes, key, language, words) => {
    const asked = await extensionQuestions(record(changes, language), extensionState(language));
    expect(asked.map((question) => question.key)).toEqual([key]);
    expect(asked[0]!.text).toMatch(words);
    expect(asked[0]!.text).toMatch(/\?$/);
  });

  it.each([
    ['pay lost known', { lostWages: { daysMissed: 10, total: 2000 } }],
    ['a rate known', { lostWages: { daysMissed: 10, rate: { amount: 20, per: 'hour' } } }],
    ['not working before', { lostWages: { notWorking: 'retired' } }],
    ['a figure for the car', { propertyDamage: { totalLoss: true, amount: 6000 } }],
  ] as const)('is not asked again once the part is known: %s', async (_name, changes) => {
    expect(await extensionQuestions(record(changes), extensionState('en'))).toEqual([]);
  });

  it.each([
    ['I make about $800 a week', 'en', { amount: 800, per: 'week' }],
    ['$19 an hour, forty hours a week', 'en', { amount: 19, per: 'hour' }],
    ['gano como 120 al día', 'es', { amount: 120, per: 'day' }],
    ['unos 650 por semana', 'es', { amount: 650, per: 'week' }],
  ] as const)('the pay said to it is kept beside the time off: %s', async (text, language, rate) => {
    const before = record({ lostWages: { daysMissed: 14 } }, language);
    const state = {
      ...extensionState(language),
      pending: 'lostWages' as const,
      askedAgain: ['lostWages' as const],
    };
    const read = await agent.readAnswer({
      record: before,
      state,
      text,
      referenceDate: today,
      tokenBudget: 0,
    });
    expect(read.record.lostWages).toMatchObject({ daysMissed: 14, rate });
  });

  it.each([
    ['it would have cost about $5,300 to replace', 'en', 5300],
    ['the insurance company paid 6,100 for it', 'en', 6100],
    ['valía unos 4 mil dólares', 'es', 4000],
    ['la aseguradora me pagó 3,900 por el carro', 'es', 3900],
    ['quedó como pérdida total, me dieron 7 mil', 'es', 7000],
  ] as const)(
    'a figure for the car said to it is the damage, never a bill: %s',
    async (text, language, amount) => {
      const before = record({ propertyDamage: { totalLoss: true }, medicalBills: undefined }, language);
      const state = {
        ...extensionState(language),
        pending: 'propertyDamage' as const,
        askedAgain: ['propertyDamage' as const],
      };
      const read = await agent.readAnswer({
        record: before,
        state,
        text,
        referenceDate: today,
        tokenBudget: 0,
      });
      expect(read.record.propertyDamage).toEqual({ totalLoss: true, amount });
      expect(read.record.medicalBills).toBeUndefined();
    },
  );
});

describe('a fact the visitor could not say in part one', () => {
  it.each([
    ['ownCoverage', 'en'],
    ['otherPartyInsurer', 'en'],
    ['healthInsurance', 'es'],
    ['medicalBills', 'es'],
  ] as const)('is asked once more, in other words, when it can be looked up: %s', async (key, language) => {
    const start = record({ [key]: undefined, unknowns: [key] }, language);
    const asked = await extensionQuestions(start, extensionState(language, askedOnce(key)));
    expect(asked.map((question) => question.key)).toEqual([key]);
    expect(asked[0]!.text).toBe(factRegistry[key].rephrase![language](start));
  });

  it.each(['ownCoverage', 'healthInsurance'] as const)(
    'is not asked a third time when "no idea" to the question of all the insurers covered it too (decisions 0230, 0341): %s',
    async (key) => {
      const start = record({ [key]: undefined, unknowns: [key] });
      const state = { ...extensionState('en'), notSureBeside: [key] };
      expect(await extensionQuestions(start, state)).toEqual([]);
    },
  );

  it.each([
    ['ownCoverage', 'en'],
    ['healthInsurance', 'es'],
  ] as const)(
    'is asked once more when the question of all the insurers was answered for another part (decision 0341): %s',
    async (key, language) => {
      const start = record({ [key]: undefined, unknowns: [key] }, language);
      const asked = await extensionQuestions(start, extensionState(language));
      expect(asked).toEqual([{ key, text: factRegistry[key].rephrase![language](start) }]);
    },
  );

  it.each([
    ['photos', 'en'],
    ['priorInjuries', 'en'],
    ['witnesses', 'es'],
    ['age', 'es'],
  ] as const)(
    'is asked once more in other words, though it cannot be looked up (decision 0341): %s',
    async (key, language) => {
      const start = record({ [key]: undefined, unknowns: [key] }, language);
      const asked = await extensionQuestions(start, extensionState(language));
      expect(asked).toEqual([{ key, text: factRegistry[key].rephrase![language](start) }]);
      expect(asked[0]!.text).not.toBe(factRegistry[key].question![language](start));
    },
  );

  it.each(['permanentInjury', 'policyLimit', 'futureMedical'] as const)(
    'is not asked again when only memory or a doctor could tell: %s',
    async (key) => {
      const start = record({ [key]: undefined, unknowns: [key] });
      expect(await extensionQuestions(start, extensionState('en'))).toEqual([]);
    },
  );

  it('is not asked again when it was first asked in the extension itself', async () => {
    const start = record({ ownCoverage: undefined, unknowns: ['ownCoverage'] });
    const partOne = everything.filter((key) => key !== 'ownCoverage');
    const state = { ...extensionState('en', partOne), asked: [...partOne, 'ownCoverage' as const] };
    expect(await extensionQuestions(start, state)).toEqual([]);
  });

  it('is never asked a third time', async () => {
    const start = record({ ownCoverage: undefined, unknowns: ['ownCoverage'] });
    const state = { ...extensionState('en'), askedAgain: ['ownCoverage' as const] };
    expect(await extensionQuestions(start, state)).toEqual([]);
  });
});

describe('the facts still worth asking', () => {
  it('are what the extension asks, in the same order, most valuable first', async () => {
    const start = record({
      lostWages: { daysMissed: 5 },
      ownCoverage: undefined,
      propertyDamage: { totalLoss: true },
      permanentInjury: undefined,
      settlementOffer: undefined,
      unknowns: ['ownCoverage'],
    });
    const state = extensionState(
      'en',
      askedOnce('ownCoverage').filter((key) => key !== 'permanentInjury' && key !== 'settlementOffer'),
    );
    const worth = questionsWorthAsking(start, state);
    const asked = await extensionQuestions(start, state);
    expect(asked.map((question) => question.key)).toEqual(worth);
    // Questions never asked first, then the second tries in the plan's order.
    expect(worth).toEqual([
      'permanentInjury',
      'settlementOffer',
      'ownCoverage',
      'lostWages',
      'propertyDamage',
    ]);
  });
});

describe('a yes to "which company is your car insurance with?" that names none', () => {
  it.each([
    ['yes I have insurance', 'en'],
    ['yeah, I do have car insurance', 'en'],
    ['of course I have auto insurance', 'en'],
    ['sí, tengo seguro', 'es'],
    ['claro, tengo aseguranza del carro', 'es'],
  ] as const)('stores no company: %s', async (text, language) => {
    const before = record({ ownCoverage: undefined, hasUmUim: undefined }, language);
    const state = { ...initialAgentState({ language, pending: 'ownCoverage', asked: ['ownCoverage'] }) };
    const read = await agent.readAnswer({
      record: before,
      state,
      text,
      referenceDate: today,
      tokenBudget: 0,
    });
    expect(read.record.ownCoverage).toBeUndefined();
  });

  it.each([
    ['yes, I have Allstate', 'en', 'Allstate'],
    ['tengo seguro con GEICO', 'es', 'GEICO'],
  ] as const)('still stores the company it names: %s', async (text, language, company) => {
    const before = record({ ownCoverage: undefined, hasUmUim: undefined }, language);
    const state = { ...initialAgentState({ language, pending: 'ownCoverage', asked: ['ownCoverage'] }) };
    const read = await agent.readAnswer({
      record: before,
      state,
      text,
      referenceDate: today,
      tokenBudget: 0,
    });
    expect(read.record.ownCoverage).toContain(company);
  });
});
