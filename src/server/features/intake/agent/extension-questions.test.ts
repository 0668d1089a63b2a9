import { describe, expect, it } from 'vitest';

import { type CaseRecord, caseRecordSchema } from '../../../../contracts/case-record';
import { readTurn } from '../testing/read-turn';

import { type AgentState, initialAgentState, type QuestionKey } from './agent';
import { witnessesFact } from './facts/evidence.facts';
import { ownFaultPercentFact } from './facts/fault.facts';
import { createGuidedAgent } from './guided-agent';
import { planFor } from './plans';

/**
 * Decision 0109: the extension keeps its promise. Once the plan's facts are known, the
 * questions go on with the facts that still move a case's value (lasting harm, future care,
 * an offer, costs paid, the limits a claim can reach), each asked only where it fits.
 */
const agent = createGuidedAgent();

/** Every question the agent would ask, in order, when each answer leaves its fact unknown. */
async function questionsFrom(record: CaseRecord): Promise<QuestionKey[]> {
  let state = initialAgentState({ language: 'en', pending: null });
  state = { ...state, isPlanDone: false };
  const asked: QuestionKey[] = [];
  for (let guard = 0; guard < 40; guard += 1) {
    const chosen = await agent.chooseNext({ record, state, outcome: 'answered', tokenBudget: 0 });
    if (!chosen.next) break;
    asked.push(chosen.next.key);
    state = chosen.state;
  }
  return asked;
}

const knownAuto = caseRecordSchema.parse({
  caseType: 'auto',
  incidentDate: { from: '2026-10-02', to: '2026-10-02', precision: 'day' },
  state: 'OH',
  city: 'Dayton',
  injuries: ['broken wrist'],
  treatment: { levels: ['er', 'surgery'], status: 'ongoing' },
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
});

describe('the questions left once the plan is known', () => {
  it('asks the open question, then what still moves the value, most valuable first', async () => {
    const asked = await questionsFrom(knownAuto);
    const open = asked.indexOf('anythingElse');
    expect(asked.indexOf('futureMedical')).toBeLessThan(open);
    expect(asked.slice(open + 1)).toEqual([
      'permanentInjury',
      'settlementOffer',
      'releaseSigned',
      'recordedStatement',
      'outOfPocket',
      'policyLimit',
      'hasUmUim',
    ]);
  });

  it('asks about limits only once an insurer is named, and about UM/UIM only once the own policy is', async () => {
    const { otherPartyInsurer: _other, ownCoverage: _own, ...rest } = knownAuto;
    const asked = await questionsFrom(caseRecordSchema.parse(rest));
    expect(asked).not.toContain('policyLimit');
    expect(asked).not.toContain('hasUmUim');
  });

  it('asks about limits and UM/UIM only where there is a policy, never after "no insurance"', async () => {
    const asked = await questionsFrom(
      caseRecordSchema.parse({ ...knownAuto, ownCoverage: 'None', otherPartyInsurer: 'None' }),
    );
    expect(asked).not.toContain('hasUmUim');
    expect(asked).not.toContain('policyLimit');
  });

  it('does not ask someone unhurt about lasting harm or costs, and skips what is already known', async () => {
    const unhurt = caseRecordSchema.parse({ ...knownAuto, uninjured: true, permanentInjury: undefined });
    const asked = await questionsFrom(unhurt);
    expect(asked).not.toContain('permanentInjury');
    expect(asked).not.toContain('outOfPocket');
    const offered = await questionsFrom(caseRecordSchema.parse({ ...knownAuto, settlementOffer: 2500 }));
    expect(offered).not.toContain('settlementOffer');
  });

  it('keeps every plan free of a fact twice', () => {
    for (const caseType of [
      'auto',
      'slip_fall',
      'workplace',
      'medical_malpractice',
      'dog_bite',
      'other',
    ] as const) {
      const plan = planFor(caseRecordSchema.parse({ ...knownAuto, caseType }));
      expect(new Set(plan).size, caseType).toBe(plan.length);
    }
  });
});

