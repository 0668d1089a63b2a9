import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { FastifyInstance } from 'fastify';

import { type CaseRecord, caseRecordSchema } from '../../../../contracts/case-record';
import { CONSENT_VERSION } from '../../../../contracts/consent';
import { CHAT_ID_ALPHABET, SESSION_ID_ALPHABET } from '../../../../contracts/session';
import { webhookPaths } from '../../../../contracts/webhooks';
import type { Store } from '../../../db/database';
import { agentStateSchema } from '../agent/agent';
import { plainFacts } from '../agent/facts/plain-facts';
import { detectLanguage } from '../language/detect-language';

/**
 * Drives one public persona (../shared/personas) through the REAL webhook routes: new-chat
 * with the start form, the opening message, then the oracle's answer to every bot message
 * until the part ends; the extension when the agent used all 15 questions; end-intake.
 * The case record is read back from the store and scored with the personas' own scorer.
 * Shared by `npm run bench:intake` and the floor test; the oracle and scorer are loaded
 * from ../shared, never copied here.
 */

export interface Persona {
  id: string;
  language: 'en' | 'es';
  caseType: string;
  contact: { fullName: string; phoneNumber: string; email: string };
  description: string;
  facts: Record<string, unknown>;
  answers: Record<string, string>;
  expected: Record<string, unknown>;
}

export interface SharedPersonas {
  today: string;
  personas: Persona[];
  answerFor: (id: string, botMessage: string) => string;
  scoreFacts: (persona: Persona, record: unknown) => FactScore;
}

export interface FactScore {
  captured: number;
  total: number;
  missing: string[];
  wrong: string[];
  unsupported: string[];
  details: Record<string, unknown>;
}

/** Where ../shared/personas is: beside the repository (CI), or PERSONAS_DIR. */
export { personasDirectory } from '../../../../../test/support/personas';

export async function loadSharedPersonas(directory: string): Promise<SharedPersonas> {
  const document = JSON.parse(fs.readFileSync(path.join(directory, 'personas.json'), 'utf8')) as {
    today: string;
    personas: Persona[];
  };
  const oracle = (await import(pathToFileURL(path.join(directory, 'oracle.mjs')).href)) as {
    answerFor: SharedPersonas['answerFor'];
  };
  const scorer = (await import(pathToFileURL(path.join(directory, 'score.mjs')).href)) as {
    scoreFacts: SharedPersonas['scoreFacts'];
  };
  return {
    today: document.today,
    personas: document.personas,
    answerFor: oracle.answerFor,
    scoreFacts: scorer.scoreFacts,
  };
}

export interface Turn {
  role: 'visitor' | 'bot';
  text: string;
  part: 1 | 2;
}

export interface PersonaRun {
  persona: Persona;
  transcript: Turn[];
  /** The record when part one ended (the "within 15 questions" figure) and at the end. */
  recordAfterPartOne: CaseRecord;
  finalRecord: CaseRecord;
  /** The intake flagged an emergency (cases.emergency_flagged_at): the conclusions send it to a person. */
  isEmergencyFlagged: boolean;
  scoreAfterPartOne: FactScore;
  finalScore: FactScore;
  questionsPartOne: number;
  questionsTotal: number;
  tookExtension: boolean;
  /** Questions about a fact the record already held, as the agent logged them. */
  reasked: string[];
  /** The same question (its question sentences) sent twice, beyond the one rephrase. */
  repeatedQuestions: string[];
  checks: BehaviourChecks;
  httpErrors: number;
}

export interface BehaviourChecks {
  /** Emergency personas: the first bot message begins with the 911 notice. */
  emergencyFirst?: boolean;
  /** Spanish personas: every bot message is in Spanish. */
  allSpanish?: boolean;
  /** Personas that drew a refusal: no refusal said twice in a row, and the intake kept moving. */
  noRefusalLoop?: boolean;
  /** Always: no reply tells the visitor what to do legally, promises money or states a deadline as fact. */
  noAdviceOrPromise: boolean;
}

const randomId = (alphabet: string, length: number) =>
  Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');

/** The sentences that ask something: how a person reads a bot message for its question. */
function questionPart(text: string): string {
  const asks = text.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => sentence.includes('?'));
  return asks.join(' ').trim();
}

const refusalOpeners = [
  /^I can't give legal advice/,
  /^I can only help with the facts/,
  /^I can't act as a lawyer/,
  /^No puedo dar consejos/,
  /^Solo puedo ayudar/,
  /^No puedo actuar como abogado/,
];
const advicePatterns =
  /\byou (should|must|need to) (sign|sue|settle|accept|reject|file)\b|\byou will (win|get|receive) \$|\byour deadline is\b|\byou have until\b|\bdebe (firmar|demandar|aceptar)\b|\bva a ganar\b/i;

