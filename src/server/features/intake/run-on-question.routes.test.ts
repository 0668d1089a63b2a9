import { describe, expect, it } from 'vitest';

import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { findVisitorQuestions } from './questions/find-visitor-questions';
import { ChatClient, outputOf } from './testing/chat-client';

/**
 * Decision 0159 (a question run on after an answer), through the real routes: the answer still
 * lands on its fact, the question is noted for the attorney in its own words, and the question
 * is never read as a yes or no to a fact. Sentences written for this test.
 */

const visitor = {
  fullName: 'Bram Oyelaran',
  phoneNumber: '(615) 555-0139',
  description:
    'A box truck sideswiped my car on the interstate near Nashville, Tennessee on October 20. My shoulder is hurt.',
};
const visitante = {
  ...visitor,
  description:
    'Un camión de caja le dio un golpe de lado a mi carro en la interestatal cerca de Nashville, Tennessee, el 20 de octubre. Me lastimé el hombro.',
};

describe('a question run on after an answer', () => {
  it.each([
    [
      'i make 30 an hour and lost 6 shifts so around 1500 should i sign the release they mailed me',
      'should i sign the release they mailed me',
    ],
    [
      'about $2,400 in lost pay should I let them record my statement?',
      'should I let them record my statement?',
    ],
    [
      'my boss docked me 4 days do i have to use my vacation days for this',
      'do i have to use my vacation days for this',
    ],
    [
      'gano 25 la hora y perdí 5 turnos como 1000 debo firmar lo que me mandaron?',
      'debo firmar lo que me mandaron?',
    ],
    [
      'perdí 4 turnos, unos $600 debo firmar lo que me mandó el ajustador?',
      'debo firmar lo que me mandó el ajustador?',
    ],
  ])('"%s" asks "%s"', (text, question) => {
    const reading = findVisitorQuestions(text);
    expect(reading.questions.map((each) => each.text)).toEqual([question]);
    expect(reading.answer).not.toContain(question);
  });

  it.each([
    'not only did i break my wrist but my elbow too',
    'never have i hurt this much in my life',
    "whats worse is i can't lift my daughter",
    'the adjuster asked me twice should i record it and I said no',
  ])('"%s" runs on no question', (text) => {
    expect(findVisitorQuestions(text).questions.map((each) => each.text)).not.toContain(text);
    expect(findVisitorQuestions(text).answer).toContain(text.split(' ').slice(0, 3).join(' '));
  });
});

describeEachEngine('a question run on after an answer', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });

  const { caseOf, recordOf } = chatCases(each);
  const noted = async (chat: ChatClient) =>
    (
      await each.store.db
        .selectFrom('attorney_questions')
        .select('text')
        .where('case_id', '=', (await caseOf(chat)).id)
        .execute()
    ).map((row) => row.text);

  async function openChat(details = visitor) {
    const chat = new ChatClient(each.app);
    await chat.newChat(details);
    await chat.send('', { opening: true });
    return chat;
  }

  it.each([
    [
      'i make 30 an hour and lost 6 shifts so around $1500 should i give them a recorded statement',
      'should i give them a recorded statement',
    ],
    [
      'I make $30 an hour, lost 6 shifts, around $1,500 should I give them a recorded statement?',
      'should I give them a recorded statement?',
    ],
    [
      'I make $30 an hour, lost 6 shifts, around $1,500. Should I sign the release the adjuster mailed me?',
      'Should I sign the release the adjuster mailed me?',
    ],
  ])('notes the question and keeps the pay: "%s"', async (text, question) => {
    const chat = await openChat();
    await chat.send(text);
    const record = await recordOf(chat);
    expect(record.lostWages).toMatchObject({ total: 1500, rate: { amount: 30, per: 'hour' } });
    expect(record.recordedStatement).toBeUndefined();
    expect(record.releaseSigned).toBeUndefined();
    expect(await noted(chat)).toEqual([question]);
  });

  it('notes a Spanish question on the legal merits alone, and keeps the pay', async () => {
    const chat = await openChat(visitante);
    await chat.send(
      'gano 30 la hora y perdí 6 turnos como $1500 debo firmar lo que me mandó la aseguradora?',
    );
    expect((await recordOf(chat)).lostWages).toMatchObject({ total: 1500 });
    expect((await recordOf(chat)).releaseSigned).toBeUndefined();
    expect(await noted(chat)).toEqual(['debo firmar lo que me mandó la aseguradora?']);
  });

  it('does the same in Spanish', async () => {
    const chat = await openChat(visitante);
    const reply = outputOf(
      await chat.send('gano 30 la hora y perdí 6 turnos como 1500 debo darles una declaración grabada?'),
    ).output;
    const record = await recordOf(chat);
    expect(record.lostWages).toMatchObject({ total: 1500 });
    expect(record.recordedStatement).toBeUndefined();
    // Our content's answer, or the question noted: either way, a response, and never a fact.
    expect(reply.includes('/resources/') || (await noted(chat)).length === 1).toBe(true);
  });
});
