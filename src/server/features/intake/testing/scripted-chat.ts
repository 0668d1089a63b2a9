import type { FastifyInstance } from 'fastify';

import type { QuestionKey } from '../agent/agent';
import { ChatClient, outputOf, type VisitorDetails } from './chat-client';

/**
 * Test helper (issue 23, decision 0408): a chat played from a script. The visitor answers each
 * question from `answers` by the question's key ("not sure" to the rest) and, once a fact is in
 * `told`, that fact was given: a question for it afterwards is a re-ask.
 */
export interface ScriptedChat {
  name: string;
  details: VisitorDetails;
  /** The answer to the question with this key; the first ask gets the first, a second ask the next. */
  answers: Partial<Record<QuestionKey, string[]>>;
  /** The facts each answer (by the question key it was given to) or the description ('description') told. */
  told: Partial<Record<QuestionKey | 'description', QuestionKey[]>>;
  /** What a question with no scripted answer gets. */
  otherwise?: string;
}

export interface ScriptedRun {
  asked: QuestionKey[];
  /** Questions for a fact already told, in order. */
  reasked: QuestionKey[];
  /** Replies that gave up on a fact ("I couldn't fit that into my form"). */
  gaveUp: number;
  transcript: string[];
}

/**
 * Plays the script through the real routes. `pendingOf` reads the agent's pending question from
 * the store; `giveUpLine` is the language's "couldn't fit that into my form".
 */
export async function playScript(
  app: FastifyInstance,
  script: ScriptedChat,
  pendingOf: (chat: ChatClient) => Promise<QuestionKey | null>,
  giveUpLine: string,
  turns = 18,
): Promise<ScriptedRun> {
  const chat = new ChatClient(app);
  await chat.newChat(script.details);
  const transcript: string[] = [];
  let output = outputOf(await chat.send('', { opening: true })).output;
  transcript.push(`agent: ${output}`);
  const told = new Set<QuestionKey>(script.told.description ?? []);
  const timesAsked = new Map<QuestionKey, number>();
  const asked: QuestionKey[] = [];
  const reasked: QuestionKey[] = [];
  let gaveUp = 0;
  for (let turn = 0; turn < turns; turn += 1) {
    const pending = await pendingOf(chat);
    if (!pending) break;
    asked.push(pending);
    if (told.has(pending)) reasked.push(pending);
    const count = timesAsked.get(pending) ?? 0;
    timesAsked.set(pending, count + 1);
    const scripted = script.answers[pending];
    const answer = scripted?.[Math.min(count, scripted.length - 1)] ?? script.otherwise ?? 'not sure';
    for (const key of script.told[pending] ?? []) if (count === 0) told.add(key);
    transcript.push(`visitor [${pending}]: ${answer}`);
    output = outputOf(await chat.send(answer)).output;
    transcript.push(`agent: ${output}`);
    if (output.includes(giveUpLine)) gaveUp += 1;
  }
  return { asked, reasked, gaveUp, transcript };
}
