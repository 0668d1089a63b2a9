import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { CaseRecord, Language } from '../../../contracts/case-record';
import {
  amountAnswerText,
  dateAnswerText,
  type QuickAnswer,
  yesNoChips,
} from '../../../contracts/quick-answer';
import { chatReplySchema } from '../../../contracts/webhooks';
import { createTestApp } from '../../../../test/support/test-app';
import { createTestStore, type TestStore } from '../../../../test/support/test-database';

import { type AgentState, initialAgentState, type QuestionKey } from './agent/agent';
import { quickAnswerKindOf } from './quick-answer';
import { ChatClient } from './testing/chat-client';

/**
 * Quick answers through the real webhook routes and the guided agent (issue 23; decision 0108):
 * each chip's text, posted as the next message exactly as the browser sends a tap, is read as
 * that answer. The question is put in place by writing the case's agent state, so every closed
 * question is reached without answering its way there.
 */
describe('quick answers over the webhook routes [sqlite]', () => {
  let store: TestStore;
  let app: FastifyInstance;
  const now = () => new Date('2026-11-21T15:00:00.000Z');

  beforeEach(async () => {
    store = await createTestStore('sqlite');
    app = await createTestApp(store, {
      config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
      now,
    });
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  const descriptions: Record<Language, string> = {
    en: 'A forklift at the warehouse where I work pinned my foot against a shelf and broke two toes.',
    es: 'Un montacargas en la bodega donde trabajo me aplastó el pie contra un estante y me rompió dos dedos.',
  };

  const caseOf = (chat: ChatClient) =>
    store.db.selectFrom('cases').selectAll().where('chat_id', '=', chat.chatId).executeTakeFirstOrThrow();
  const recordOf = async (chat: ChatClient): Promise<CaseRecord> =>
    JSON.parse((await caseOf(chat)).case_record) as CaseRecord;

  async function openChat(
    language: Language,
  ): Promise<{ chat: ChatClient; opening: ReturnType<typeof reply> }> {
    const chat = new ChatClient(app);
    await chat.newChat({
      fullName: 'Rosa Mendez',
      phoneNumber: '(915) 555-0148',
      description: descriptions[language],
    });
    const opening = reply(await chat.send(descriptions[language], { opening: true }));
    return { chat, opening };
  }

  const reply = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(200);
    return chatReplySchema.parse(response.json());
  };

  /** Puts a question in place, as if the agent had just asked it, with the record's facts so far. */
  async function ask(
    chat: ChatClient,
    pending: QuestionKey,
    changes: Partial<CaseRecord> = {},
    state: Partial<AgentState> = {},
  ) {
    const row = await caseOf(chat);
    const current = JSON.parse(row.agent_state) as AgentState;
    const record = { ...(JSON.parse(row.case_record) as CaseRecord), ...changes };
    await store.db
      .updateTable('cases')
      .set({
        agent_state: JSON.stringify(
          initialAgentState({
            ...current,
            pending,
            isRephrased: false,
            asked: [...current.asked, pending],
            ...state,
          }),
        ),
        case_record: JSON.stringify(record),
      })
      .where('id', '=', row.id)
      .execute();
  }

  /** Asks the question again with the fact cleared, posts the tap's text, returns the record after it. */
  async function tap(
    chat: ChatClient,
    pending: QuestionKey,
    text: string,
    changes: Partial<CaseRecord> = {},
  ) {
    const before = await recordOf(chat);
    const cleared: Partial<CaseRecord> = {
      ...(pending in before ? { [pending]: undefined } : {}),
      unknowns: before.unknowns.filter((key) => key !== pending),
      ...changes,
    };
    await ask(chat, pending, cleared);
    const answer = reply(await chat.send(text));
    return { record: await recordOf(chat), answer };
  }

  it('offers the date picker on the first question, and a picked date is stored as that day', async () => {
    for (const language of ['en', 'es'] as const) {
      const { chat, opening } = await openChat(language);
      expect(opening.quickAnswer).toEqual({ kind: 'date', language });
      for (const day of ['2026-03-03', '2025-12-31', '2026-11-21', '2024-02-29']) {
        const { record } = await tap(chat, 'incidentDate', dateAnswerText(day, language));
        expect(record.incidentDate, `${language} ${day}`).toEqual({ from: day, to: day, precision: 'day' });
      }
      // The exact-day follow-up to a rough date takes the picker's day too.
      const { record } = await tap(chat, 'datePrecision', dateAnswerText('2026-06-14', language), {
        incidentDate: { from: '2026-06-01', to: '2026-06-30', precision: 'month' },
      });
      expect(record.incidentDate).toMatchObject({ from: '2026-06-14', to: '2026-06-14', precision: 'day' });
    }
  });

  it('reads Yes, No and Not sure on a yes-or-no fact, in English and Spanish', async () => {
    for (const language of ['en', 'es'] as const) {
      const { chat } = await openChat(language);
      const [yes, no, unsure] = yesNoChips[language];
      for (const key of [
        'witnesses',
        'photos',
        'thirdPartyInvolved',
        'priorInjuries',
        'policeReport',
      ] as const) {
        expect((await tap(chat, key, yes)).record[key], `${language} ${key} yes`).toBe(true);
        expect((await tap(chat, key, no)).record[key], `${language} ${key} no`).toBe(false);
        const unknown = (await tap(chat, key, unsure)).record;
        expect(unknown[key], `${language} ${key} not sure`).toBeUndefined();
        expect(unknown.unknowns, `${language} ${key} not sure`).toContain(key);
      }
    }
  });

  it('sends the kind of the question the reply asks: the state picker after the date, and so on', async () => {
    const { chat } = await openChat('es');
    await ask(chat, 'incidentDate');
    // Whatever comes next after the date, the reply's quick answer is the pending question's kind.
    const next = reply(await chat.send(dateAnswerText('2026-10-02', 'es')));
    const row = await caseOf(chat);
    const pending = (JSON.parse(row.agent_state) as AgentState).pending;
    expect(pending).toBe('state');
    expect(next.quickAnswer?.kind).toBe('state');
    expect(next.quickAnswer?.language).toBe('es');

    await ask(chat, 'priorAttorney');
    const afterLawyer = reply(await chat.send(yesNoChips.es[1]));
    expect((await recordOf(chat)).priorAttorney).toBe(false);
    const nextPending = (JSON.parse((await caseOf(chat)).agent_state) as AgentState).pending;
    expect(nextPending).not.toBeNull();
    expect(afterLawyer.quickAnswer?.kind ?? null).toBe(quickAnswerKindOf(nextPending!));
  });

  it('reads every state the picker offers as that state, by its name in either language', async () => {
    for (const language of ['en', 'es'] as const) {
      const { chat } = await openChat(language);
      await ask(chat, 'incidentDate');
      const offer = reply(await chat.send(dateAnswerText('2026-09-09', language))).quickAnswer as QuickAnswer;
      expect(offer.kind).toBe('state');
      const states = offer.kind === 'state' ? offer.states : [];
      expect(states).toHaveLength(51);
      const misread: string[] = [];
      for (const { code, name } of states) {
        const { record } = await tap(chat, 'state', name);
        if (record.state !== code) misread.push(`${name} → ${record.state ?? 'nothing'}`);
      }
      expect(misread, language).toEqual([]);
    }
  });

  it('reads an amount from the amount field as that many dollars', async () => {
    for (const language of ['en', 'es'] as const) {
      const { chat } = await openChat(language);
      for (const dollars of [12_500, 850, 1_200_000]) {
        const text = amountAnswerText(dollars);
        expect(
          (await tap(chat, 'medicalBills', text)).record.medicalBills?.total,
          `${language} ${text}`,
        ).toBe(dollars);
        expect((await tap(chat, 'lostWages', text)).record.lostWages?.total, `${language} ${text}`).toBe(
          dollars,
        );
        expect(
          (await tap(chat, 'propertyDamage', text)).record.propertyDamage?.amount,
          `${language} ${text}`,
        ).toBe(dollars);
        expect((await tap(chat, 'futureMedical', text)).record.futureMedical, `${language} ${text}`).toBe(
          dollars,
        );
      }
    }
  });

  it('"just to be sure" gets the chips: Yes confirms, No takes it back, Not sure leaves it for a person', async () => {
    for (const language of ['en', 'es'] as const) {
      const [yes, no, unsure] = yesNoChips[language];
      const lawyer = {
        priorAttorney: true,
        sources: { priorAttorney: { from: 'description' as const, quote: 'a firm took my case' } },
      };
      const confirm = async (text: string) => {
        const { chat } = await openChat(language);
        await ask(chat, 'confirmTurnAway', lawyer, { confirming: 'priorAttorney' });
        reply(await chat.send(text));
        return recordOf(chat);
      };
      expect((await confirm(yes)).turnAway.confirmed, `${language} yes`).toEqual(['priorAttorney']);
      const withdrawn = await confirm(no);
      expect(withdrawn.priorAttorney, `${language} no`).toBe(false);
      expect(withdrawn.turnAway.withdrawn, `${language} no`).toEqual(['priorAttorney']);
      const left = await confirm(unsure);
      expect(left.priorAttorney, `${language} not sure`).toBe(true);
      expect(left.turnAway, `${language} not sure`).toMatchObject({ confirmed: [], withdrawn: [] });
    }
  });

  it('sends no quick answer while "are you safe?" waits, nor on the reply that ends the part', async () => {
    const { chat } = await openChat('en');
    await ask(chat, 'witnesses');
    const emergency = reply(await chat.send('my coworker just collapsed and is not breathing'));
    expect(emergency.output).toMatch(/911/);
    expect(emergency.quickAnswer).toBeUndefined();

    const other = await openChat('en');
    await ask(other.chat, 'witnesses');
    const done = reply(await other.chat.send("that's all, I'm done"));
    expect(done.redirectUrl).toBeTruthy();
    expect(done.quickAnswer).toBeUndefined();
  });
});
