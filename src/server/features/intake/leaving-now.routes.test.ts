import { describe, expect, it } from 'vitest';

import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { checkMessage } from './guardrails';
import { english } from './language/english';
import { spanish } from './language/spanish';
import { RESUME_LINK_PLACEHOLDER } from './intake-referee';
import { ChatClient, outputOf } from './testing/chat-client';

/**
 * Decision 0161, through the real routes: a visitor who must leave now gets a short kind reply,
 * their answers kept and the one-time link to come back, and no question in it; coming back
 * through the link, they find the question still open. Sentences written for this test.
 */

const visitor = {
  fullName: 'Rowan Adeyemi',
  phoneNumber: '(505) 555-0187',
  description:
    'A delivery van backed into my car in a parking lot in Santa Fe, New Mexico on October 14. My wrist is sprained.',
};
const visitante = {
  ...visitor,
  description:
    'Una camioneta de reparto se echó en reversa contra mi carro en un estacionamiento de Santa Fe, Nuevo México, el 14 de octubre. Me torcí la muñeca.',
};

const paragraphs = (output: string) => output.split('\n\n');
const linkOf = (output: string) => /https?:\/\/\S+resume=([\w-]+)/.exec(output);

describe('saying one must leave now', () => {
  it.each([
    ['so sorry, I have to go', 'en'],
    ['I need to leave for my shift right now', 'en'],
    ['ok gotta run, I will finish later', 'en'],
    ['I have to go pick up my daughter now', 'en'],
    ['perdón, me tengo que ir', 'es'],
    ['tengo que salir al trabajo ahorita', 'es'],
    ['ya me voy, luego sigo', 'es'],
  ] as const)('"%s" is heard as leaving, with nothing left to read', (text, language) => {
    const check = checkMessage(text, language);
    expect(check.isLeaving).toBe(true);
    expect(check.readable).toBe('');
  });

  it.each([
    ['I need to go to a specialist for my knee', 'en'],
    ['now I have to go to therapy three times a week', 'en'],
    ['I had to leave work early that day', 'en'],
    ['tengo que ir a terapia dos veces por semana', 'es'],
    ['me voy a operar el mes que viene', 'es'],
  ] as const)('"%s" tells of the case, not of leaving', (text, language) => {
    expect(checkMessage(text, language).isLeaving).toBe(false);
  });
});

describe('leaving told after news, or with a reason of its own (decision 0289)', () => {
  it.each([
    ['the paramedics just got here, I have to go', 'en'],
    ['tow truck showed up now i gotta go', 'en'],
    ['ok they are calling my name so I need to go', 'en'],
    ['I have to go, they are taking me back for x-rays', 'en'],
    ['gotta go my boss is calling', 'en'],
    ['i need to go because the nurse is here', 'en'],
    ['ya llegó la grúa, tengo que irme', 'es'],
    ['me tengo que ir, me van a atender', 'es'],
    ['tengo que irme porque llegó el doctor', 'es'],
  ] as const)('"%s" is heard as leaving', (text, language) => {
    expect(checkMessage(text, language).isLeaving).toBe(true);
  });

  it.each([
    ['my sister said I have to go to urgent care', 'en'],
    ['the doctor says I need to go to physical therapy', 'en'],
    ['now I need to go to a neurologist, they said', 'en'],
    ['it hurt so I had to leave the game', 'en'],
    ['el doctor dijo que tengo que ir al especialista', 'es'],
  ] as const)('"%s" still tells of the case', (text, language) => {
    expect(checkMessage(text, language).isLeaving).toBe(false);
  });
});

describeEachEngine('a visitor who must leave now', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });

  const { caseOf } = chatCases(each);

  async function openChat(details = visitor) {
    const chat = new ChatClient(each.app);
    await chat.newChat(details);
    const opening = outputOf(await chat.send('', { opening: true }));
    return { chat, pending: paragraphs(opening.output).at(-1)! };
  }

  it.each(['sorry, I have to go to the pharmacy now', 'I need to leave right now, my bus is here'])(
    'gets a kind reply with the link back and no question: "%s"',
    async (text) => {
      const { chat, pending } = await openChat();
      const before = await caseOf(chat);
      const response = await chat.send(text);
      const reply = outputOf(response);
      const link = linkOf(reply.output);
      expect(link).not.toBeNull();
      expect(reply.output).toBe(english.saying.leavingNow(link![0]));
      expect(reply.output.replace(link![0], '')).not.toContain('?');
      expect(response.json<{ questionNumber?: number }>().questionNumber).toBeUndefined();
      expect(reply.redirectUrl).toBeUndefined();
      // The question left open is still open, and nothing was counted for it.
      const after = await caseOf(chat);
      expect(after.questions_total).toBe(before.questions_total);
      expect(after.status).toBe('open');
      // The transcript keeps only the placeholder, never the one-time link.
      const stored = await each.store.db
        .selectFrom('messages')
        .select('text')
        .where('case_id', '=', after.id)
        .where('role', '=', 'agent')
        .execute();
      expect(stored.map((row) => row.text)).toContain(english.saying.leavingNow(RESUME_LINK_PLACEHOLDER));
      expect(stored.map((row) => row.text).join(' ')).not.toContain(link![1]);

      // Back later on another device through the link: the same question, asked again.
      const phone = new ChatClient(each.app);
      // Its own message number: the same number and text would be a replay of the first opening.
      Object.assign(phone, { sessionId: chat.sessionId, chatId: chat.chatId, sessQNo: chat.sessQNo });
      const back = outputOf(await phone.send('', { opening: true, extra: { resumeToken: link![1] } }));
      expect(paragraphs(back.output).at(-1)).toBe(pending);
    },
  );

  it('keeps an answer given with the goodbye, and comes back to the next question', async () => {
    const { chat, pending } = await openChat();
    const reply = outputOf(
      await chat.send('Just the urgent care clinic, one visit, all done. Sorry, I have to go now'),
    );
    expect(reply.output).toBe(english.saying.leavingNow(linkOf(reply.output)![0]));
    const after = await caseOf(chat);
    expect(after.case_record).toContain('urgent care');
    const link = linkOf(reply.output)!;
    const phone = new ChatClient(each.app);
    // Its own message number: the same number and text would be a replay of the first opening.
    Object.assign(phone, { sessionId: chat.sessionId, chatId: chat.chatId, sessQNo: chat.sessQNo });
    const back = outputOf(await phone.send('', { opening: true, extra: { resumeToken: link[1] } }));
    expect(paragraphs(back.output).at(-1)).not.toBe(pending);
  });

  it.each(['perdón, me tengo que ir ya', 'tengo que salir al trabajo ahorita, luego sigo'])(
    'does the same in Spanish: "%s"',
    async (text) => {
      const { chat } = await openChat(visitante);
      const response = await chat.send(text);
      const reply = outputOf(response);
      const link = linkOf(reply.output);
      expect(reply.output).toBe(spanish.saying.leavingNow(link![0]));
      expect(response.json<{ questionNumber?: number }>().questionNumber).toBeUndefined();
    },
  );
});
