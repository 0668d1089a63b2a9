import { expect, it } from 'vitest';

import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { packFor } from './language/packs';
import { ChatClient, outputOf, type VisitorDetails } from './testing/chat-client';

/**
 * Through the real webhook routes, whole chats: what an earlier message told is carried to the
 * later ones only as what it was (decision 0416). A sudden onset ("wait", "started", "de repente")
 * is the moment of its own message; a context told weeks or more back ("he had a stroke in 2019")
 * is history; an amount of money is no age (0417); a request for a person is answered with the
 * callback choice even while "are you safe?" waits (0418); shaking from being upset, or a burn
 * scar, is no sign (0419). People in danger now still get the 911 line first, in the description,
 * in a later answer, in Spanish and with typos. Every sentence here was written for this test.
 */
const en = packFor('en').saying;
const es = packFor('es').saying;

const paragraphs = (output: string) => output.split('\n\n');
const plain = (description: string): VisitorDetails => ({
  fullName: 'Noemi Halvorsen',
  phoneNumber: '(512) 555-0162',
  description,
});
const ordinary = plain('A pickup hit my car at a stop sign in Plano, Texas on September 9. My wrist hurts.');
const ordinarySpanish = plain(
  'Una camioneta me pegó en un alto en Plano, Texas, el 9 de septiembre. Me duele la muñeca.',
);

