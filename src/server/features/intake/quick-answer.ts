import type { FactKey, Language } from '../../../contracts/case-record';
import { factCatalogue, type FactValueType } from '../../../contracts/fact-catalogue';
import type { QuickAnswer, QuickAnswerKind, StateChoice } from '../../../contracts/quick-answer';
import { stateCodes } from '../../case-record/us-places';

import type { AgentState, ExtraQuestionKey, QuestionKey } from './agent/agent';
import { stateFact } from './agent/facts/state.fact';

/**
 * Which quick answer a pending question gets (issue 23; decision 0108). A fact's kind comes from
 * the catalogue's value type, so a fact added there with a closed type gets its chips with no
 * second list here. Only closed types: a yes or no, a day, a state, an amount of money.
 */
const kindOfValueType: Partial<Record<FactValueType, QuickAnswerKind>> = {
  'yes-no': 'yesNo',
  date: 'date',
  state: 'state',
  money: 'money',
};

/**
 * The questions that are not facts of the catalogue and are still closed: "just to be sure" is
 * asked as a yes or no (decision 0091), and the exact-day follow-up is read as the incident date.
 * Name, phone, the case-type choice and the open "anything else" get nothing.
 */
const kindOfExtraQuestion: Partial<Record<ExtraQuestionKey, QuickAnswerKind>> = {
  confirmTurnAway: 'yesNo',
  datePrecision: kindOfValueType[factCatalogue.incidentDate.valueType],
};

export function quickAnswerKindOf(key: QuestionKey): QuickAnswerKind | null {
  if (Object.hasOwn(factCatalogue, key))
    return kindOfValueType[factCatalogue[key as FactKey].valueType] ?? null;
  return kindOfExtraQuestion[key as ExtraQuestionKey] ?? null;
}

/** The state picker's choices: every state the reader knows, by the name it says back, in alphabetical order. */
function stateChoices(language: Language): StateChoice[] {
  return [...stateCodes]
    .map((code) => ({ code, name: stateFact.describe(code, language) }))
    .sort((left, right) => left.name.localeCompare(right.name, language));
}

export interface RepliedTurn {
  state: AgentState;
  /** The reply's language (the record's, else the agent state's). */
  language: Language;
  /** The reply moves the visitor on (the part ended): nothing is left to answer here. */
  redirectUrl: string | null;
  /** The reply is the pause command's link, which does not ask the pending question again. */
  isPause: boolean;
}

/**
 * The quick answer of a reply, from the question still pending after the turn. None while "are
 * you safe?" waits (that answer is the visitor's own words, issue 27), while a command waits for
 * its details, or on a reply that ends the part.
 */
export function quickAnswerFor(turn: RepliedTurn): QuickAnswer | undefined {
  const { state, language } = turn;
  if (turn.redirectUrl || turn.isPause || !state.pending) return undefined;
  if (state.safety.isAwaitingAnswer || state.awaiting) return undefined;
  const kind = quickAnswerKindOf(state.pending);
  if (!kind) return undefined;
  return kind === 'state' ? { kind, language, states: stateChoices(language) } : { kind, language };
}
