import { describe, expect, it } from 'vitest';

import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { checkMessage } from './guardrails';
import { english } from './language/english';
import { spanish } from './language/spanish';
import { isCareBillsQuestion } from './questions/care-bills-question';
import { ChatClient, outputOf } from './testing/chat-client';

/**
 * Decision 0160, through the real routes: a question about paying for care while the case goes
 * on is not the fee question. It gets our content's passage for this kind of case when the site
 * has one, else the attorney line and a note; never the contingency answer. Sentences written
 * for this test.
 */

const crash = {
  fullName: 'Imani Okafor',
  phoneNumber: '(405) 555-0162',
  description:
    'A pickup ran a red light and hit my car in Norman, Oklahoma on September 29. My knee and neck are hurt.',
};
const choque = {
  ...crash,
  description:
    'Una camioneta se pasó el rojo y chocó mi carro en Norman, Oklahoma, el 29 de septiembre. Me lastimé la rodilla y el cuello.',
};
const fall = {
  ...crash,
  description:
    'I tripped over a torn mat at a hardware store in Norman, Oklahoma on September 29 and broke my elbow.',
};
const caida = {
  ...crash,
  description:
    'Me tropecé con un tapete roto en una ferretería de Norman, Oklahoma, el 29 de septiembre y me fracturé el codo.',
};

const billsQuestions = {
  en: [
    'am I supposed to cover the ER bill out of my own pocket for now?',
    'who pays for my physical therapy while this is going on?',
    'do I have to pay the ambulance company before the case is over?',
  ],
  es: [
    '¿tengo que pagar la ambulancia de mi bolsillo por ahora?',
    '¿quién cubre la terapia mientras se resuelve esto?',
  ],
};

describe('a question about paying for care', () => {
  it.each([...billsQuestions.en, ...billsQuestions.es])('"%s" is no fee question', (text) => {
    expect(isCareBillsQuestion(text)).toBe(true);
    for (const language of ['en', 'es'] as const)
      expect(checkMessage(text, language).visitorQuestions).not.toContain('cost');
  });

  it.each([
    ['do I have to pay you guys anything?', 'en'],
    ['how much does the lawyer charge?', 'en'],
    ['is this really free?', 'en'],
    ['¿cuánto cobra el abogado?', 'es'],
    ['¿tengo que pagar algo por la consulta?', 'es'],
    // "this" is the service asked about, not a bill (decision 0246's round): the fee answer.
    ['so what will all of this cost me in the end?', 'en'],
    ['what is this going to cost me', 'en'],
    ['and what does it cost me, honestly', 'en'],
    ['do I owe you anything for the report', 'en'],
  ] as const)('"%s" is still the fee question', (text, language) => {
    expect(isCareBillsQuestion(text)).toBe(false);
    expect(checkMessage(text, language).visitorQuestions).toContain('cost');
  });
});

describeEachEngine('paying for care while the case goes on', (engine) => {
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

  async function openChat(details: typeof crash) {
    const chat = new ChatClient(each.app);
    await chat.newChat(details);
    await chat.send('', { opening: true });
    return chat;
  }

  it.each(billsQuestions.en)('after a crash, answers from our content: "%s"', async (text) => {
    const chat = await openChat(crash);
    const reply = outputOf(await chat.send(text)).output;
    expect(reply).toContain('From our site:');
    expect(reply).toContain('coverage');
    expect(reply).not.toContain(english.saying.visitorAnswers.cost);
    expect(reply).not.toContain(english.saying.attorneyNoted);
    expect(await noted(chat)).toEqual([]);
  });

  it.each(billsQuestions.en)(
    'after a fall (no passage on it), notes it for the attorney: "%s"',
    async (text) => {
      const chat = await openChat(fall);
      const reply = outputOf(await chat.send(text)).output;
      expect(reply).toContain(english.saying.attorneyNoted);
      expect(reply).not.toContain(english.saying.visitorAnswers.cost);
      expect(await noted(chat)).toEqual([text]);
    },
  );

  it.each(billsQuestions.es)('does the same in Spanish: "%s"', async (text) => {
    const afterCrash = outputOf(await (await openChat(choque)).send(text)).output;
    expect(afterCrash).not.toContain(spanish.saying.visitorAnswers.cost);
    expect(afterCrash).toContain('/legal-education/');
    const chat = await openChat(caida);
    const afterFall = outputOf(await chat.send(text)).output;
    expect(afterFall).toContain(spanish.saying.attorneyNoted);
    expect(afterFall).not.toContain(spanish.saying.visitorAnswers.cost);
    expect(await noted(chat)).toEqual([text]);
  });
});
