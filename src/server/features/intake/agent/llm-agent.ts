import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, type LanguageModel, Output } from 'ai';
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

/**
 * The optional LLM agent (DESIGN.md §3). The guided agent reads every message first and
 * chooses every question; the model proposes facts the guided reading did not set (in the
 * registry's own schema, each with the visitor's words it rests on) and may phrase the
 * question. It proposes only: its output is untrusted, and screen-agent-output.ts decides
 * what is recorded and shown (decision 0062). Any failure (timeout, HTTP error, output not
 * in the schema) and the guided turn stands as it is.
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

export function createLlmAgent(config: LlmConfig, log: Logger): IntakeAgent {
  const guided = createGuidedAgent();
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

  async function addModelFacts(input: ReadInput, result: ReadResult): Promise<ReadResult> {
    if (input.tokenBudget <= 0 || !input.text.trim()) return result;
    try {
      const response = await generateText({
        model: getModel(),
        system: SYSTEM_READ,
        prompt: JSON.stringify({
          language: result.record.language ?? 'en',
          message: input.text.slice(0, 4000),
        }),
        output: Output.object({ schema: readOutputSchema }),
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(config.timeoutMs),
      });
      let record: CaseRecord = result.record;
      const learned = [...result.learned];
      for (const [key, reading] of Object.entries(response.output.facts) as [
        FactKey,
        { value: unknown; quote: string } | undefined,
      ][]) {
        if (!reading || record[key] !== undefined || !(key in factRegistry)) continue;
        record = {
          ...record,
          [key]: reading.value,
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
        tokensUsed: result.tokensUsed + (response.usage.totalTokens ?? 0),
        answeredBy: 'llm',
      };
    } catch (error) {
      log.warn(
        { reason: error instanceof Error ? error.name : 'unknown' },
        'LLM agent failed to read; the guided reading stands',
      );
      return result;
    }
  }

  async function phrase(input: ChooseInput, chosen: ChooseResult): Promise<ChooseResult> {
    if (!chosen.next || input.tokenBudget <= 0) return chosen;
    const language: Language = input.record.language ?? input.state.language;
    try {
      const response = await generateText({
        model: getModel(),
        system: SYSTEM_PHRASE,
        prompt: JSON.stringify({ language, question: chosen.next.text }),
        output: Output.object({ schema: questionOutputSchema }),
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(config.timeoutMs),
      });
      const text = response.output.question.trim();
      const tokensUsed = chosen.tokensUsed + (response.usage.totalTokens ?? 0);
      return { ...chosen, next: { ...chosen.next, text }, tokensUsed };
    } catch (error) {
      log.warn(
        { reason: error instanceof Error ? error.name : 'unknown' },
        'LLM agent failed to phrase; the guided question stands',
      );
      return chosen;
    }
  }

  return {
    name: 'llm',
    readDescription: async (input) => addModelFacts(input, await guided.readDescription(input)),
    readAnswer: async (input) => addModelFacts(input, await guided.readAnswer(input)),
    chooseNext: async (input) => phrase(input, await guided.chooseNext(input)),
    absorbDamagesUpdate: (input) => guided.absorbDamagesUpdate(input),
  };
}