describeEachEngine('false alarms across turns, and real ones', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-22T16:00:00.000Z'),
  });
  const { caseOf } = chatCases(each);

  /** Every reply of the chat, the opening first. */
  const chatOf = async (details: VisitorDetails, turns: string[]) => {
    const chat = new ChatClient(each.app);
    await chat.newChat(details);
    const replies = [outputOf(await chat.send(details.description, { opening: true })).output];
    for (const turn of turns) replies.push(outputOf(await chat.send(turn)).output);
    return { chat, replies };
  };
  const expectNoAlarm = async (details: VisitorDetails, turns: string[]) => {
    const { chat, replies } = await chatOf(details, turns);
    for (const reply of replies) {
      expect(reply).not.toContain(en.emergencyNotice);
      expect(reply).not.toContain(es.emergencyNotice);
      expect(reply).not.toContain(en.safetyQuestion);
      expect(reply).not.toContain(es.safetyQuestion);
    }
    expect((await caseOf(chat)).emergency_flagged_at).toBeNull();
  };

  it('numbness from a pinched nerve, told after a description whose pain "started": no alarm', async () => {
    await expectNoAlarm(
      plain(
        'A van rear-ended me at a light in Austin, Texas on March 3. My neck started hurting right away.',
      ),
      [
        'I saw my doctor two days later',
        'my right hand is still numb and tingly, they said it is a pinched nerve',
      ],
    );
  });

  it('"wait, I have a question" once, then a weak arm and confusing paperwork: no alarm', async () => {
    await expectNoAlarm(
      plain('I slipped on a wet floor at a grocery store in Tucson, Arizona on February 9 and hurt my back.'),
      [
        'wait, I have a question first. does this cost anything?',
        'my arm feels weak when I carry groceries',
        'I was confused about the paperwork they sent',
      ],
    );
  });

  it('legs shaking from being upset, after a head injury told in the description: no alarm', async () => {
    await expectNoAlarm(
      plain('A car ran a stop sign and hit me in Houston, Texas on June 12. I hit my head on the window.'),
      [
        'the ER did a scan that night and it was fine',
        'sorry, my legs are shaking because I am so upset talking about it',
      ],
    );
  });

  it('old burn scars on the chest: no alarm', async () => {
    await expectNoAlarm(
      plain('A space heater in our rented apartment in Phoenix, Arizona caught fire on May 2 and burned me.'),
      ['I have old burn scars on my chest now', 'the burn scars on my chest itch and I sweat at night'],
    );
  });

  it('a stroke told as past history, then confusion about dates and a weak leg: no alarm', async () => {
    await expectNoAlarm(
      plain(
        'My father was hit by a car in a crosswalk in Dallas, Texas on August 8. He had a stroke in 2019.',
      ),
      ['he gets confused with the dates', 'his left leg is weak since the crash'],
    );
  });

  it('money with a dollar amount ("is only $500") is no age: later tiredness raises nothing', async () => {
    await expectNoAlarm(
      plain(
        'A truck hit my car in El Paso, Texas on April 4. The repair was $4,500 and my deductible is only $500.',
      ),
      ['I went to urgent care', 'lately I have been out of it and not myself'],
    );
  });

  it('Spanish: "de repente" in the description, a numb hand from a nerve later: no alarm', async () => {
    await expectNoAlarm(
      plain(
        'Un carro me chocó por detrás en San Antonio, Texas, el 3 de marzo. De repente sentí el golpe en el cuello.',
      ),
      [
        'fui a la clínica al otro día',
        'tengo la mano dormida desde el choque, el doctor dice que es un nervio',
      ],
    );
  });

  it('a roof that "started" leaking, then confusion about the insurance: no alarm', async () => {
    await expectNoAlarm(
      plain('The parking garage roof started leaking and I slipped in Reno, Nevada on January 20.'),
      ['I went to the ER that day', 'I am confused about what the insurance wants from me'],
    );
  });

  it('real: a head injury an hour ago with vomiting, in the description: the 911 line first', async () => {
    const { replies } = await chatOf(
      plain(
        'My son fell off the monkey bars an hour ago and hit his head, now he keeps throwing up and is very sleepy',
      ),
      [],
    );
    expect(paragraphs(replies[0]!)[0]).toBe(en.emergencyNotice);
  });

  it('real: a drooping face told in a later answer: the 911 line first', async () => {
    const { replies } = await chatOf(ordinary, [
      "oh no, my husband's face is drooping on one side and he can't lift his arm",
    ]);
    expect(paragraphs(replies[1]!)).toEqual([en.emergencyNotice, en.safetyQuestion]);
  });

  it('real, Spanish: a crooked face and speech now: the 911 line in Spanish first', async () => {
    const { replies } = await chatOf(ordinarySpanish, [
      'ahorita mi papá no puede hablar bien y tiene la cara chueca',
    ]);
    expect(paragraphs(replies[1]!)[0]).toBe(es.emergencyNotice);
  });

  it('real, with typos: collapsed and not breathing: the 911 line first', async () => {
    const { replies } = await chatOf(ordinary, [
      'my wife colapsed and isnt breathng, her lips are turnin blue',
    ]);
    expect(paragraphs(replies[1]!)[0]).toBe(en.emergencyNotice);
  });

  it('real: a head injury this morning is carried to the next message: vomiting and sleepiness alarm', async () => {
    const { replies } = await chatOf(
      plain('My daughter hit her head on the trampoline this morning in Tulsa, Oklahoma.'),
      ['she threw up twice and keeps falling asleep'],
    );
    expect(paragraphs(replies[1]!)[0]).toBe(en.emergencyNotice);
  });

  it('real: after a stroke told as history, stroke signs now still alarm', async () => {
    const { replies } = await chatOf(
      plain(
        'My father was hit by a car in a crosswalk in Dallas, Texas on August 8. He had a stroke in 2019.',
      ),
      ['right now his face is drooping and his speech is slurred'],
    );
    expect(paragraphs(replies[1]!)[0]).toBe(en.emergencyNotice);
  });

  it('real: a sudden onset in the same message still counts: confusion and a weak arm alarm', async () => {
    const { replies } = await chatOf(ordinary, ['all of a sudden my mom is confused and her arm is weak']);
    expect(paragraphs(replies[1]!)[0]).toBe(en.emergencyNotice);
  });

  it('while "are you safe?" waits, a request for a real person gets the callback choice, not "call 911 now"', async () => {
    const { chat } = await chatOf(ordinary, ['my grandfather fainted in the hallway and is not responding']);
    const asked = outputOf(await chat.send('can a real person help me')).output;
    expect(asked).not.toContain(en.safetyStillInDanger);
    expect(asked).toContain(en.visitorAnswers.person(en.callbackWindow));
    expect((await caseOf(chat)).callback_requested_at).toEqual(expect.any(String));
    const { chat: other } = await chatOf(ordinary, [
      'my grandfather fainted in the hallway and is not responding',
    ]);
    const safe = outputOf(
      await other.send('we are fine now, the ambulance took him, can someone call me tomorrow'),
    ).output;
    expect(safe).not.toContain(en.safetyStillInDanger);
    expect(paragraphs(safe)[0]).toBe(`${en.safetyThanksHelp} ${en.safetyTakeYourTime}`);
    expect(safe).toContain(en.visitorAnswers.person(en.callbackWindow));
  });

  it('not safe yet and asking for a person: the 911 line first, the request kept without business hours (negative)', async () => {
    const { chat } = await chatOf(ordinary, ['my grandfather fainted in the hallway and is not responding']);
    const reply = outputOf(await chat.send('no he is still not breathing, can someone call me')).output;
    expect(paragraphs(reply)[0]).toBe(en.emergencyNotice);
    expect(reply).toContain(en.emergencyCallback);
    expect(reply).not.toContain(en.callbackWindow);
    expect((await caseOf(chat)).callback_requested_at).toEqual(expect.any(String));
  });
});