describe('papers signed and a recorded statement given, asked before a call (decision 0116)', () => {
  const work = caseRecordSchema.parse({
    ...knownAuto,
    caseType: 'workplace',
    employer: 'a warehouse',
    workersComp: true,
    otherPartyInsurer: undefined,
    ownCoverage: undefined,
  });

  it('asks about signed papers before a recorded statement, right after an offer', async () => {
    const asked = await questionsFrom(knownAuto);
    const offer = asked.indexOf('settlementOffer');
    expect(asked.slice(offer, offer + 3)).toEqual(['settlementOffer', 'releaseSigned', 'recordedStatement']);
  });

  it('asks neither of a work injury with no one outside the employer', async () => {
    const asked = await questionsFrom(caseRecordSchema.parse({ ...work, thirdPartyInvolved: false }));
    expect(asked).not.toContain('releaseSigned');
    expect(asked).not.toContain('recordedStatement');
  });

  it('asks both of a work injury with someone outside it', async () => {
    const asked = await questionsFrom(
      caseRecordSchema.parse({ ...work, thirdPartyInvolved: true, thirdParty: 'a delivery driver' }),
    );
    expect(asked).toContain('releaseSigned');
    expect(asked).toContain('recordedStatement');
  });

  it('asks about a recorded statement only where the other side has an insurer to take one', async () => {
    const uninsured = await questionsFrom(
      caseRecordSchema.parse({ ...knownAuto, otherPartyInsurer: 'None' }),
    );
    expect(uninsured).toContain('releaseSigned');
    expect(uninsured).not.toContain('recordedStatement');
    const careMistake = await questionsFrom(
      caseRecordSchema.parse({ ...knownAuto, caseType: 'medical_malpractice', otherPartyInsurer: undefined }),
    );
    expect(careMistake).toContain('releaseSigned');
    expect(careMistake).not.toContain('recordedStatement');
  });

  it('does not ask what the visitor already said', async () => {
    const asked = await questionsFrom(
      caseRecordSchema.parse({ ...knownAuto, releaseSigned: false, recordedStatement: true }),
    );
    expect(asked).not.toContain('releaseSigned');
    expect(asked).not.toContain('recordedStatement');
  });

  it('asks each in the visitor’s language, as a question', async () => {
    const state = {
      ...initialAgentState({ language: 'es', pending: null }),
      asked: (await questionsFrom(knownAuto)).filter(
        (key) => key !== 'releaseSigned' && key !== 'recordedStatement',
      ),
    };
    const record = { ...knownAuto, language: 'es' as const };
    const papers = await agent.chooseNext({ record, state, outcome: 'answered', tokenBudget: 0 });
    expect(papers.next?.key).toBe('releaseSigned');
    expect(papers.next?.text).toMatch(/firmó/);
    expect(papers.next?.text).toMatch(/\?$/);
    const statement = await agent.chooseNext({
      record,
      state: papers.state,
      outcome: 'answered',
      tokenBudget: 0,
    });
    expect(statement.next?.key).toBe('recordedStatement');
    expect(statement.next?.text).toMatch(/declaración grabada/);
  });

  it('answers a signed paper with the attorney’s need to see it, never with what it means', async () => {
    for (const [text, language, said] of [
      ['yes, I signed a release last week', 'en', 'The attorney will need to see what you signed'],
      ['sí, firmé unos papeles', 'es', 'El abogado necesitará ver lo que firmó'],
    ] as const) {
      const read = await readTurn('releaseSigned', text, { context: { caseType: 'auto' }, language });
      expect(read.acknowledgement).toContain(said);
      expect(read.acknowledgement).not.toMatch(/claim|case|reclamo|caso|valid|válid/i);
    }
  });
});

