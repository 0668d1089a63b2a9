import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';

import { caseViewSchema, type PipelineItem, pipelinePageSchema } from '../contracts/staff-console';
import { createTestApp, testConfig } from '../../test/support/test-app';
import { createTestStore, describeEachEngine, type TestStore } from '../../test/support/test-database';

import type { AppConfig } from './config';
import { english } from './features/intake/language/english';
import { spanish } from './features/intake/language/spanish';
import { ChatClient, outputOf, type VisitorDetails } from './features/intake/testing/chat-client';
import { seedSampleAttorneys } from './features/reports/seed-sample-attorneys';
import { silentLog } from './features/reports/testing/report-test-kit';
import { seedStaffUser, signInAs, staffRequest, type TestSession } from './features/staff/staff-test-helpers';
import { jobDefinitions } from './job-handlers';
import { createJobWorker } from './jobs/job-worker';

/**
 * Decision 0202 through the real routes, on both engines: a case in which the visitor was shown
 * the 911 line is marked urgent where a case manager looks, in the case list, on the case page
 * and in the report section it shows, before and after the report is prepared. A false alarm the
 * visitor took back is not (decision 0134). Every sentence here was written for this test.
 */

const texan: VisitorDetails = {
  fullName: 'Jordan Bell',
  phoneNumber: '(512) 555-0131',
  description:
    'A delivery van rear-ended me at a stoplight on March 3 2026 in Austin, Texas. I went to urgent care for my neck.',
};

describeEachEngine('an emergency during the intake is marked urgent for the case manager', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;
  let session: TestSession;
  let config: AppConfig;

  beforeEach(async () => {
    store = await createTestStore(engine);
    config = testConfig({
      rateLimit: { ...testConfig().rateLimit, ipPerMinute: 10_000, chatPerMinute: 10_000 },
    });
    app = await createTestApp(store, { config });
    await seedSampleAttorneys(store.db);
    await seedStaffUser(store.db, { email: 'manager@example.org', role: 'case_manager' });
    session = await signInAs(app, 'manager@example.org');
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  async function chatting(details: VisitorDetails, lines: string[]) {
    const chat = new ChatClient(app);
    await chat.newChat(details);
    const opening = outputOf(await chat.send(details.description, { opening: true }));
    const replies = [];
    for (const line of lines) replies.push(outputOf(await chat.send(line)).output);
    const { id } = await store.db
      .selectFrom('cases')
      .select('id')
      .where('chat_id', '=', chat.chatId)
      .executeTakeFirstOrThrow();
    return { chat, id, opening: opening.output, replies };
  }

  async function finished(chat: ChatClient, email: string) {
    expect((await chat.endIntake(email)).statusCode).toBe(202);
    await createJobWorker({ store, config, log: silentLog, definitions: jobDefinitions }).drain();
  }

  const listed = async (id: string): Promise<PipelineItem> => {
    const response = await staffRequest(app, session, 'GET', '/api/staff/cases');
    expect(response.statusCode).toBe(200);
    const item = pipelinePageSchema.parse(response.json()).items.find((entry) => entry.caseId === id);
    expect(item).toBeDefined();
    return item!;
  };
  const viewed = async (id: string) => {
    const response = await staffRequest(app, session, 'GET', `/api/staff/cases/${id}`);
    expect(response.statusCode).toBe(200);
    return caseViewSchema.parse(response.json());
  };

  it('the 911 line shown mid-intake: urgent in the list, on the case page and in its report', async () => {
    const { chat, id, replies } = await chatting(texan, [
      'hold on, my passenger just passed out and he is barely breathing',
      'the paramedics got here, they are with him now',
      'My medical bills are about $6,200',
    ]);
    expect(replies[0]!.startsWith(english.saying.emergencyNotice)).toBe(true);

    // Before the report: the open intake is already urgent.
    expect((await listed(id)).urgentReasons).toEqual(['emergency']);
    expect((await viewed(id)).urgentReasons).toEqual(['emergency']);

    await finished(chat, 'jordan@example.test');
    const item = await listed(id);
    expect(item.urgentReasons[0]).toBe('emergency');
    expect(item.alerts.emergency).toBe(true);
    const view = await viewed(id);
    expect(view.urgentReasons[0]).toBe('emergency');
    expect(view.alerts.emergencyAt).toEqual(expect.any(String));
    expect(view.report?.isUrgent).toBe(true);
    expect(view.report?.routing?.humanReview.map((review) => review.code)).toContain(
      'emergency_during_intake',
    );
  });

  it('the 911 line shown for the description, in Spanish: urgent while the intake is open', async () => {
    const { id, opening } = await chatting(
      {
        fullName: 'Marisol Treviño',
        phoneNumber: '(512) 555-0148',
        description:
          'Nos chocaron hace rato en Austin, Texas, y ahorita a mi hija le sangra la cabeza sin parar',
      },
      [],
    );
    expect(opening.startsWith(spanish.saying.emergencyNotice)).toBe(true);
    expect((await listed(id)).urgentReasons).toEqual(['emergency']);
    const view = await viewed(id);
    expect(view.urgentReasons).toEqual(['emergency']);
    expect(view.report).toBeNull();
  });

  it('a chat that never showed the 911 line, and a false alarm the visitor took back, are not urgent for it', async () => {
    const { chat: calm, id: calmId } = await chatting(texan, [
      'My medical bills are about $6,200',
      'No, I was stopped at the light',
    ]);
    await finished(calm, 'calm@example.test');
    expect((await listed(calmId)).urgentReasons).not.toContain('emergency');
    const calmView = await viewed(calmId);
    expect(calmView.urgentReasons).not.toContain('emergency');
    expect(calmView.report?.isUrgent).toBe(calmView.urgentReasons.includes('deadline'));

    const { id: deniedId } = await chatting(texan, [
      'wait my son fell off the porch and he will not wake up',
      'no no, false alarm, there is no emergency, he was just napping',
    ]);
    expect((await listed(deniedId)).urgentReasons).toEqual([]);
    expect((await viewed(deniedId)).urgentReasons).toEqual([]);
  });
});