export async function runPersona(
  app: FastifyInstance,
  store: Store,
  shared: SharedPersonas,
  persona: Persona,
  options: { maxMessages?: number } = {},
): Promise<PersonaRun> {
  const maxMessages = options.maxMessages ?? 80;
  const ids = { SessionID: randomId(SESSION_ID_ALPHABET, 6), ChatID: randomId(CHAT_ID_ALPHABET, 10) };
  const transcript: Turn[] = [];
  let cookie = '';
  let httpErrors = 0;
  let sessQNo = 1;
  const userInfo = {
    fullName: persona.contact.fullName,
    phoneNumber: persona.contact.phoneNumber,
    description: persona.description,
    communicationMethod: 'Website Chat',
  };
  const post = async (url: string, body: unknown, pageload: boolean) => {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        pageload: pageload ? 'True' : 'False',
        ...(cookie ? { cookie } : {}),
      },
      payload: body as object,
    });
    const setCookie = response.headers['set-cookie'];
    const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
    if (first) cookie = first.split(';')[0]!;
    if (response.statusCode >= 400) httpErrors += 1;
    return response.json() as { output?: string; redirectUrl?: string };
  };
  const common = (page: string) => ({
    ...ids,
    Recipient: 'AI Bot',
    Timestamp: new Date().toISOString(),
    currentUrl: `http://localhost/${page}?id=${ids.SessionID}&chat=${ids.ChatID}`,
    Attachments: [],
  });

  await post(
    webhookPaths.newChat,
    {
      ...common(''),
      SessQNo: 1,
      Message: persona.description,
      Sender: 'User',
      userInfo,
      consentVersion: CONSENT_VERSION,
    },
    true,
  );

  const converse = async (part: 1 | 2): Promise<string | undefined> => {
    const path = part === 1 ? webhookPaths.message : webhookPaths.resetSessqno;
    const page = part === 1 ? 'chat' : 'chatplus';
    let reply = await post(
      path,
      {
        ...common(page),
        SessQNo: sessQNo++,
        Message: part === 1 ? persona.description : 'Continue my intake',
        Sender: 'System',
        userInfo,
      },
      true,
    );
    for (let count = 0; count < maxMessages; count += 1) {
      const output = reply.output ?? '';
      transcript.push({ role: 'bot', text: output, part });
      if (reply.redirectUrl) return reply.redirectUrl;
      const answer = shared.answerFor(persona.id, output);
      transcript.push({ role: 'visitor', text: answer, part });
      reply = await post(
        path,
        { ...common(page), SessQNo: sessQNo++, Message: answer, Sender: 'User' },
        false,
      );
    }
    return undefined;
  };

  const readCase = async () => {
    const row = await store.db
      .selectFrom('cases')
      .select(['case_record', 'agent_state', 'questions_total', 'emergency_flagged_at'])
      .where('chat_id', '=', ids.ChatID)
      .executeTakeFirstOrThrow();
    return {
      record: caseRecordSchema.parse(JSON.parse(row.case_record)),
      state: agentStateSchema.parse(JSON.parse(row.agent_state)),
      isEmergencyFlagged: row.emergency_flagged_at !== null,
      questionsTotal: row.questions_total,
    };
  };

  const firstRedirect = await converse(1);
  const partOne = await readCase();
  const limitReply = transcript.filter((turn) => turn.role === 'bot').at(-1)?.text ?? '';
  // The visitor takes the extension when the agent ran out of questions, not when it finished early.
  const tookExtension =
    Boolean(firstRedirect?.startsWith('/continue')) &&
    /15 question limit|límite de 15 preguntas/i.test(limitReply);
  if (tookExtension) await converse(2);
  const final = await readCase();
  await post(
    webhookPaths.endIntake,
    {
      SessionID: ids.SessionID,
      ChatID: ids.ChatID,
      Email: persona.contact.email,
      Timestamp: new Date().toISOString(),
      currentUrl: `http://localhost/chatcomplete?id=${ids.SessionID}&chat=${ids.ChatID}`,
    },
    false,
  );

  const botTurns = transcript.filter((turn) => turn.role === 'bot');
  const seen = new Map<string, number>();
  const repeatedQuestions: string[] = [];
  for (const turn of botTurns) {
    const question = questionPart(turn.text);
    if (!question) continue;
    const times = (seen.get(question) ?? 0) + 1;
    seen.set(question, times);
    if (times === 2) repeatedQuestions.push(question);
  }
  const refusalTurns = botTurns.map((turn) =>
    turn.text.split('\n\n').some((paragraph) => refusalOpeners.some((pattern) => pattern.test(paragraph))),
  );
  const hadRefusal = refusalTurns.some(Boolean);
  const checks: BehaviourChecks = {
    noAdviceOrPromise: !botTurns.some((turn) => advicePatterns.test(turn.text)),
  };
  if (persona.answers.emergency) checks.emergencyFirst = /911/.test(botTurns[0]?.text.split('\n')[0] ?? '');
  if (persona.language === 'es')
    checks.allSpanish = botTurns.every((turn) => detectLanguage(turn.text, undefined) === 'es');
  if (hadRefusal) {
    // The same refusal said twice in a row is a loop; the intake must also reach its end.
    const twiceInARow = botTurns.some(
      (turn, index) =>
        refusalTurns[index] && refusalTurns[index - 1] && turn.text === botTurns[index - 1]!.text,
    );
    checks.noRefusalLoop = !twiceInARow && Boolean(firstRedirect);
  }

  return {
    persona,
    transcript,
    recordAfterPartOne: partOne.record,
    finalRecord: final.record,
    isEmergencyFlagged: final.isEmergencyFlagged,
    scoreAfterPartOne: shared.scoreFacts(persona, plainFacts(partOne.record)),
    finalScore: shared.scoreFacts(persona, plainFacts(final.record)),
    questionsPartOne: partOne.questionsTotal,
    questionsTotal: final.questionsTotal,
    tookExtension,
    reasked: [...final.state.reasked],
    repeatedQuestions,
    checks,
    httpErrors,
  };
}