describe('questions that do not fit the person are not asked', () => {
  it('never asks a young child where they work or whether they were on the job', async () => {
    const child = caseRecordSchema.parse({
      ...knownAuto,
      caseType: 'dog_bite',
      age: 9,
      employer: undefined,
      workersComp: undefined,
    });
    const asked = await questionsFrom(child);
    expect(asked).not.toContain('employer');
    expect(asked).not.toContain('workersComp');
    const teen = await questionsFrom(caseRecordSchema.parse({ ...child, age: 17 }));
    expect(teen).toContain('employer');
  });

  it('speaks of another surgery only to someone who had one', async () => {
    const record = caseRecordSchema.parse({
      ...knownAuto,
      treatment: { levels: ['er', 'physical_therapy'], status: 'ongoing' },
    });
    const state = {
      ...initialAgentState({ language: 'en', pending: null }),
      asked: planFor(record).filter((key) => key !== 'futureMedical'),
    };
    const next = await agent.chooseNext({ record, state, outcome: 'answered', tokenBudget: 0 });
    expect(next.next?.key).toBe('futureMedical');
    expect(next.next?.text).not.toMatch(/surgery/i);
    const operated = await agent.chooseNext({
      record: knownAuto,
      state,
      outcome: 'answered',
      tokenBudget: 0,
    });
    expect(operated.next?.text).toMatch(/another surgery/);
    const spanish = await agent.chooseNext({
      record: { ...record, language: 'es' },
      state: { ...state, language: 'es' },
      outcome: 'answered',
      tokenBudget: 0,
    });
    expect(spanish.next?.text).not.toMatch(/cirug/i);
  });
});

describe('answers to the extension questions', () => {
  const auto = { caseType: 'auto' } as const;

  it.each([
    ['yes, the surgeon said the wrist will never be quite the same', 'en', true],
    ['they told me the scar on my forehead is there to stay', 'en', true],
    ['no, they expect me to heal fully', 'en', false],
    ['nope, nothing permanent', 'en', false],
    ['sí, el doctor dice que me va a quedar una cicatriz', 'es', true],
    ['no, dicen que me voy a recuperar bien', 'es', false],
  ] as const)('lasting harm: %s', async (text, language, expected) => {
    const read = await readTurn('permanentInjury', text, { context: auto, language });
    expect(read.record.permanentInjury).toBe(expected);
    expect(read.outcome).toBe('answered');
  });

  it.each([
    ["honestly I don't know yet", 'en'],
    ['no sé todavía, no me han dicho', 'es'],
  ] as const)('lasting harm not known: %s', async (text, language) => {
    const read = await readTurn('permanentInjury', text, { context: auto, language });
    expect(read.record.permanentInjury).toBeUndefined();
    expect(read.record.unknowns).toContain('permanentInjury');
  });

  it.each([
    ['no, nobody has offered anything', 'en'],
    ['not yet', 'en'],
    ['nope', 'en'],
    ['no, todavía nada', 'es'],
    ['todavía no', 'es'],
  ] as const)('no offer is an answer, and nothing is stored: %s', async (text, language) => {
    const read = await readTurn('settlementOffer', text, { context: auto, language });
    expect(read.outcome).toBe('answered');
    expect(read.record.settlementOffer).toBeUndefined();
  });

  it.each([
    ['their adjuster offered me $3,500 last week', 'en', 3500],
    ['yeah they said 1200 and I laughed', 'en', 1200],
    ['me ofrecieron 4 mil dólares', 'es', 4000],
  ] as const)('an offer: %s', async (text, language, amount) => {
    const read = await readTurn('settlementOffer', text, { context: auto, language });
    expect(read.record.settlementOffer).toBe(amount);
  });

  it.each([
    ['no, nothing else', 'en', 0],
    ['nah, insurance covered my prescriptions', 'en', 0],
    ['about $300 in cab rides to physical therapy', 'en', 300],
    ['no, nada más', 'es', 0],
    ['como 250 dólares en medicinas', 'es', 250],
  ] as const)('costs paid: %s', async (text, language, amount) => {
    const read = await readTurn('outOfPocket', text, { context: auto, language });
    expect(read.record.outOfPocket).toBe(amount);
  });

  it.each([
    ['no idea', 'en'],
    ['no, nobody told me', 'en'],
    ['ni idea', 'es'],
  ] as const)('limits not known: %s', async (text, language) => {
    const read = await readTurn('policyLimit', text, { context: auto, language });
    expect(read.record.policyLimit).toBeUndefined();
    expect(read.record.unknowns).toContain('policyLimit');
  });

  it('reads limits given as a pair', async () => {
    const read = await readTurn('policyLimit', 'the adjuster said 25/50', { context: auto });
    expect(read.record.policyLimit).toEqual({ perPerson: 25_000, perAccident: 50_000 });
  });

  it.each([
    ['yes I added it last year', 'en', true],
    ['no, just liability', 'en', false],
    ['sí, la tengo', 'es', true],
    ['no, solo lo básico', 'es', false],
  ] as const)('UM/UIM asked on its own: %s', async (text, language, expected) => {
    const read = await readTurn('hasUmUim', text, { context: auto, language });
    expect(read.record.hasUmUim).toBe(expected);
  });
});

