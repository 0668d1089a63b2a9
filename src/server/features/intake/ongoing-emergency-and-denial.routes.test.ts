import { expect, it } from 'vitest';

import { emergencyWithdrawnAction, parseEmergencySigns } from '../../../contracts/danger-signs';
import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { packFor } from './language/packs';
import { type ChatClient, openedChat, outputOf, type VisitorDetails } from './testing/chat-client';

/**
 * Through the real webhook routes: an alarmed danger told as still going on is the same
 * emergency, followed up in one line that keeps the visitor calling 911, not the whole notice
 * and "are you safe?" again (decision 0281); a clear denial of self-harm withdraws its flag and
 * leaves an audit note, while a bare "nothing is wrong" does not (decision 0282). Every sentence
 * here was written for this test.
 */
const en = packFor('en').saying;
const es = packFor('es').saying;

const english: VisitorDetails = {
  fullName: 'Dana Whitfield',
  phoneNumber: '(214) 555-0188',
  description: 'A delivery van hit my car at a stop sign in Plano, Texas on September 9. My wrist hurts.',
};
const spanish: VisitorDetails = {
  fullName: 'Mateo Salgado',
  phoneNumber: '(214) 555-0191',
  description: 'Una camioneta me pegó en un alto en Plano, Texas, el 9 de septiembre. Me duele la muñeca.',
};

const paragraphs = (output: string) => output.split('\n\n');

