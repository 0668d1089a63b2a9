import { expect, it } from 'vitest';

import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { packFor } from './language/packs';
import { type ChatClient, openedChat, outputOf, type VisitorDetails } from './testing/chat-client';

/**
 * Decision 0321, through the real webhook routes: a visit to the ER told as history raises no
 * alarm, and an answer to "are you safe?" that says it was weeks back is thanked as the past it
 * is, never with help on the way, and the question that was pending comes back. Every sentence
 * here was written for this test.
 */
const en = packFor('en').saying;
const es = packFor('es').saying;

const english: VisitorDetails = {
  fullName: 'Tamsin Reyes-Hollow',
  phoneNumber: '(512) 555-0163',
  description: 'A delivery van backed into me in a parking lot in Austin, Texas on October 12. My hip hurts.',
};
const spanish: VisitorDetails = {
  fullName: 'Eulalia Marroquín',
  phoneNumber: '(512) 555-0168',
  description:
    'Una camioneta de reparto me golpeó en un estacionamiento en Austin, Texas, el 12 de octubre. Me duele la cadera.',
};

const paragraphs = (output: string) => output.split('\n\n');
/** Every stock line of the safety answer path that would speak of the danger as now. */
const linesOfNow = (saying: typeof en) => [
  saying.safetyThanksHelp,
  saying.safetyTakeYourTime,
  saying.safetyBeingSeen,
  saying.safetyThanks,
  saying.safetyStillInDanger,
  saying.safetyStillGoing,
  saying.safetyHomeNotCare,
  saying.safetyReminder,
  saying.emergencyNotice,
  saying.safetyQuestion,
];

describeEachEngine('the past is not now', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-23T17:00:00.000Z'),
  });
  const { caseOf } = chatCases(each);
  const say = async (chat: ChatClient, text: string) => outputOf(await chat.send(text)).output;

  it.each([
    ['en', 'I went to the emergency room at Saint Vincent that night'],
    ['en', 'my brother drove me to the ER after it happened, they did x-rays'],
    ['es', 'esa noche fui a la sala de emergencias del hospital'],
    ['es', 'mi esposo me llevó a urgencias el mismo día'],
  ] as const)('%s: a past ER visit raises no alarm: "%s"', async (language, visit) => {
    const saying = language === 'es' ? es : en;
    const chat = await openedChat(each.app, language === 'es' ? spanish : english);
    const reply = await say(chat, visit);
    expect(reply).not.toContain(saying.emergencyNotice);
    expect(reply).not.toContain(saying.safetyQuestion);
    expect((await caseOf(chat)).emergency_flagged_at).toBeNull();
  });

  it.each([
    ['en', 'my chest is crushing and I can barely breathe', "what? I'm fine, that was all last month"],
    [
      english,
      'my husband just fainted and is not responding',
      'no no, this was weeks ago, I went to the ER that same night',
    ],
    ['en', 'I cannot breathe', "no, that happened a month ago, I'm home and doing fine"],
    ['es', 'no puedo respirar y me duele mucho el pecho', 'eso fue hace dos semanas, estoy bien'],
    ['es', 'se desmayó y no responde', 'no, eso pasó el mes pasado, ya lo atendieron en urgencias'],
  ] as const)(
    '%s: after the alarm "%s", the answer "%s" is the past: no help on the way, the question comes back',
    async (language, alarm, past) => {
      const saying = language === 'es' ? es : en;
      const chat = await openedChat(each.app, language === 'es' ? spanish : english);
      const pending = paragraphs(
        await say(
          chat,
          language === 'es' ? 'fui al médico dos días después' : 'I saw my doctor two days later',
        ),
      ).at(-1)!;
      expect(paragraphs(await say(chat, alarm))[0]).toBe(saying.emergencyNotice);
      const reply = await say(chat, past);
      console.log('REPLY', JSON.stringify(reply));
      expect(paragraphs(reply)[0]).toBe(saying.safetyWasPast);
      expect(paragraphs(reply).at(-1)).toBe(pending);
      for (const line of linesOfNow(saying)) expect(reply).not.toContain(line);
    },
  );

  it('a present emergency after a past one still alarms', async () => {
    const chat = await openedChat(each.app, english);
    await say(chat, 'I went to the ER that night and they sent me home');
    const reply = await say(chat, 'wait, my daughter just collapsed and is not breathing');
    expect(paragraphs(reply)[0]).toBe(en.emergencyNotice);
  });
});
