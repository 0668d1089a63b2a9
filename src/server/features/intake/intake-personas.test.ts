import { afterAll, beforeAll, expect, it } from 'vitest';

import { caseRecordSchema } from '../../../contracts/case-record';
import { QUESTIONS_PER_PART } from '../../../contracts/limits';
import { createTestApp } from '../../../../test/support/test-app';
import { createTestStore, type TestStore } from '../../../../test/support/test-database';

import { captureOf } from './agent/case-plans';
import { ChatClient, outputOf } from './testing/chat-client';
import { answerFor, personas } from './testing/personas';

/**
 * The capture figure (issue 3): ten personas, all five case types, scripted through the
 * real webhook routes. Share of the case type's applicable facts the record holds (or
 * records as "don't know") after the 15 questions of part one, and which facts were missed.
 */
let store: TestStore;
beforeAll(async () => {
  store = await createTestStore('sqlite');
});
afterAll(async () => {
  await store.destroy();
});

/** The floor this agent reaches today; the goal is 0.9. Raise it when the agent improves. */
const CAPTURE_FLOOR = 0.9;

it('captures at least the floor share of applicable facts within 15 questions, across 10 personas', async () => {
  const app = await createTestApp(store, {
    config: { rateLimit: { ipPerMinute: 100_000, chatPerMinute: 1000 } },
  });
  const rows: Record<string, string | number>[] = [];
  let known = 0;
  let withValue = 0;
  let applicable = 0;
  const missedAll: Record<string, number> = {};
  try {
    for (const persona of personas) {
      const chat = new ChatClient(app);
      expect((await chat.newChat(persona)).statusCode).toBe(200);
      let reply = outputOf(await chat.send('', { opening: true }));
      let answers = 0;
      // Unclear answers get the question repeated (not counted), so allow more sends than questions.
      while (!reply.redirectUrl && answers < 40) {
        const question = reply.output.split('\n').at(-1) ?? '';
        const answer = answerFor(persona, question);
        if (process.env.PERSONA_TRANSCRIPT) console.info(`  Q: ${question}\n  A: ${answer}`);
        reply = outputOf(await chat.send(answer));
        answers += 1;
      }
      expect(reply.redirectUrl).toMatch(/^\/continue\?/);
      const row = await store.db
        .selectFrom('cases')
        .selectAll()
        .where('chat_id', '=', chat.chatId)
        .executeTakeFirstOrThrow();
      expect(row.questions_in_part).toBeLessThanOrEqual(QUESTIONS_PER_PART);
      const record = caseRecordSchema.parse(JSON.parse(row.case_record));
      expect(record.caseType).toBe(persona.caseType);
      const capture = captureOf(record);
      known += capture.known.length + capture.unknown.length;
      withValue += capture.known.length;
      applicable += capture.applicable.length;
      for (const key of capture.missed) missedAll[key] = (missedAll[key] ?? 0) + 1;
      rows.push({
        persona: persona.name,
        type: persona.caseType,
        questions: row.questions_in_part,
        captured: `${capture.known.length + capture.unknown.length}/${capture.applicable.length}`,
        'as "don\'t know"': capture.unknown.join(', ') || '-',
        missed: capture.missed.join(', ') || '-',
      });
    }
  } finally {
    await app.close();
  }
  const share = known / applicable;
  console.info('\nIntake capture within 15 questions (guided agent, 10 personas)');
  console.table(rows);
  console.info(
    `overall: ${known}/${applicable} = ${(share * 100).toFixed(1)} % captured (${withValue}/${applicable} = ${((withValue / applicable) * 100).toFixed(1)} % with a value, the rest recorded as "don't know"); missed facts: ${JSON.stringify(missedAll)}\n`,
  );
  expect(share).toBeGreaterThanOrEqual(CAPTURE_FLOOR);
});
