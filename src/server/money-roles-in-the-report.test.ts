import { describe, expect, it } from 'vitest';

import { type CaseRecord, emptyCaseRecord, type Language } from '../contracts/case-record';

import { checkMessage } from './features/intake/guardrails';
import { initialAgentState, type QuestionKey } from './features/intake/agent/agent';
import { createGuidedAgent } from './features/intake/agent/guided-agent';
import { estimateCaseValue } from './features/reports/estimate-case-value';
import { reportWords } from './features/reports/words';

/**
 * Issue 24, "money roles", from the chat to the valuation: a part of the bills paid by PIP,
 * Medicare or comp, read by the guided agent, is counted in the bills by the report's real
 * valuation, names a lien, and never becomes an insurance limit; a limit told in words that
 * name one still caps the value. Sentences written for this test.
 */
const agent = createGuidedAgent();
const referenceDate = new Date('2026-11-21T15:00:00Z');

async function toldInStory(language: Language, text: string): Promise<CaseRecord> {
  const opening =
    language === 'es'
      ? 'En septiembre un carro me chocó por detrás en Orlando y me lastimé la espalda.'
      : 'In September a sedan rear-ended me in Orlando and hurt my back.';
  const result = await agent.readDescription({
    record: emptyCaseRecord(),
    state: initialAgentState(),
    text: checkMessage(`${opening} ${text}`, language).readable,
    referenceDate,
    tokenBudget: 0,
  });
  return result.record;
}

async function toldAsAnswer(language: Language, pending: QuestionKey, text: string): Promise<CaseRecord> {
  const read = await agent.readAnswer({
    record: { ...emptyCaseRecord(), caseType: 'auto', language },
    state: { ...initialAgentState({ language }), pending },
    text: checkMessage(text, language).readable,
    referenceDate,
    tokenBudget: 0,
  });
  return read.record;
}

/** The rest of a clean case, so the valuation has what it needs apart from the money told. */
const restOfCase = (record: CaseRecord): CaseRecord => ({
  ...record,
  caseType: 'auto',
  state: 'FL',
  incidentDate: { from: '2026-09-14', to: '2026-09-14', precision: 'day' },
  injuries: ['whiplash', 'sprained lower back'],
  ownFaultPercent: 0,
  lostWages: { notWorking: 'retired' },
});

describe('the report values the paid part as part of the bills and names the lien', () => {
  const english = reportWords('en');
  const spanish = reportWords('es');

  it('counts the whole bill, applies no limit and names PIP as a lien (answer to the insurer question)', async () => {
    const told = await toldAsAnswer('en', 'otherPartyInsurer', 'PIP has paid $1,800 of the $4,000 so far.');
    const valuation = estimateCaseValue({ record: restOfCase(told), reportDate: '2026-11-21' });
    expect(valuation.steps.find((step) => step.code === 'medical_bills')?.range.likely).toBe(4000);
    expect(valuation.steps.some((step) => step.code === 'insurance_limit')).toBe(false);
    expect(valuation.notes).toContainEqual({ code: 'liens', payers: ['pip_medpay'] });
    expect(valuation.notes.map(english.note).join(' ')).toMatch(/PIP or MedPay/);
    // Whether PIP is paid back depends on the state (no-fault states differ): never told as certain.
    expect(valuation.notes.map(english.note).join(' ')).toMatch(/may have to be paid back.*no-fault/);
    // Pain and suffering is worked on the whole $4,000, not capped at $1,800 (the old misread).
    expect(valuation.value.likely).toBeGreaterThan(4000);
  });

  it('counts the whole bill and names Medicare, in Spanish (told in the story)', async () => {
    const told = await toldInStory('es', 'Medicare pagó $5,000 de los $6,500.');
    const valuation = estimateCaseValue({ record: restOfCase(told), reportDate: '2026-11-21' });
    expect(valuation.steps.find((step) => step.code === 'medical_bills')?.range.likely).toBe(6500);
    expect(valuation.steps.some((step) => step.code === 'insurance_limit')).toBe(false);
    expect(valuation.notes).toContainEqual({ code: 'liens', payers: ['medicare'] });
    expect(valuation.notes.map(spanish.note).join(' ')).toMatch(/Medicare/);
  });

  it('adds no wage line for a weekly comp check and names comp as a lien', async () => {
    const told = await toldAsAnswer('en', 'lostWages', "I get $520 a week from workman's comp.");
    const record = {
      ...restOfCase(told),
      lostWages: undefined,
      medicalBills: { ...told.medicalBills!, total: 9000 },
    };
    const valuation = estimateCaseValue({ record, reportDate: '2026-11-21' });
    expect(valuation.steps.some((step) => step.code === 'lost_wages')).toBe(false);
    expect(valuation.notes).toContainEqual({ code: 'liens', payers: ['workers_comp'] });
  });

  it('applies a limit told in words that name one', async () => {
    const told = await toldAsAnswer('en', 'otherPartyInsurer', 'Her insurance limit is $15,000.');
    const record = { ...restOfCase(told), medicalBills: { total: 30_000, paid: [] } };
    const valuation = estimateCaseValue({ record, reportDate: '2026-11-21' });
    const limit = valuation.steps.find((step) => step.code === 'insurance_limit');
    expect(limit).toMatchObject({ perPerson: 15_000 });
    expect(valuation.value.high).toBeLessThanOrEqual(15_000);
    expect(valuation.notes.some((note) => note.code === 'liens')).toBe(false);
  });
});