describe('a figure already given, said again to another money question', () => {
  it.each([
    ['about 9,000 so far, insurance paid part of it', 'en'],
    ['like 9k total', 'en'],
    ['unos 9,000 dólares hasta ahora', 'es'],
  ] as const)('is not a second cost: %s', async (text, language) => {
    const read = await readTurn('outOfPocket', text, {
      context: { caseType: 'auto', medicalBills: 9000 },
      language,
    });
    expect(read.record.outOfPocket).toBeUndefined();
    expect(read.record.medicalBills?.total).toBe(9000);
  });

  it('still takes a new figure', async () => {
    const read = await readTurn('outOfPocket', 'yes, about $450 for a brace and parking', {
      context: { caseType: 'auto', medicalBills: 9000 },
    });
    expect(read.record.outOfPocket).toBe(450);
  });
});

describe('a figure alone', () => {
  it('answers the money question asked, even when another fact holds the same figure', async () => {
    for (const text of ['$9,000', '9000', '9k'] as const) {
      const read = await readTurn('outOfPocket', text, { context: { caseType: 'auto', medicalBills: 9000 } });
      expect(read.record.outOfPocket, text).toBe(9000);
    }
  });
});

describe('a question asked twice and still not answered', () => {
  it.each([
    ['employer', 'hmm', 'en', "No problem, let's leave that one for the case manager."],
    ['employer', 'ok one sec', 'en', "No problem, let's leave that one for the case manager."],
    ['employer', 'mmm', 'es', 'No se preocupe, eso lo dejamos para el coordinador del caso.'],
  ] as const)('is left for a person, and said so kindly: %s → %s', async (question, text, language, said) => {
    const record = caseRecordSchema.parse({ caseType: 'auto', language });
    const state = {
      ...initialAgentState({ language, pending: question, asked: [question] }),
      isRephrased: true,
    };
    const read = await agent.readAnswer({ record, state, text, referenceDate: new Date(), tokenBudget: 0 });
    expect(read.acknowledgement).toBe(said);
    expect(read.record.unknowns).toContain(question);
    const next = await agent.chooseNext({
      record: read.record,
      state: read.state,
      outcome: read.outcome,
      tokenBudget: 0,
    });
    expect(next.next?.key).not.toBe(question);
  });
});

describe('in the extension, a fact the visitor does not know (decisions 0143, 0341)', () => {
  it.each(['witnesses', 'photos', 'hasUmUim'] as const)(
    'is asked once more, in other words, then never again: %s',
    async (key) => {
      const record = caseRecordSchema.parse({ ...knownAuto, [key]: undefined, unknowns: [key] });
      const done = await questionsFrom(record);
      expect(done).not.toContain(key);
      const state = {
        ...initialAgentState({ language: 'en', pending: null }),
        asked: [...done, key],
        inExtension: true,
      };
      const after = await questionsAfter(record, state);
      expect(after.filter((asked) => asked === key)).toHaveLength(1);
    },
  );

  it('is never asked again when only the other side knows it: policyLimit', async () => {
    const record = caseRecordSchema.parse({
      ...knownAuto,
      policyLimit: undefined,
      unknowns: ['policyLimit'],
    });
    const done = await questionsFrom(record);
    const state = {
      ...initialAgentState({ language: 'en', pending: null }),
      asked: [...done, 'policyLimit' as const],
      inExtension: true,
    };
    expect(await questionsAfter(record, state)).not.toContain('policyLimit');
  });

  it('is not asked again after "no idea" to the limits question', async () => {
    const record = caseRecordSchema.parse({ ...knownAuto, policyLimit: undefined });
    const state = {
      ...initialAgentState({ language: 'en', pending: 'policyLimit', asked: ['policyLimit'] }),
      inExtension: true,
    };
    const read = await agent.readAnswer({
      record,
      state,
      text: 'no idea what their limits are',
      referenceDate: new Date(),
      tokenBudget: 0,
    });
    expect(read.record.unknowns).toContain('policyLimit');
    expect(await questionsAfter(read.record, read.state)).not.toContain('policyLimit');
  });
});

