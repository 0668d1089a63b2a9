import { describe, expect, it } from 'vitest';

import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { checkMessage } from './guardrails';
import { packFor } from './language/packs';
import { ChatClient, outputOf } from './testing/chat-client';

/**
 * Decision 0277: a visitor's question typed with no question mark is heard as a question, through
 * the real routes: the kinds we answer ourselves (what it costs, how long the chat takes) in the
 * words Spanish uses for them, and the open questions Spanish asks in the words of a statement
 * (what the visitor fears may happen to them) or English asks with a bare noun after a modal.
 * Sentences written for this test.
 */

const visitante = {
  fullName: 'Rocío Valdés',
  phoneNumber: '(505) 555-0172',
  description:
    'Una camioneta se pasó el rojo y chocó mi carro en Albuquerque, Nuevo México, el 12 de octubre. Me lastimé el cuello.',
};
const visitor = {
  fullName: 'Dale Whitcomb',
  phoneNumber: '(505) 555-0188',
  description:
    'A pickup ran the red light and hit my car in Albuquerque, New Mexico on October 12. My neck is hurt.',
};

/** Our content's answer carries its page's address. */
const siteLink = /\(https?:\/\/[^)\s]+\)/;

describe('questions asked with no mark, and statements that are none', () => {
  it.each([
    ['y todo esto nos va a costar algo', 'es', 'cost'],
    ['ustedes cobran algo por ayudarme', 'es', 'cost'],
    ['cuanto se demora', 'es', 'howLong'],
    ['y cuanto falta', 'es', 'howLong'],
    ['do you guys charge for this', 'en', 'cost'],
    ['how much longer', 'en', 'howLong'],
  ] as const)('"%s" asks %s', (text, language, kind) => {
    expect(checkMessage(text, language).visitorQuestions).toContain(kind);
  });

  it.each([
    ['me pueden despedir por faltar tanto al trabajo', 'es'],
    ['me van a subir la aseguranza por el choque', 'es'],
    ['tengo que ir a la corte por lo del choque', 'es'],
    ['would workers comp pay for my therapy', 'en'],
    ['does insurance cover a rental while mine is in the shop', 'en'],
  ] as const)('"%s" is an open question, not an answer', (text, language) => {
    const check = checkMessage(text, language);
    expect(check.openQuestions.map((question) => question.text)).toEqual([text]);
    expect(check.readable).toBe('');
  });

  it.each([
    ['puedo caminar pero con mucho dolor', 'es'],
    ['me van a operar el martes que viene', 'es'],
    ['tengo que ir a terapia dos veces por semana', 'es'],
    ['me costó como 300 la ambulancia', 'es'],
    ['insurance paid for the tow', 'en'],
    ['will do, thanks', 'en'],
  ] as const)('"%s" asks nothing and is read', (text, language) => {
    const check = checkMessage(text, language);
    expect(check.visitorQuestions).toEqual([]);
    expect(check.openQuestions).toEqual([]);
    expect(check.readable).toBe(text);
  });
});

describeEachEngine('questions asked with no mark', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });
  const { caseOf } = chatCases(each);
  const noted = async (chat: ChatClient) =>
    (
      await each.store.db
        .selectFrom('attorney_questions')
        .select('text')
        .where('case_id', '=', (await caseOf(chat)).id)
        .execute()
    ).map((row) => row.text);

  async function openChat(details: typeof visitor) {
    const chat = new ChatClient(each.app);
    await chat.newChat(details);
    await chat.send('', { opening: true });
    return chat;
  }

  it('answers what it costs, asked in Spanish with no mark', async () => {
    const chat = await openChat(visitante);
    const reply = outputOf(await chat.send('y todo esto nos va a costar algo')).output;
    expect(reply).toContain(packFor('es').saying.visitorAnswers.cost);
  });

  it('answers how long the chat takes, asked in Spanish with no mark', async () => {
    const chat = await openChat(visitante);
    const reply = outputOf(await chat.send('cuanto se demora')).output;
    expect(reply).toContain(packFor('es').saying.visitorAnswers.howLong);
  });

  it('hears a fear said as a statement in Spanish as a question', async () => {
    const chat = await openChat(visitante);
    const reply = outputOf(await chat.send('me pueden despedir por faltar tanto al trabajo')).output;
    const isAnswered = siteLink.test(reply);
    expect(isAnswered || (await noted(chat)).includes('me pueden despedir por faltar tanto al trabajo')).toBe(
      true,
    );
  });

  it('hears a bare noun after a modal in English as a question', async () => {
    const chat = await openChat(visitor);
    const reply = outputOf(await chat.send('would workers comp pay for my therapy')).output;
    const isAnswered = siteLink.test(reply);
    expect(isAnswered || (await noted(chat)).includes('would workers comp pay for my therapy')).toBe(true);
  });
});
