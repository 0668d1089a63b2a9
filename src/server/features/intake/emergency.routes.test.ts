import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { parseEmergencySigns } from '../../../contracts/danger-signs';
import { createTestApp } from '../../../../test/support/test-app';
import { createTestStore, describeEachEngine, type TestStore } from '../../../../test/support/test-database';

import type { IntakeAgent } from './agent/agent';
import { packFor } from './language/packs';
import { ChatClient, outputOf, type VisitorDetails } from './testing/chat-client';

/**
 * Issue 27 through the real webhook routes: someone in danger now is told to call 911 before
 * anything else, in their language, whether they say it in the description or mid-intake;
 * the intake waits for "are you safe?"; an emergency that is over gets a gentle note. Every
 * sentence here was written for this test.
 */
const en = packFor('en').saying;
const es = packFor('es').saying;

const ordinary: VisitorDetails = {
  fullName: 'Robin Okafor',
  phoneNumber: '(214) 555-0163',
  description:
    'A pickup truck backed into my car in a parking lot in Dallas, Texas on October 2. My shoulder hurts.',
};
const ordinarySpanish: VisitorDetails = {
  fullName: 'Lucía Ramírez',
  phoneNumber: '(214) 555-0177',
  description: 'Un camión me chocó por detrás en Dallas, Texas, el 2 de octubre. Me duele el cuello.',
};

const paragraphs = (output: string) => output.split('\n\n');