describe('in the extension, a question whose answer gave none of its facts (decision 0143)', () => {
  it('is asked once more in other words, and never a third time', async () => {
    const record = caseRecordSchema.parse({ ...knownAuto, witnesses: undefined });
    const done = await questionsFrom(record);
    const state = {
      ...initialAgentState({ language: 'en', pending: null }),
      // Asked once in part one (decision 0230 counts every time a fact was asked).
      asked: [...done.filter((key) => key !== 'witnesses'), 'witnesses' as const],
      unanswered: ['witnesses' as const],
      inExtension: true,
    };
    const again = await agent.chooseNext({ record, state, outcome: 'answered', tokenBudget: 0 });
    expect(again.next?.key).toBe('witnesses');
    expect(again.next?.text).toBe(witnessesFact.rephrase!.en(record));
    expect(again.state.reasked).not.toContain('witnesses');
    expect(await questionsAfter(record, { ...again.state, pending: null })).not.toContain('witnesses');
  });

  it('is not asked in part one again, nor after a plain "no" to a question a no answers', async () => {
    const record = caseRecordSchema.parse({ ...knownAuto, settlementOffer: undefined, witnesses: undefined });
    const partOne = {
      ...initialAgentState({ language: 'en', pending: null }),
      asked: [...(await questionsFrom(record)), 'witnesses' as const],
      unanswered: ['witnesses' as const],
    };
    expect(await questionsAfter(record, partOne)).not.toContain('witnesses');
    const offered = {
      ...initialAgentState({ language: 'en', pending: 'settlementOffer', asked: ['settlementOffer'] }),
      inExtension: true,
    };
    const read = await agent.readAnswer({
      record,
      state: offered,
      text: 'no, not yet',
      referenceDate: new Date(),
      tokenBudget: 0,
    });
    expect(read.state.unanswered).not.toContain('settlementOffer');
  });
});

describe('a question whose premise the facts deny is not asked (decision 0143)', () => {
  const { ownCoverage: _own, hasUmUim: _um, ...noOwnPolicy } = knownAuto;
  it.each(['pedestrian', 'cyclist', 'bystander'] as const)(
    'never asks someone hit as a %s about their own car insurance',
    async (role) => {
      const asked = await questionsFrom(caseRecordSchema.parse({ ...noOwnPolicy, role }));
      expect(asked).not.toContain('ownCoverage');
      expect(asked).not.toContain('hasUmUim');
    },
  );
  it.each(['driver', 'passenger', 'motorcyclist'] as const)('still asks a %s', async (role) => {
    const asked = await questionsFrom(caseRecordSchema.parse({ ...noOwnPolicy, role }));
    expect(asked).toContain('ownCoverage');
  });
});

/** Every question the agent would still ask from this state, each answer leaving its fact unknown. */
async function questionsAfter(record: CaseRecord, start: AgentState): Promise<QuestionKey[]> {
  let state = start;
  const asked: QuestionKey[] = [];
  for (let guard = 0; guard < 40; guard += 1) {
    const chosen = await agent.chooseNext({ record, state, outcome: 'answered', tokenBudget: 0 });
    if (!chosen.next) break;
    asked.push(chosen.next.key);
    state = chosen.state;
  }
  return asked;
}

describe('the fault question fits how the visitor was hit (decision 0143)', () => {
  it.each([
    ['pedestrian', 'en', /crosswalk/],
    ['cyclist', 'en', /lights/],
    ['pedestrian', 'es', /paso peatonal/],
    ['cyclist', 'es', /sin luces/],
    ['driver', 'en', /seat belt/],
  ] as const)('asks a %s (%s) about what they could be blamed for', (role, language, words) => {
    const record = caseRecordSchema.parse({ caseType: 'auto', role });
    const question = ownFaultPercentFact.question![language](record);
    expect(question).toMatch(words);
    if (role !== 'driver') expect(question).not.toMatch(/seat belt|cinturón|speeding|ir rápido/);
  });
});
