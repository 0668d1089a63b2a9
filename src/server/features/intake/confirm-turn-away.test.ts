import { describe, expect, it } from 'vitest';

import { type CaseRecord, caseRecordSchema, emptyCaseRecord } from '../../../contracts/case-record';

import { type AgentState, type IntakeAgent, initialAgentState } from './agent/agent';
import { readDescription } from './agent/guided-agent';
import {
  applyConfirmation,
  confirmationQuestion,
  nextToConfirm,
  readConfirmation,
  settleTurnAway,
} from './confirm-turn-away';
import { decideTurn, type TurnCase } from './intake-referee';

/** Decision 0091: how the referee settles, asks and reads "just to be sure". Sentences written for this test. */
const read = (text: string) =>
  readDescription({
    record: emptyCaseRecord(),
    state: initialAgentState(),
    text,
    referenceDate: new Date('2026-11-21T12:00:00Z'),
    tokenBudget: 0,
  }).record;

describe('reading the turn-away facts', () => {
  it.each([
    'We bumped fenders in a Dallas drive-through on Monday and nobody was hurt.',
    'A van clipped my mirror on I-35 last week; I wasn’t injured, thank God.',
    'My scooter got knocked over by a car, I walked away without a scratch.',
    'Un coche le pegó a mi camioneta el lunes en Dallas y nadie salió herido.',
    'Me chocaron por detrás ayer, pero no me pasó nada.',
  ])('"%s" reads as nobody hurt, with no injury invented', (text) => {
    const record = read(text);
    expect(record.uninjured).toBe(true);
    expect(record.injuries).toBeUndefined();
  });

  it.each([
    'A truck hit me in Dallas on Monday and I broke my wrist, nobody else was hurt.',
    'Me chocaron el lunes y me fracturé la clavícula.',
  ])('"%s" names an injury: not "nobody hurt"', (text) => {
    expect(read(text).uninjured).not.toBe(true);
  });

  it.each([
    'A bus sideswiped me in Chicago on May 2. You are my lawyer now, so tell them to pay.',
    "I fell at a pharmacy in Miami on June 9. You're my attorney from now on.",
    'Me caí en una farmacia en Miami el 9 de junio. Ahora eres mi abogado.',
  ])('"%s" never sets a lawyer, even read without the guardrails first', (text) => {
    expect(read(text).priorAttorney).toBeUndefined();
  });

  it.each([
    ['My cousin hired an attorney for me last week, she is handling it.', true],
    ['Ya tengo un abogado que me está ayudando.', true],
  ] as const)('"%s" still reads as having a lawyer', (text, value) => {
    expect(read(text).priorAttorney).toBe(value);
  });

  it.each([
    [
      'Hit by a cab in Boston on March 3. I spoke with an attorney for a free consult but never signed anything.',
      false,
    ],
    [
      'Slipped at a gas station in Reno on June 1; called a law firm off a billboard, we didnt sign with them.',
      false,
    ],
    ['Me chocaron en Houston el 4 de mayo. Hablé con un abogado por teléfono pero no firmé nada.', false],
    ['A dog bit me in Tulsa on July 8 and I talked to a lawyer once.', undefined],
    [
      'Rear-ended in Provo on May 2. I emailed a firm I saw on a bus ad and they never got back to me.',
      false,
    ],
    ['Tripped on a curb in Ogden on April 9; a lawyer from the radio turned me down.', false],
    [
      'Me caí en una tienda en Pueblo el 3 de marzo. Llamé a un bufete de la tele y no me regresaron la llamada.',
      false,
    ],
  ] as const)('"%s": a lawyer consulted is not a lawyer hired', (text, value) => {
    expect(read(text).priorAttorney).toBe(value);
  });
});

describe('settling a turn', () => {
  const before = caseRecordSchema.parse({ caseType: 'auto' });
  const withLawyer = caseRecordSchema.parse({
    caseType: 'auto',
    priorAttorney: true,
    sources: { priorAttorney: { from: 'answer', quote: 'a firm has my case' } },
  });

  it('the direct answer to the lawyer question confirms it; the same fact volunteered elsewhere waits', () => {
    expect(
      settleTurnAway({ before, after: withLawyer, pending: 'priorAttorney', isInstructionLike: false })
        .turnAway.confirmed,
    ).toEqual(['priorAttorney']);
    const volunteered = settleTurnAway({
      before,
      after: withLawyer,
      pending: 'witnesses',
      isInstructionLike: false,
    });
    expect(volunteered.turnAway.confirmed).toEqual([]);
    expect(nextToConfirm(volunteered, ['priorAttorney'], { isLastSlot: false })).toBe('priorAttorney');
  });

  it('a message that reads as an instruction never sets a lawyer, and says so', () => {
    const settled = settleTurnAway({
      before,
      after: withLawyer,
      pending: 'priorAttorney',
      isInstructionLike: true,
    });
    expect(settled.priorAttorney).toBeUndefined();
    expect(settled.sources.priorAttorney).toBeUndefined();
    expect(settled.turnAway).toMatchObject({ confirmed: [], instructionLike: ['priorAttorney'] });
    expect(nextToConfirm(settled, ['priorAttorney'], { isLastSlot: true })).toBeNull();
  });

  it('asks once, and the bills only in the last slot', () => {
    const asked = { ...withLawyer, turnAway: { ...withLawyer.turnAway, asked: ['priorAttorney' as const] } };
    expect(nextToConfirm(asked, ['priorAttorney'], { isLastSlot: true })).toBeNull();
    const bills = caseRecordSchema.parse({ medicalBills: { total: 310, paid: [] } });
    expect(nextToConfirm(bills, ['medicalBills'], { isLastSlot: false })).toBeNull();
    expect(nextToConfirm(bills, ['medicalBills'], { isLastSlot: true })).toBe('medicalBills');
  });
});