describeEachEngine('the same emergency followed up, and self-harm denied', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-22T16:00:00.000Z'),
  });
  const { caseOf } = chatCases(each);
  const auditOf = async (chat: ChatClient) =>
    each.store.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_id', '=', (await caseOf(chat)).id)
      .where('action', '=', emergencyWithdrawnAction)
      .execute();

  const opened = (details: VisitorDetails) => openedChat(each.app, details);
  const say = async (chat: ChatClient, text: string) => outputOf(await chat.send(text)).output;

  it('an unconscious person still not waking is the same emergency: one 911 line each turn, not the whole notice (0281)', async () => {
    const chat = await opened(english);
    expect(
      paragraphs(await say(chat, 'hold on, my grandfather fainted in the hallway and is not responding')),
    ).toEqual([en.emergencyNotice, en.safetyQuestion]);
    const questions = (await caseOf(chat)).questions_total;
    for (const still of ['he is still not awake', 'still nothing, he has not woken up yet'])
      expect(await say(chat, still)).toBe(en.safetyStillGoing);
    expect((await caseOf(chat)).questions_total).toBe(questions);
    // Help came: the intake goes on as after any safe answer.
    const helped = await say(chat, 'the paramedics just walked in');
    expect(paragraphs(helped)[0]).toBe(`${en.safetyThanksHelp} ${en.safetyTakeYourTime}`);
    expect(helped).not.toContain(en.emergencyNotice);
  });

  it('in Spanish too, and after help was said to be coming (0281)', async () => {
    const chat = await opened(spanish);
    expect(paragraphs(await say(chat, 'mi hermana se desmayó en la cocina y no reacciona'))[0]).toBe(
      es.emergencyNotice,
    );
    expect(await say(chat, 'sigue igual, no abre los ojos todavía')).toBe(es.safetyStillGoing);
    expect(await say(chat, 'sigue sin responder, no sé qué hacer')).toBe(es.safetyStillGoing);

    const later = await opened(spanish);
    await say(later, 'mi tío se cayó de la escalera y está inconsciente');
    expect(await say(later, 'sí, la ambulancia ya viene en camino')).not.toContain('911');
    expect(await say(later, 'mi tío sigue sin despertar')).toBe(es.safetyStillGoing);
  });

  it('a new family, or the danger back or worse, is still a new alarm, first (0281)', async () => {
    const bleeding = await opened(english);
    await say(bleeding, 'my coworker passed out by the forklift and will not wake up');
    expect(paragraphs(await say(bleeding, 'he is still out and now blood is pouring from his ear'))).toEqual([
      en.emergencyNotice,
      en.safetyQuestion,
    ]);
    expect(parseEmergencySigns((await caseOf(bleeding)).emergency_signs)).toContain('bleeding');

    const worse = await opened(english);
    await say(worse, 'my coworker passed out by the forklift and will not wake up');
    expect(paragraphs(await say(worse, 'he is still not awake and he stopped breathing again'))[0]).toBe(
      en.emergencyNotice,
    );
  });

  it.each([
    [
      'my son hit his head and now he will not wake up properly',
      "he's not in danger, just sleepy I think? is it ok to let him sleep",
    ],
    ['my mom fainted and is hard to wake', 'no emergency, I guess, she is breathing'],
    ['mi hijo se golpeó la cabeza y no despierta bien', 'no es una emergencia, creo, solo tiene mucho sueño'],
    ['my dad collapsed in the garage and is not responding', 'nobody is in danger, should I let him rest?'],
  ])(
    'a denial told with doubt keeps the alarm and the 911 line (0295): "%s" / "%s"',
    async (alarm, doubt) => {
      const chat = await opened(alarm.startsWith('mi ') ? spanish : english);
      await say(chat, alarm);
      const reply = await say(chat, doubt);
      expect(reply).toContain('911');
      expect(reply).not.toContain((alarm.startsWith('mi ') ? es : en).safetyThanks);
      expect(await auditOf(chat)).toEqual([]);
    },
  );

  it('a clear denial of self-harm withdraws its flag, with an audit note (0282)', async () => {
    const chat = await opened(english);
    expect(paragraphs(await say(chat, 'honestly I just want to die, this neck pain never stops'))[0]).toBe(
      en.selfHarmNotice,
    );
    const raisedAt = (await caseOf(chat)).emergency_flagged_at;
    expect(raisedAt).toEqual(expect.any(String));
    const reply = await say(chat, "no, I'm not suicidal, I meant the pain is unbearable");
    expect(paragraphs(reply)[0]).toBe(en.selfHarmDeniedThanks);
    const cleared = await caseOf(chat);
    expect(cleared.emergency_flagged_at).toBeNull();
    expect(parseEmergencySigns(cleared.emergency_signs)).toEqual([]);
    const notes = await auditOf(chat);
    expect(notes).toHaveLength(1);
    expect(JSON.parse(notes[0]!.details)).toEqual({ raisedAt, withdrawn: ['self_harm'], remaining: [] });

    const spanishChat = await opened(spanish);
    await say(spanishChat, 'ya no quiero vivir así con este dolor');
    await say(spanishChat, 'no me voy a hacer daño, fue una manera de hablar');
    expect((await caseOf(spanishChat)).emergency_flagged_at).toBeNull();
    expect(await auditOf(spanishChat)).toHaveLength(1);
  });

  it('a later clear denial withdraws it too, and the question is kept as it was (0282)', async () => {
    const chat = await opened(english);
    await say(chat, 'some nights I think my family would be better off without me');
    const safe = await say(chat, 'I am safe, my husband is home with me');
    const question = paragraphs(safe).at(-1)!;
    const reply = await say(chat, 'to be clear I would never hurt myself, it was just an expression');
    expect(paragraphs(reply)).toEqual([en.selfHarmDeniedThanks, question]);
    expect((await caseOf(chat)).emergency_flagged_at).toBeNull();
    expect(await auditOf(chat)).toHaveLength(1);
  });

  it('no clear denial, or a denial beside a sign, keeps the self-harm flag (0282)', async () => {
    for (const answer of [
      'never mind, it is nothing, I am fine',
      "I'm not suicidal but sometimes I wish I would not wake up",
      'no pasa nada, olvídelo',
      "I'm not suicidal, though last week I wanted to die",
    ]) {
      const chat = await opened(english);
      await say(chat, 'some nights I think my family would be better off without me');
      await say(chat, answer);
      expect((await caseOf(chat)).emergency_flagged_at).toEqual(expect.any(String));
      expect(await auditOf(chat)).toEqual([]);
    }
  });
});