describeEachEngine('the 911 line on the routes', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;
  const now = () => new Date('2026-11-21T15:00:00.000Z');

  beforeEach(async () => {
    store = await createTestStore(engine);
    app = await createTestApp(store, {
      config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
      now,
    });
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  const caseOf = (chat: ChatClient) =>
    store.db.selectFrom('cases').selectAll().where('chat_id', '=', chat.chatId).executeTakeFirstOrThrow();

  /** A chat opened as the browser opens it: new-chat, then the chat page sends the description. */
  async function opened(details: VisitorDetails) {
    const chat = new ChatClient(app);
    await chat.newChat(details);
    const opening = outputOf(await chat.send(details.description, { opening: true }));
    return { chat, opening };
  }

  it('an emergency in the description: the 911 line first, "are you safe?", no question, the case flagged with its signs', async () => {
    const { chat, opening } = await opened({
      ...ordinary,
      description:
        'We were in a fender bender an hour ago and now my husband is slumped over the steering wheel and will not wake up',
    });
    expect(paragraphs(opening.output)[0]).toBe(en.emergencyNotice);
    expect(paragraphs(opening.output)[1]).toBe(en.safetyQuestion);
    expect(paragraphs(opening.output)).toHaveLength(2);
    const flagged = await caseOf(chat);
    expect(flagged.questions_total).toBe(0);
    expect(flagged.emergency_flagged_at).toEqual(expect.any(String));
    expect(parseEmergencySigns(flagged.emergency_signs)).toEqual(expect.arrayContaining(['unconscious']));
    expect(
      await store.db.selectFrom('jobs').select('kind').where('kind', '=', 'staff.queue-case').execute(),
    ).not.toEqual([]);

    // Help has come: thanks, the greeting, and the first question, counted as the first.
    const safe = outputOf(await chat.send('yes the ambulance is here, they are taking him in'));
    expect(paragraphs(safe.output)[0]).toBe(`${en.safetyThanksHelp} ${en.safetyTakeYourTime}`);
    expect(safe.output).toContain('Robin');
    expect(safe.output.trim().endsWith('?')).toBe(true);
    expect((await caseOf(chat)).questions_total).toBe(1);
  });

  it('mid-intake in Spanish: the line in Spanish, again while help has not come, then the intake goes on', async () => {
    const { chat, opening } = await opened(ordinarySpanish);
    expect(opening.output).not.toContain('911');
    const pendingOf = async () => JSON.parse((await caseOf(chat)).agent_state).pending as string;
    const pending = await pendingOf();
    const questionsBefore = (await caseOf(chat)).questions_total;

    const danger = outputOf(
      await chat.send('espere, ahorita mi mamá no puede respirar y tiene los labios morados'),
    );
    expect(paragraphs(danger.output)).toEqual([es.emergencyNotice, es.safetyQuestion]);
    expect((await caseOf(chat)).questions_total).toBe(questionsBefore);

    const waiting = outputOf(await chat.send('todavía no llega nadie'));
    expect(paragraphs(waiting.output)).toEqual([es.emergencyNotice, es.safetyStillInDanger]);
    expect((await caseOf(chat)).questions_total).toBe(questionsBefore);

    // Help has come: the question the emergency interrupted is asked again, not counted again.
    const arrived = outputOf(await chat.send('ya llegaron los paramédicos, gracias'));
    expect(paragraphs(arrived.output)[0]).toBe(`${es.safetyThanksHelp} ${es.safetyTakeYourTime}`);
    expect(arrived.output).not.toContain('911');
    expect(arrived.output.trim().endsWith('?')).toBe(true);
    expect(await pendingOf()).toBe(pending);
    expect((await caseOf(chat)).questions_total).toBe(questionsBefore);
  });

  it('the answer to "are you safe?" is never read as the answer to the question before it', async () => {
    const { chat } = await opened(ordinary);
    // The description told what happened: the first question is about care.
    const second = outputOf(
      await chat.send('I went to urgent care that evening and I still see a physical therapist.'),
    );
    const pending = paragraphs(second.output).at(-1)!;
    await chat.send('hold on, my coworker just collapsed and is not breathing');
    const before = await caseOf(chat);
    const back = outputOf(await chat.send('yes, 911 is on the way'));
    expect(paragraphs(back.output)[0]).toBe(`${en.safetyThanksHelp} ${en.safetyTakeYourTime}`);
    expect(paragraphs(back.output).at(-1)).toBe(pending);
    const after = await caseOf(chat);
    expect(after.questions_total).toBe(before.questions_total);
    expect(JSON.parse(after.case_record)).toEqual(JSON.parse(before.case_record));
  });

  it('news from someone help has reached is heard kindly: our question kept as it was, not counted, not rephrased (decision 0151)', async () => {
    const { chat } = await opened(ordinary);
    await chat.send('my neck is getting stiff and my left arm and face went numb all of a sudden');
    const back = outputOf(await chat.send('my daughter is driving me to the emergency room now'));
    expect(paragraphs(back.output)[0]).toBe(`${en.safetyThanksHelp} ${en.safetyTakeYourTime}`);
    const pending = paragraphs(back.output).at(-1)!;
    const before = await caseOf(chat);
    for (const news of [
      'ok we made it, we are at the hospital',
      'the doctor is here now, they are taking me in',
    ]) {
      const reply = paragraphs(outputOf(await chat.send(news)).output);
      expect(reply).toEqual([en.safetyBeingSeen, pending]);
    }
    expect((await caseOf(chat)).questions_total).toBe(before.questions_total);
  });

  it('once help is with them, the same signs told again are no new alarm; other danger still is (decision 0151)', async () => {
    const { chat } = await opened(ordinary);
    await chat.send('my left arm and the left side of my face just went numb all of a sudden');
    await chat.send('my brother is driving me to the er right now');
    const listed = outputOf(
      await chat.send(
        'to sum up my injuries: sore neck, and my left arm and face went numb, they are checking it',
      ),
    );
    expect(listed.output).not.toContain('911');
    const other = outputOf(
      await chat.send('oh no my brother just collapsed in the waiting room and is not breathing'),
    );
    expect(paragraphs(other.output)[0]).toBe(en.emergencyNotice);
  });

  it('after "are you safe?" was answered, symptoms that come back or get worse bring the 911 line again, first, every time (decision 0201)', async () => {
    const headInjury: VisitorDetails = {
      ...ordinary,
      description:
        'A van sideswiped me on the freeway in Dallas, Texas this morning and my head hit the door frame.',
    };
    const englishTurns: [string, string, string[]][] = [
      [
        'my head is killing me and I threw up in the bathroom',
        'yes I am ok, my roommate is sitting with me',
        [
          'now the headache is pounding and I threw up twice more',
          'I just threw up again and the room is spinning now',
        ],
      ],
      [
        'my chest is so tight I can hardly breathe',
        'ok my sister is driving me to urgent care',
        ['I can barely breathe now, it is much worse', 'right now I cannot catch my breath at all'],
      ],
      [
        'my dad slumped over and will not wake up',
        'the paramedics are here with him',
        ['oh no he stopped breathing again, they are doing CPR now'],
      ],
    ];
    for (const [alarm, answer, worse] of englishTurns) {
      const { chat } = await opened(headInjury);
      expect(paragraphs(outputOf(await chat.send(alarm)).output)[0]).toBe(en.emergencyNotice);
      expect(outputOf(await chat.send(answer)).output).not.toContain('911');
      for (const line of worse)
        expect(paragraphs(outputOf(await chat.send(line)).output)[0]).toBe(en.emergencyNotice);
    }

    const spanishTurns: [string, string, string[]][] = [
      [
        'me falta el aire y me duele el pecho',
        'sí, mi hijo ya viene por mí para llevarme al hospital',
        ['ahora me cuesta respirar', 'otra vez me cuesta mucho respirar, está peor'],
      ],
      [
        'me pegué en la cabeza y vomité dos veces',
        'sí estoy bien, mi esposa está conmigo',
        ['ahorita volví a vomitar y la cabeza me late muy fuerte'],
      ],
    ];
    for (const [alarm, answer, worse] of spanishTurns) {
      const { chat } = await opened({
        ...ordinarySpanish,
        description: 'Un camión me chocó en Dallas, Texas, esta mañana.',
      });
      expect(paragraphs(outputOf(await chat.send(alarm)).output)[0]).toBe(es.emergencyNotice);
      expect(outputOf(await chat.send(answer)).output).not.toContain('911');
      for (const line of worse)
        expect(paragraphs(outputOf(await chat.send(line)).output)[0]).toBe(es.emergencyNotice);
    }
  });

  it('signs told again in the past, with no word that they are happening now, stay no new alarm once help has come (decision 0201)', async () => {
    const { chat } = await opened(ordinary);
    await chat.send('I hit my head on the window and I keep throwing up');
    await chat.send('the ambulance is here, they are taking me in');
    for (const summary of [
      'so for my injuries: I hit my head and threw up in the ambulance, they gave me something for it',
      'I threw up a couple of times on the way, the nurse is with me',
    ])
      expect(outputOf(await chat.send(summary)).output).not.toContain(en.emergencyNotice);

    const { chat: spanish } = await opened(ordinarySpanish);
    await spanish.send('me pegué en la cabeza y no dejo de vomitar');
    await spanish.send('ya llegaron los paramédicos');
    expect(
      outputOf(await spanish.send('me pegué en la cabeza y vomité en la ambulancia, ya me atendieron'))
        .output,
    ).not.toContain(es.emergencyNotice);
  });

  it('help that came covers every sign alarmed in the chat, not only the last one (decision 0245)', async () => {
    const { chat } = await opened(ordinary);
    // Two alarms of two families before help comes: heavy bleeding, then a numb arm.
    expect(
      outputOf(await chat.send('the cut on my leg keeps bleeding through every towel')).output,
    ).toContain(en.emergencyNotice);
    expect(outputOf(await chat.send('not yet, and now my left arm feels numb')).output).toContain(
      en.emergencyNotice,
    );
    await chat.send('ok my roommate is driving me to the hospital now');
    await chat.send('we are at the hospital, they took me back right away');
    for (const update of [
      'for the record the cut was deep and bled a lot',
      'my arm went numb for a while and I felt dizzy',
      'so injuries: deep cut on the leg that bled through towels, numb arm',
    ])
      expect(outputOf(await chat.send(update)).output).not.toContain(en.emergencyNotice);
    // A danger of another kind is still heard.
    expect(
      paragraphs(
        outputOf(await chat.send('now I have a crushing pain in my chest and cannot breathe')).output,
      )[0],
    ).toBe(en.emergencyNotice);
  });

  it('help that has reached them is not asked about again: the sign told beside it is the danger being helped (decision 0259)', async () => {
    // The answer to "are you safe?" says help came and tells the same danger again.
    const answers: [VisitorDetails, string, string][] = [
      [
        ordinary,
        'my grandfather fell in the yard and will not wake up',
        'the EMTs got here, he is still out but they are working on him',
      ],
      [
        ordinary,
        'there is blood everywhere, my hand will not stop bleeding',
        'firefighters just arrived, it is still bleeding a lot but they are wrapping it',
      ],
      [
        ordinary,
        'my chest is crushing and it goes down my left arm',
        'it began half an hour ago and EMS is with me, the pain in my chest is still bad',
      ],
      [
        ordinarySpanish,
        'mi hermano se cayó de la escalera y no responde',
        'ya llegaron los bomberos, sigue sin responder pero lo están atendiendo',
      ],
    ];
    for (const [details, alarm, answer] of answers) {
      const { chat } = await opened(details);
      const saying = details === ordinarySpanish ? es : en;
      expect(paragraphs(outputOf(await chat.send(alarm)).output)[0]).toBe(saying.emergencyNotice);
      const reply = outputOf(await chat.send(answer)).output;
      expect(paragraphs(reply)[0]).toBe(`${saying.safetyThanksHelp} ${saying.safetyTakeYourTime}`);
      expect(reply).not.toContain('911');
      expect(reply).not.toContain(saying.safetyQuestion);
      // Later news of the same danger, help still with them: kind words, no new alarm.
      const later = outputOf(
        await chat.send(
          details === ordinarySpanish
            ? 'sigue sin responder, los paramédicos están con él'
            : 'the medics are with us, it is still the same',
        ),
      ).output;
      expect(later).not.toContain('911');
    }

    // Told with help already there, at first mention: the 911 line first and the flag, then no
    // "is help on the way?", the intake goes on.
    const { chat, opening } = await opened({
      ...ordinary,
      description:
        'My dad slipped on the ice outside our house in Dallas, Texas twenty minutes ago and hit his head, he passed out and the paramedics are with him now.',
    });
    expect(paragraphs(opening.output)[0]).toBe(en.emergencyNotice);
    expect(opening.output).not.toContain(en.safetyQuestion);
    expect(paragraphs(opening.output)[1]).toBe(`${en.safetyThanksHelp} ${en.safetyTakeYourTime}`);
    expect(opening.output).toContain('Robin');
    expect((await caseOf(chat)).questions_total).toBe(1);
    expect((await caseOf(chat)).emergency_flagged_at).toEqual(expect.any(String));
  });

  it('help there does not silence a danger that came back or grew, another family, or self-harm (decision 0259)', async () => {
    const { chat } = await opened(ordinary);
    await chat.send('my wife collapsed on the kitchen floor and will not wake up');
    await chat.send('the paramedics got here, they are working on her');
    // Worse, with help there: the line again.
    expect(
      paragraphs(
        outputOf(await chat.send('the paramedics are here but she passed out again and is worse')).output,
      )[0],
    ).toBe(en.emergencyNotice);
    // Another family, help there: the line first, no "is help on the way?".
    const other = outputOf(
      await chat.send('the medics are still with her and now she is having a seizure on the floor'),
    ).output;
    expect(paragraphs(other)[0]).toBe(en.emergencyNotice);

    // Help not there yet: still the "not yet" answer and the line.
    const { chat: waiting } = await opened(ordinary);
    await waiting.send('my son is not breathing right, his lips are turning blue');
    const notYet = outputOf(
      await waiting.send('the ambulance is not here yet, he is still struggling to breathe'),
    ).output;
    expect(paragraphs(notYet)[0]).toBe(en.emergencyNotice);
    expect(notYet).not.toContain(en.safetyThanksHelp);

    // Self-harm is always heard anew, help or not.
    const { chat: dark } = await opened(ordinary);
    const plea = outputOf(
      await dark.send('the nurse is here with me but I keep thinking I want to end my life'),
    ).output;
    expect(paragraphs(plea)[0]).toBe(en.selfHarmNotice);
    expect(paragraphs(plea)[1]).toBe(en.selfHarmSafetyQuestion);
  });

  it('once the visitor said the danger is over, the same signs told again in the past are history; told now they still alarm (decision 0261)', async () => {
    const told: [VisitorDetails, string, string, string[], string[]][] = [
      [
        ordinary,
        'hang on, my brother just fainted in the hallway and is not responding',
        'he came around, he is ok now, it is over',
        ['he fainted and hit the wall on the way down', 'he was out cold for maybe a minute'],
        ['he is not responding again', 'now he fainted again and will not wake up'],
      ],
      [
        ordinary,
        'my throat is closing up and I cannot breathe',
        'it passed, I am fine now, I used my inhaler',
        ['I could not breathe for a couple of minutes when it happened'],
        ['I cannot breathe again, it is getting worse'],
      ],
      [
        ordinarySpanish,
        'espere, mi hijo se desmayó y no responde',
        'ya despertó, está bien, ya pasó',
        ['se desmayó y se pegó en la puerta al caer'],
        ['otra vez se desmayó y no responde'],
      ],
    ];
    for (const [details, alarm, safe, history, again] of told) {
      const saying = details === ordinarySpanish ? es : en;
      const { chat } = await opened(details);
      expect(paragraphs(outputOf(await chat.send(alarm)).output)[0]).toBe(saying.emergencyNotice);
      expect(paragraphs(outputOf(await chat.send(safe)).output)[0]).toBe(saying.safetyThanks);
      for (const line of history) {
        const reply = outputOf(await chat.send(line)).output;
        expect({ line, alarm: reply.includes(saying.emergencyNotice) }).toEqual({ line, alarm: false });
        expect(reply).not.toContain(saying.safetyQuestion);
      }
      for (const line of again)
        expect({ line, first: paragraphs(outputOf(await chat.send(line)).output)[0] }).toEqual({
          line,
          first: saying.emergencyNotice,
        });
    }
    // Another family after a safe answer is a new alarm.
    const { chat } = await opened(ordinary);
    await chat.send('my son fell off the swing and is not responding');
    await chat.send('he woke up, he is fine now');
    expect(
      paragraphs(
        outputOf(await chat.send('wait now he is having a seizure, his whole body is jerking')).output,
      )[0],
    ).toBe(en.emergencyNotice);
  });

  it('the same words in a chat with no emergency are an answer like any other', async () => {
    const { chat } = await opened(ordinary);
    const reply = outputOf(await chat.send('they took me to the hospital that night'));
    expect(reply.output).not.toContain(en.safetyBeingSeen);
    expect(reply.output).not.toContain('911');
    expect((await caseOf(chat)).emergency_flagged_at).toBeNull();
  });

  it('a denied alarm withdraws the flag, but never after a self-harm notice (decision 0134)', async () => {
    const { chat } = await opened(ordinary);
    await chat.send('wait my little brother fell off the bunk bed and now he will not wake up');
    expect((await caseOf(chat)).emergency_flagged_at).toEqual(expect.any(String));
    const denied = outputOf(
      await chat.send('no no, false alarm, there is no emergency, he is a heavy sleeper'),
    );
    expect(paragraphs(denied.output)[0]).toBe(en.safetyThanks);
    expect(denied.output).not.toContain('911');
    expect((await caseOf(chat)).emergency_flagged_at).toBeNull();

    const { chat: spanish } = await opened(ordinarySpanish);
    await spanish.send('mi papá se cayó de la escalera y no responde');
    expect((await caseOf(spanish)).emergency_flagged_at).toEqual(expect.any(String));
    await spanish.send('perdón, no hay ninguna emergencia, ya está despierto viendo la tele');
    expect((await caseOf(spanish)).emergency_flagged_at).toBeNull();

    const { chat: darker } = await opened(ordinary);
    const dark = outputOf(
      await darker.send('some nights I think everyone would be better off if I ended it'),
    );
    expect(paragraphs(dark.output)[0]).toBe(en.selfHarmNotice);
    expect((await caseOf(darker)).emergency_flagged_at).toEqual(expect.any(String));
    await darker.send('forget it, it is not an emergency, nothing is wrong');
    expect((await caseOf(darker)).emergency_flagged_at).toEqual(expect.any(String));
  });

  it('self-harm: the 911 line with 988, in English and Spanish', async () => {
    const { chat } = await opened(ordinary);
    const reply = outputOf(await chat.send('honestly my kids would be better off without me at this point'));
    expect(paragraphs(reply.output)[0]).toBe(en.selfHarmNotice);
    expect(paragraphs(reply.output)[0]).toMatch(/^If you or someone with you is in danger now, call 911/);
    expect(paragraphs(reply.output)[0]).toContain('988');
    expect(paragraphs(reply.output)[1]).toBe(en.selfHarmSafetyQuestion);
    expect(parseEmergencySigns((await caseOf(chat)).emergency_signs)).toContain('self_harm');

    const { chat: spanish } = await opened(ordinarySpanish);
    const respuesta = outputOf(await spanish.send('ya no quiero vivir, no le veo sentido a nada'));
    expect(paragraphs(respuesta.output)[0]).toBe(es.selfHarmNotice);
    expect(paragraphs(respuesta.output)[0]).toContain('988');
  });

  it('an emergency that is over gets a gentle note once, no alarm and no flag, and the intake goes on', async () => {
    const { chat } = await opened(ordinary);
    const before = (await caseOf(chat)).questions_total;
    const reply = outputOf(
      await chat.send(
        'I blacked out for a few seconds right after the crash, but the ER checked me and I have been fine since',
      ),
    );
    expect(paragraphs(reply.output)[0]).toBe(en.pastEmergencyCared);
    expect(reply.output).not.toContain(en.emergencyNotice);
    expect(reply.output.trim().endsWith('?')).toBe(true);
    expect((await caseOf(chat)).questions_total).toBe(before + 1);
    expect((await caseOf(chat)).emergency_flagged_at).toBeNull();

    const again = outputOf(await chat.send('like I said I blacked out that day, the ER checked me'));
    expect(again.output).not.toContain(en.pastEmergencyCared);

    const { chat: past } = await opened(ordinary);
    const note = outputOf(
      await past.send(
        'Two years ago I was hospitalized after trying to end my life. I am in therapy now and safe.',
      ),
    );
    expect(paragraphs(note.output)[0]).toBe(en.pastSelfHarm);
  });

  it('an emergency never gets a callback offer or business hours', async () => {
    const { chat } = await opened(ordinary);
    const reply = outputOf(
      await chat.send(
        'can someone call me? my son fell off the bunk bed and hit his head and now he keeps throwing up',
      ),
    );
    expect(paragraphs(reply.output)[0]).toBe(en.emergencyNotice);
    expect(reply.output).toContain(en.emergencyCallback);
    expect(reply.output).not.toContain(en.callbackWindow);
    expect((await caseOf(chat)).callback_requested_at).toEqual(expect.any(String));
  });

  it('context from an earlier message counts: a head injury told first, vomiting told later', async () => {
    const { chat } = await opened({
      ...ordinary,
      description: 'My daughter hit her head on the pool deck this morning at a hotel in Dallas, Texas.',
    });
    const reply = outputOf(await chat.send('she is throwing up again and really hard to keep awake'));
    expect(paragraphs(reply.output)[0]).toBe(en.emergencyNotice);
    expect(parseEmergencySigns((await caseOf(chat)).emergency_signs)).toEqual(
      expect.arrayContaining(['head_injury']),
    );
  });

  it('after a pause, the first message from the resumed browser is checked too', async () => {
    const { chat } = await opened(ordinary);
    const paused = outputOf(await chat.send('pause'));
    const token = /resume=([\w-]+)/.exec(paused.output)![1]!;
    const phone = new ChatClient(app);
    Object.assign(phone, { sessionId: chat.sessionId, chatId: chat.chatId });
    await phone.send('', { opening: true, extra: { resumeToken: token } });
    const reply = outputOf(
      await phone.send('sorry, my dad is having chest pain going into his jaw and he is all sweaty'),
    );
    expect(paragraphs(reply.output)[0]).toBe(en.emergencyNotice);
  });
});

describe('the 911 line comes before any agent speaks', () => {
  let store: TestStore;
  let app: FastifyInstance;
  let chooseCalls = 0;

  /** A scripted agent standing in for any other agent: it would ask a question every turn. */
  const talkative: IntakeAgent = {
    name: 'llm',
    readDescription: async (input) => ({
      record: input.record,
      state: input.state,
      learned: [],
      outcome: 'none',
      acknowledgement: 'Got it.',
      tokensUsed: 0,
      answeredBy: 'llm',
    }),
    readAnswer: async (input) => ({
      record: input.record,
      state: input.state,
      learned: [],
      outcome: 'answered',
      acknowledgement: 'Thanks for that.',
      tokensUsed: 0,
      answeredBy: 'llm',
    }),
    absorbDamagesUpdate: async (input) => ({
      record: input.record,
      state: input.state,
      learned: [],
      outcome: 'none',
      acknowledgement: null,
      tokensUsed: 0,
      answeredBy: 'llm',
    }),
    chooseNext: async (input) => {
      chooseCalls += 1;
      return {
        state: { ...input.state, pending: 'age', asked: [...input.state.asked, 'age'] },
        next: { key: 'age', text: 'A model question about your age?', isNew: !input.repeatPending },
        tokensUsed: 0,
      };
    },
  };

  beforeEach(async () => {
    store = await createTestStore('sqlite');
    app = await createTestApp(store, {
      config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
      intakeAgent: talkative,
    });
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  it('shows no model question or acknowledgement in the emergency reply, only the line and "are you safe?"', async () => {
    const chat = new ChatClient(app);
    await chat.newChat(ordinary);
    await chat.send(ordinary.description, { opening: true });
    const callsBefore = chooseCalls;
    const reply = outputOf(await chat.send('wait my wife is having a seizure on the floor right now'));
    expect(paragraphs(reply.output)).toEqual([en.emergencyNotice, en.safetyQuestion]);
    expect(chooseCalls).toBe(callsBefore);
  });
});
