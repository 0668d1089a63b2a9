import type { CaseRecord, FactKey } from '../../../../contracts/case-record';
import { factCatalogue } from '../../../../contracts/fact-catalogue';
import type { AgentState, IntakeAgent, QuestionKey } from '../agent/agent';
import type { FactModule } from '../agent/facts/fact-module';
import { factRegistry } from '../agent/facts/registry';
import { deeperPlanFor, isPremiseDenied, onlyOthersCanTell, planFor } from '../agent/plans';
import { factsOfQuestion } from '../agent/read-message';

const module = (key: FactKey) => factRegistry[key] as FactModule;

/**
 * Test helper (issue 23 point 6; decisions 0341, 0366): the questions worth asking when the
 * extension opens, worked out from the catalogue and the plans, not from the agent's own picker.
 * Each fact of the case's plan and of the deeper questions that fits the person and
 * - was never asked in its own words and is not known, or
 * - is held without the part its worth turns on (its follow-up), or
 * - was answered "not sure" once, and is not one only a doctor or the other side can tell, or
 * - asks for a figure or a name (value type money, policy or party: bills, an insurer, an employer)
 *   and the visitor said yes to it in part one without either (`saidYes`: the test's own record of
 *   its replies), the value still missing (decisions 0366, 0412), or
 * - was asked once in its own words and its answer closed nothing: no value, not noted unknown,
 *   never put again in other words (the question part one's limit cut off, decision 0413), and
 *   not one a plain "no" answers without a value;
 * never a fact passed over otherwise or already asked twice; plus the open question if not yet asked.
 * The other side's limits and the visitor's UM/UIM are worth asking once the insurer is named,
 * which a plain answer to a question worth asking will do.
 */
export function worthAsking(
  record: CaseRecord,
  state: AgentState,
  saidYes: readonly QuestionKey[] = [],
): QuestionKey[] {
  const ownAsks = (key: QuestionKey) =>
    state.asked.filter((asked) => asked === key).length + Number(state.notSureBeside.includes(key));
  const touched = (key: FactKey) => state.asked.some((asked) => factsOfQuestion(asked).includes(key));
  const worth = (key: FactKey): boolean => {
    const fact = module(key);
    if (!fact.question || !fact.appliesTo(record) || isPremiseDenied(key, record)) return false;
    const isYesWithoutValue =
      saidYes.includes(key) &&
      record[key] === undefined &&
      ['money', 'policy', 'party'].includes(factCatalogue[key].valueType) &&
      !onlyOthersCanTell.includes(key);
    if (isYesWithoutValue) return true;
    if (state.skipped.includes(key) || state.askedAgain.includes(key)) return false;
    if (record[key] !== undefined) return Boolean(fact.followUp?.lacks(record) && ownAsks(key) < 2);
    if (record.unknowns.includes(key))
      return touched(key) && ownAsks(key) < 2 && !onlyOthersCanTell.includes(key) && Boolean(fact.rephrase);
    return (
      !state.asked.includes(key) ||
      (ownAsks(key) < 2 && (state.unanswered.includes(key) || !fact.isAnsweredByNo))
    );
  };
  const plan = planFor(record).filter(worth);
  const named = (key: 'otherPartyInsurer' | 'ownCoverage') =>
    record[key] ?? (plan.includes(key) ? 'an insurer named in a plain answer' : undefined);
  const projected: CaseRecord = {
    ...record,
    otherPartyInsurer: named('otherPartyInsurer'),
    ownCoverage: named('ownCoverage'),
  };
  const deeper = deeperPlanFor(projected).filter((key) => !plan.includes(key) && worth(key));
  const open: QuestionKey[] = state.asked.includes('anythingElse') ? [] : ['anythingElse'];
  return [...plan, ...open, ...deeper];
}

/**
 * Test helper: the questions the agent's picker asks, in order, when no answer tells anything
 * new, from `state` until it has nothing left (at most 40).
 */
export async function questionsAskedInTurn(
  agent: Pick<IntakeAgent, 'chooseNext'>,
  record: CaseRecord,
  state: AgentState,
): Promise<{ key: QuestionKey; text: string }[]> {
  const asked: { key: QuestionKey; text: string }[] = [];
  let current = state;
  for (let guard = 0; guard < 40; guard += 1) {
    const chosen = await agent.chooseNext({ record, state: current, outcome: 'answered', tokenBudget: 0 });
    if (!chosen.next) break;
    asked.push({ key: chosen.next.key, text: chosen.next.text });
    current = { ...chosen.state, pending: null };
  }
  return asked;
}
