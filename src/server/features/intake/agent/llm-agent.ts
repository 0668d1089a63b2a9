import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  APICallError,
  generateText,
  JSONParseError,
  type LanguageModel,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  TypeValidationError,
} from 'ai';
import { z } from 'zod';

import {
  type CaseRecord,
  type FactKey,
  factKeys,
  factValueSchemas,
  type Language,
} from '../../../../contracts/case-record';
import type { LlmConfig } from '../../../config';
import type { Logger } from '../../../logger';

import type { ChooseInput, ChooseResult, IntakeAgent, ReadInput, ReadResult } from './agent';
import { factRegistry } from './facts/registry';
import { createGuidedAgent } from './guided-agent';
import { type BreakerFailure, createLlmBreaker } from './llm-breaker';
import { checkFactValue } from './reading/validators';

/**
 * The optional LLM agent (DESIGN.md §3). The guided agent reads every message first and
 * chooses every question; the model proposes facts the guided reading did not set (in the
 * registry's own schema, each with the visitor's words it rests on) and may phrase the
 * question. It proposes only: its output is untrusted, and screen-agent-output.ts decides
 * what is recorded and shown (decision 0062). Any failure (timeout, HTTP error, output not
 * in the schema) and the guided turn stands as it is.
 *
 * A slow or broken model never holds the visitor (issue 29, decision 0077): a turn's model
 * calls share one budget (LLM_TIMEOUT_MS) and run side by side (the question the guided
 * reading leads to is phrased while the model reads), and a breaker skips the model for a
 * while after it fails.
 */

const factReadingSchema = z.object(
  Object.fromEntries(
    factKeys.map((key) => [
      key,
      z.object({ value: factValueSchemas[key], quote: z.string().min(2).max(300) }).optional(),
    ]),
  ) as {
    [K in FactKey]: z.ZodOptional<z.ZodObject<{ value: (typeof factValueSchemas)[K]; quote: z.ZodString }>>;
  },
);

const readOutputSchema = z.object({ facts: factReadingSchema.partial() });
const questionOutputSchema = z.object({ question: z.string().min(5).max(400) });

const SYSTEM_READ = [
  'You read one message from a person hurt in an accident into a case record. You are not a lawyer and give no advice.',
  'Return only facts the person stated in this message, each with "quote": the exact words of the message it comes from.',
  'Use ISO dates (YYYY-MM-DD) with a precision (day, week, month, season, year), two-letter US state codes, dollar amounts as numbers.',
  'A total of medical bills is not a part someone paid; a policy limit is not a bill. Leave out anything you are unsure of.',
].join(' ');

const SYSTEM_PHRASE = [
  'You rephrase one intake question so it sounds warm and plain, in the given language. Keep its meaning and its one topic.',
  'Return exactly one question ending with a question mark: no advice, no promises, no links, no second question.',
].join(' ');

export interface LlmAgentOptions {
  /** Monotonic milliseconds for the breaker's cool-down; tests move it by hand. */
  clock?: () => number;
}

/** One model call's answer, or null: skipped, failed or called off (the guided turn stands). */
type ModelAnswer<T> = { output: T; tokens: number } | null;

/** A turn's time for the model: starts with its first call and ends for every call at once. */
interface TurnBudget {
  readonly isStarted: boolean;
  signal(): AbortSignal;
}

function createTurnBudget(ms: number): TurnBudget {
  let signal: AbortSignal | null = null;
  return {
    get isStarted() {
      return signal !== null;
    },
    signal: () => (signal ??= AbortSignal.timeout(ms)),
  };
}

/** A phrasing started this turn: its answer, and a way to call it off when it is not needed. */
interface Phrasing {
  answer: Promise<ModelAnswer<string>>;
  cancel: AbortController;
  /** Tokens it spent, once it answered (counted even when its wording is not used). */
  tokens: number;
}

/** What went wrong, in the breaker's words (logged; never the request or the answer). */
function failureOf(error: unknown): BreakerFailure {
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === 429) return 'rate_limited';
    if (status === undefined) return 'unreachable';
    // A 2xx the provider could not read is the model's output, not the service, failing.
    return status >= 200 && status < 300 ? 'bad_output' : 'http_error';
  }
  if (
    NoObjectGeneratedError.isInstance(error) ||
    NoOutputGeneratedError.isInstance(error) ||
    JSONParseError.isInstance(error) ||
    TypeValidationError.isInstance(error)
  )
    return 'bad_output';
  return 'unreachable';
}

