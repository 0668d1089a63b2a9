import { expect, it } from 'vitest';

import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { english } from './language/english';
import { spanish } from './language/spanish';
import { ChatClient, outputOf } from './testing/chat-client';

/**
 * Through the real routes, a visitor's question back to us gets the right response (issue 23):
 * a thing offered back with its relative clause is a clarification and a check of receipt is
 * answered that it is saved, neither noted nor counted (decision 0382); asking why we ask gets why
 * it matters, then the question again (0382); when someone will call gets our 24 to 48 hours, how
 * long the case takes is noted for the attorney, how long the chat takes stays ours (0383). Every
 * sentence here was written for this test.
 */
const visitor = {
  fullName: 'Harlan Medeiros',
  phoneNumber: '(480) 555-0162',
  description: 'A box truck backed into my car in Tempe, Arizona on October 14. My neck hurts.',
};
const visitante = {
  ...visitor,
  description:
    'Un camión de carga se echó de reversa contra mi carro en Tempe, Arizona, el 14 de octubre. Me duele el cuello.',
};
const paragraphs = (output: string) => output.split('\n\n');

describeEachEngine('questions back to us', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });
  const { caseOf, notedOf } = chatCases(each);
  const noted = async (chat: ChatClient) => (await notedOf(chat)).map((row) => row.text);
  async function openChat(details = visitor) {
    const chat = new ChatClient(each.app);
    await chat.newChat(details);
    await chat.send('', { opening: true });
    return chat;
  }
  const say = async (chat: ChatClient, text: string) => paragraphs(outputOf(await chat.send(text)).output);

  it.each([
    ['the woman who was driving the truck?', visitor, english.saying.clarifyLead],
    ['the guy that owns the business?', visitor, english.saying.clarifyLead],
    ['¿el señor que manejaba el camión?', visitante, spanish.saying.clarifyLead],
    ['¿la doctora que me atendió primero?', visitante, spanish.saying.clarifyLead],
  ])('a thing offered back is a clarification: "%s"', async (text, details, lead) => {
    const chat = await openChat(details);
    const before = (await caseOf(chat)).questions_total;
    const reply = await say(chat, text);
    expect(reply[0]).toBe(lead);
    expect(await noted(chat)).toEqual([]);
    expect((await caseOf(chat)).questions_total).toBe(before);
  });

  it.each([
    ['did you receive my last message?', visitor, english.saying.checkSaved],
    ['did my answer go through?', visitor, english.saying.checkSaved],
    ['¿le llegó mi mensaje?', visitante, spanish.saying.checkSaved],
    ['¿se envió lo que le mandé?', visitante, spanish.saying.checkSaved],
  ])('a check of receipt is confirmed, not noted: "%s"', async (text, details, saved) => {
    const chat = await openChat(details);
    const reply = await say(chat, text);
    expect(reply[0]).toBe(saved);
    expect(await noted(chat)).toEqual([]);
  });

  it.each([
    ['why do you even need to know that?', visitor, english.saying.whyWeAsk],
    ['what does that have to do with my accident?', visitor, english.saying.whyWeAsk],
    ['¿y eso qué tiene que ver con mi caso?', visitante, spanish.saying.whyWeAsk],
    ['¿para qué necesita saber eso?', visitante, spanish.saying.whyWeAsk],
  ])('asking why we ask gets why it matters, then the question: "%s"', async (text, details, why) => {
    const chat = await openChat(details);
    const before = (await caseOf(chat)).questions_total;
    const reply = await say(chat, text);
    expect(reply[0]).toBe(why);
    expect(reply).toHaveLength(2);
    expect(await noted(chat)).toEqual([]);
    expect((await caseOf(chat)).questions_total).toBe(before);
  });

  it.each([
    ['how long until somebody from your team calls me?', visitor, english.saying.visitorAnswers.nextSteps],
    ['when can I expect a call?', visitor, english.saying.visitorAnswers.nextSteps],
    ['¿cuánto tardan en llamarme?', visitante, spanish.saying.visitorAnswers.nextSteps],
    ['¿en cuánto tiempo me van a llamar?', visitante, spanish.saying.visitorAnswers.nextSteps],
  ])('when someone will call gets the 24 to 48 hours: "%s"', async (text, details, answer) => {
    const chat = await openChat(details);
    const reply = await say(chat, text);
    expect(reply).toContain(answer);
    expect(reply).not.toContain(english.saying.attorneyNoted);
    expect(await noted(chat)).toEqual([]);
  });

  it.each([
    ['how long will my claim take to wrap up?', visitor, english.saying.attorneyNoted],
    ['how long does this whole process usually take?', visitor, english.saying.attorneyNoted],
    ['¿cuánto tarda un caso como el mío?', visitante, spanish.saying.attorneyNoted],
    ['¿cuándo se resuelve mi reclamo?', visitante, spanish.saying.attorneyNoted],
  ])('how long the case takes is noted for the attorney: "%s"', async (text, details, line) => {
    const chat = await openChat(details);
    const reply = await say(chat, text);
    expect(reply).toContain(line);
    expect(await noted(chat)).toEqual([text]);
  });

  // Negatives: the chat's length stays ours, a real legal question is still noted.
  it.each([
    ['how many more questions do you have?', visitor, english.saying.visitorAnswers.howLong],
    ['how much longer is this chat going to be?', visitor, english.saying.visitorAnswers.howLong],
    ['¿cuántas preguntas faltan?', visitante, spanish.saying.visitorAnswers.howLong],
  ])('the chat\'s length is ours, not noted: "%s"', async (text, details, answer) => {
    const chat = await openChat(details);
    expect(await say(chat, text)).toContain(answer);
    expect(await noted(chat)).toEqual([]);
  });

  it.each([
    ['the driver who hit me is allowed to sue me?', visitor],
    ['should I take the check the insurance sent?', visitor],
    ['¿el que me chocó me puede demandar?', visitante],
  ])('a real legal question is still noted: "%s"', async (text, details) => {
    const chat = await openChat(details);
    await say(chat, text);
    expect(await noted(chat)).toEqual([text]);
  });
});