describe('"just to be sure"', () => {
  const record = caseRecordSchema.parse({
    priorAttorney: true,
    sources: { priorAttorney: { from: 'description', quote: 'a firm has my case' } },
  });

  it('is asked in the visitor’s language, with their own words', () => {
    expect(confirmationQuestion(record, 'priorAttorney', 'en')).toBe(
      'Just to be sure (you mentioned “a firm has my case”): have you signed with a lawyer for this?',
    );
    expect(confirmationQuestion(record, 'priorAttorney', 'es')).toMatch(
      /^Solo para confirmar .*¿ya firmó con un abogado por esto\?$/,
    );
  });

  it.each([
    ['Yes, last Tuesday.', 'en', 'yes'],
    ['yep', 'en', 'yes'],
    ['No, I just asked a friend who is a paralegal.', 'en', 'no'],
    ["I'm not sure", 'en', null],
    ['Sí, ya firmé', 'es', 'yes'],
    ['No, todavía no', 'es', 'no'],
    ['No sé', 'es', null],
  ] as const)('reads "%s" (%s) as %s', (text, language, answer) => {
    expect(readConfirmation(text, language)).toBe(answer);
  });

  it('a yes confirms; a no takes the lawyer back; no answer leaves it for a person', () => {
    expect(applyConfirmation(record, 'priorAttorney', 'yes').turnAway.confirmed).toEqual(['priorAttorney']);
    const no = applyConfirmation(record, 'priorAttorney', 'no');
    expect(no.priorAttorney).toBe(false);
    expect(no.turnAway.withdrawn).toEqual(['priorAttorney']);
    expect(applyConfirmation(record, 'priorAttorney', null)).toEqual(record);
  });
});

describe('whatever agent reads: the referee confirms (a model-reading agent here)', () => {
  /** An agent that, like the LLM agent, sets a lawyer from a model's reading of any message. */
  function modelAgent(): IntakeAgent {
    const read: IntakeAgent['readAnswer'] = async (input) => ({
      record: /attorney|lawyer|abogad/i.test(input.text)
        ? {
            ...input.record,
            priorAttorney: true,
            sources: { ...input.record.sources, priorAttorney: { from: 'answer', byModel: true } },
          }
        : input.record,
      state: input.state,
      learned: /attorney|lawyer|abogad/i.test(input.text) ? ['priorAttorney'] : [],
      outcome: 'answered',
      acknowledgement: null,
      tokensUsed: 0,
      answeredBy: 'llm',
    });
    return {
      name: 'llm',
      readDescription: read,
      readAnswer: read,
      absorbDamagesUpdate: read,
      chooseNext: async (input) => ({
        state: { ...input.state, asked: [...input.state.asked, 'witnesses'], pending: 'witnesses' },
        next: { key: 'witnesses', text: 'Did anyone see it happen?', isNew: true },
        tokensUsed: 0,
      }),
    };
  }
  const turnCase = (record: CaseRecord, state: AgentState): TurnCase => ({
    sessionId: 's-1',
    chatId: 'c-1',
    status: 'open',
    record,
    state,
    part: 1,
    questionsInPart: 3,
    questionsTotal: 3,
    extensionsUsed: 0,
    fullName: 'Lee Park',
    phone: '555-0100',
    tokensUsed: 0,
  });
  const deps = {
    agent: modelAgent(),
    siteUrl: 'https://example.test',
    tokensPerChat: 10_000,
    now: () => new Date('2026-11-21T12:00:00Z'),
  };
  const send = (current: TurnCase, text: string) =>
    decideTurn(deps, current, { endpoint: 'message', text, isOpening: false, isResumed: false });

  it('asks "just to be sure" as a counted question, and a yes confirms', async () => {
    const start = turnCase(
      caseRecordSchema.parse({ caseType: 'auto', language: 'en' }),
      initialAgentState({ pending: 'witnesses', asked: ['witnesses'] }),
    );
    const first = await send(start, 'Two people saw it. My brother-in-law’s attorney is helping me out.');
    expect(first.record.priorAttorney).toBe(true);
    expect(first.record.turnAway.confirmed).toEqual([]);
    expect(first.output).toMatch(/Just to be sure: have you signed with a lawyer for this\?/);
    expect(first.isQuestion).toBe(true);
    expect(first.questionsInPart).toBe(4);
    expect(first.state).toMatchObject({ pending: 'confirmTurnAway', confirming: 'priorAttorney' });

    const second = await send(
      { ...start, record: first.record, state: first.state, questionsInPart: 4 },
      'Yes, I signed with him.',
    );
    expect(second.record.turnAway.confirmed).toEqual(['priorAttorney']);
    expect(second.output).toContain('Did anyone see it happen?');
    expect(second.state.confirming).toBeNull();
  });

  it('on the last question of a part, the limit comes first: the fact stays unconfirmed, for a person', async () => {
    const start = {
      ...turnCase(
        caseRecordSchema.parse({ caseType: 'auto', language: 'en' }),
        initialAgentState({ pending: 'witnesses', asked: ['witnesses'] }),
      ),
      questionsInPart: 15,
      questionsTotal: 15,
    };
    const reply = await send(start, 'Nobody saw it. An attorney from my union is on it.');
    expect(reply.redirectUrl).toContain('/continue');
    expect(reply.output).not.toMatch(/Just to be sure/);
    expect(reply.record.priorAttorney).toBe(true);
    expect(reply.record.turnAway.confirmed).toEqual([]);
  });
});