export function createLlmAgent(config: LlmConfig, log: Logger, options: LlmAgentOptions = {}): IntakeAgent {
  const guided = createGuidedAgent();
  // Per process: each app instance has its own (decision 0077). The log says when the model is
  // skipped and when it is back, with the reason and cool-down only.
  const breaker = createLlmBreaker({
    cooldownMs: config.breakerCooldownMs,
    maxCooldownMs: config.breakerMaxCooldownMs,
    now: options.clock ?? (() => performance.now()),
    onChange: (change) => {
      if (change.state === 'open')
        log.warn(
          {
            event: 'llm_breaker_open',
            failure: change.failure,
            cooldownMs: change.cooldownMs,
            afterProbe: change.wasProbe,
          },
          'LLM breaker open: the model is skipped and the guided agent answers until a probe succeeds',
        );
      else
        log.info(
          { event: 'llm_breaker_closed', openForMs: change.openForMs },
          'LLM breaker closed: the model answered the probe',
        );
    },
  });
  let model: LanguageModel | undefined;
  // Built on first use, not at start: a test or an offline start never waits on a provider.
  const getModel = (): LanguageModel => {
    if (model) return model;
    model =
      config.provider === 'anthropic'
        ? createAnthropic({ apiKey: config.apiKey, ...(config.baseUrl ? { baseURL: config.baseUrl } : {}) })(
            config.model,
          )
        : createOpenAICompatible({
            name: 'intake-llm',
            baseURL: config.baseUrl ?? '',
            ...(config.apiKey ? { apiKey: config.apiKey } : {}),
            supportsStructuredOutputs: true,
          }).chatModel(config.model);
    return model;
  };

  /**
   * One model call, when the breaker lets it through, cut off when the turn's budget runs out
   * (or `cancel` fires). The permit is taken before the first await, so of two calls started
   * together the first is the probe. No retries: a retry would spend the same budget.
   */
  async function callModel<T>(
    budget: TurnBudget,
    call: { purpose: 'read' | 'phrase'; system: string; prompt: string; schema: z.ZodType<T> },
    cancel?: AbortSignal,
  ): Promise<ModelAnswer<T>> {
    const permit = breaker.tryAcquire();
    if (!permit) return null;
    const turnSignal = budget.signal();
    try {
      const response = await generateText({
        model: getModel(),
        system: call.system,
        prompt: call.prompt,
        output: Output.object({ schema: call.schema }),
        maxRetries: 0,
        abortSignal: cancel ? AbortSignal.any([turnSignal, cancel]) : turnSignal,
      });
      const output = response.output;
      breaker.succeeded(permit);
      return { output, tokens: response.usage.totalTokens ?? 0 };
    } catch (error) {
      if (cancel?.aborted && !turnSignal.aborted) {
        breaker.released(permit);
        return null;
      }
      const failure: BreakerFailure = turnSignal.aborted ? 'timeout' : failureOf(error);
      breaker.failed(permit, failure);
      log.warn(
        { call: call.purpose, failure },
        call.purpose === 'read'
          ? 'LLM agent failed to read; the guided reading stands'
          : 'LLM agent failed to phrase; the guided question stands',
      );
      return null;
    }
  }

  async function addModelFacts(
    budget: TurnBudget,
    input: ReadInput,
    result: ReadResult,
  ): Promise<ReadResult> {
    const answer = await callModel(budget, {
      purpose: 'read',
      system: SYSTEM_READ,
      prompt: JSON.stringify({
        language: result.record.language ?? 'en',
        message: input.text.slice(0, 4000),
      }),
      schema: readOutputSchema,
    });
    if (!answer) return result;
    let record: CaseRecord = result.record;
    const learned = [...result.learned];
    for (const [key, reading] of Object.entries(answer.output.facts) as [
      FactKey,
      { value: unknown; quote: string } | undefined,
    ][]) {
      if (!reading || record[key] !== undefined || !(key in factRegistry)) continue;
      // The model's values pass the same checks as the guided reading's (decision 0095).
      const checked = checkFactValue(key, reading.value, {
        language: record.language ?? 'en',
        today: input.referenceDate,
        record,
      });
      if (!checked.isValid) continue;
      record = {
        ...record,
        [key]: checked.value,
        unknowns: record.unknowns.filter((unknown) => unknown !== key),
        sources: {
          ...record.sources,
          [key]: { from: 'answer', quote: reading.quote.slice(0, 300), byModel: true },
        },
      };
      learned.push(key);
    }
    const outcome =
      result.outcome === 'unclear' && learned.length > result.learned.length ? 'answered' : result.outcome;
    return {
      ...result,
      record,
      learned,
      outcome,
      tokensUsed: result.tokensUsed + answer.tokens,
      answeredBy: 'llm',
    };
  }

  /**
   * The agent for one turn. `isAskingNext`: a question follows each reading (the referee's
   * turn), so the question the guided reading leads to is phrased while the model reads; a
   * reading alone (new-chat) phrases nothing.
   */
  function turnAgent(isAskingNext: boolean): IntakeAgent {
    const budget = createTurnBudget(config.timeoutMs);
    const phrasings = new Map<string, Phrasing>();
    const phrasingKey = (language: Language, text: string) => `${language}\n${text}`;

    function startPhrasing(language: Language, text: string): Phrasing {
      const key = phrasingKey(language, text);
      const existing = phrasings.get(key);
      if (existing) return existing;
      const cancel = new AbortController();
      const phrasing: Phrasing = {
        cancel,
        tokens: 0,
        answer: callModel(
          budget,
          {
            purpose: 'phrase',
            system: SYSTEM_PHRASE,
            prompt: JSON.stringify({ language, question: text }),
            schema: questionOutputSchema,
          },
          cancel.signal,
        ).then((answer) => {
          phrasing.tokens = answer?.tokens ?? 0;
          return answer && { output: answer.output.question.trim(), tokens: answer.tokens };
        }),
      };
      phrasings.set(key, phrasing);
      return phrasing;
    }

    /** Calls off the phrasings not used; the tokens of those that already answered still count. */
    function dropPhrasings(keep: Phrasing | undefined): number {
      let tokens = 0;
      for (const phrasing of phrasings.values()) {
        if (phrasing === keep) continue;
        phrasing.cancel.abort();
        tokens += phrasing.tokens;
      }
      return tokens;
    }

    async function read(
      input: ReadInput,
      guidedRead: (input: ReadInput) => Promise<ReadResult>,
    ): Promise<ReadResult> {
      const result = await guidedRead(input);
      if (input.tokenBudget <= 0 || !input.text.trim()) return result;
      const reading = addModelFacts(budget, input, result);
      if (isAskingNext) {
        // The two calls do not wait on each other: the question is the one the guided reading
        // leads to. Should the model's facts change it, chooseNext says the registry's wording.
        const predicted = await guided.chooseNext({
          record: result.record,
          state: result.state,
          outcome: result.outcome,
          tokenBudget: input.tokenBudget,
        });
        if (predicted.next)
          startPhrasing(result.record.language ?? result.state.language, predicted.next.text);
      }
      return reading;
    }

    async function chooseNext(input: ChooseInput): Promise<ChooseResult> {
      const chosen = await guided.chooseNext(input);
      if (!chosen.next || input.tokenBudget <= 0) {
        const tokensUsed = chosen.tokensUsed + dropPhrasings(undefined);
        return { ...chosen, tokensUsed };
      }
      const language: Language = input.record.language ?? input.state.language;
      // One round of calls per turn: a question is phrased now only when no call has started
      // (a turn without a reading); a later call would get what is left of the budget, and a
      // slow model that answers within the budget would be cut off and counted as failing.
      const phrasing =
        phrasings.get(phrasingKey(language, chosen.next.text)) ??
        (budget.isStarted ? undefined : startPhrasing(language, chosen.next.text));
      const unusedTokens = dropPhrasings(phrasing);
      const answer = phrasing ? await phrasing.answer : null;
      const tokensUsed = chosen.tokensUsed + unusedTokens + (answer?.tokens ?? 0);
      return answer
        ? { ...chosen, next: { ...chosen.next, text: answer.output }, tokensUsed }
        : { ...chosen, tokensUsed };
    }

    return {
      name: 'llm',
      readDescription: (input) => read(input, guided.readDescription),
      readAnswer: (input) => read(input, guided.readAnswer),
      chooseNext,
      absorbDamagesUpdate: (input) => guided.absorbDamagesUpdate(input),
    };
  }

  return {
    name: 'llm',
    // A call made outside a turn is a turn of its own (new-chat reads the description alone).
    readDescription: (input) => turnAgent(false).readDescription(input),
    readAnswer: (input) => turnAgent(false).readAnswer(input),
    chooseNext: (input) => turnAgent(false).chooseNext(input),
    absorbDamagesUpdate: (input) => guided.absorbDamagesUpdate(input),
    beginTurn: () => turnAgent(true),
  };
}
