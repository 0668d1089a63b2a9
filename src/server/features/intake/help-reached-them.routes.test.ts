import { expect, it } from 'vitest';

import { appPerTest } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { packFor } from './language/packs';
import { type ChatClient, openedChat, outputOf, type VisitorDetails } from './testing/chat-client';

/**
 * Through the real webhook routes: once the visitor says help has reached the person where they
 * are now (the ER, the hospital, the paramedics), the alarmed danger told as still going is the
 * one they are being helped with: no 911 line again (decision 0381). Help only on its way, or a
 * danger that came back or grew, still gets it. Every sentence here was written for this test.
 */
const en = packFor('en').saying;
const es = packFor('es').saying;

const english: VisitorDetails = {
  fullName: 'Corinne Ashby',
  phoneNumber: '(512) 555-0143',
  description: 'A pickup ran a red light and hit us in Austin, Texas on October 2. My shoulder hurts.',
};
const spanish: VisitorDetails = {
  fullName: 'Rosalba Quintero',
  phoneNumber: '(512) 555-0147',
  description:
    'Una camioneta se pasó el rojo y nos chocó en Austin, Texas, el 2 de octubre. Me duele el hombro.',
};

describeEachEngine('help that reached them', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-22T16:00:00.000Z'),
  });
  const say = async (chat: ChatClient, text: string) => outputOf(await chat.send(text)).output;
  const alarmed = async (details: VisitorDetails, alarm: string, help: string) => {
    const chat = await openedChat(each.app, details);
    await say(chat, alarm);
    await say(chat, help);
    return chat;
  };

  it('English: in the ER, then still not waking: no 911 line again', async () => {
    const chat = await alarmed(
      english,
      'my husband fainted in the kitchen and will not wake up',
      'he is in the emergency room now',
    );
    const reply = await say(chat, 'he is still not awake');
    expect(reply).not.toContain('911');
    expect(reply).not.toContain(en.safetyQuestion);
  });

  it('English: with the paramedics, then still out: no 911 line again', async () => {
    const chat = await alarmed(
      english,
      'my sister blacked out and is not responding',
      'the paramedics have her now',
    );
    expect(await say(chat, 'she still has not woken up')).not.toContain('911');
  });

  it('Spanish: ya en urgencias, then still not waking: no 911 line again', async () => {
    const chat = await alarmed(spanish, 'mi abuelo se desmayó y no reacciona', 'ya está en urgencias');
    const reply = await say(chat, 'todavía no despierta');
    expect(reply).not.toContain('911');
    expect(reply).toContain(es.safetyBeingSeen);
  });

  it('Spanish: internado, then still not responding: no 911 line again', async () => {
    const chat = await alarmed(spanish, 'mi tía perdió el conocimiento y no responde', 'ya la internaron');
    expect(await say(chat, 'sigue sin responder')).not.toContain('911');
  });

  it('help only on its way: the same danger still going keeps the 911 line (negative)', async () => {
    const chat = await alarmed(
      english,
      'my husband fainted in the kitchen and will not wake up',
      'an ambulance is coming',
    );
    expect(await say(chat, 'he is still not awake')).toBe(en.safetyStillGoing);
  });

  it('in the ER, then the danger grew: the notice again (negative), both languages', async () => {
    const chat = await alarmed(
      english,
      'my husband fainted in the kitchen and will not wake up',
      'he is in the emergency room now',
    );
    expect(await say(chat, 'now he stopped breathing again')).toContain(en.emergencyNotice);
    const chatEs = await alarmed(spanish, 'mi abuelo se desmayó y no reacciona', 'ya está en urgencias');
    expect(await say(chatEs, 'ahora otra vez no respira')).toContain(es.emergencyNotice);
  });
});
