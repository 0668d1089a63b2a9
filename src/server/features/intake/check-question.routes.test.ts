import { describe, expect, it } from 'vitest';

import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { checkMessage } from './guardrails';
import { english } from './language/english';
import { spanish } from './language/spanish';
import { readCheckQuestion } from './questions/check-question';
import { ChatClient, outputOf } from './testing/chat-client';

/**
 * Decision 0159, through the real routes: a visitor checking that we took something down gets
 * what the record now holds for it, after the correction the check carries; it is never noted
 * for the attorney, never answered with the doctor line or 911, and our question waits,
 * uncounted. Sentences written for this test.
 */

const forDaughter = {
  fullName: 'Teodora Vance',
  phoneNumber: '(919) 555-0121',
  description:
    'My daughter was knocked down by a cyclist on a sidewalk in Raleigh, North Carolina on August 12. She is 8 and tore a ligament in her right knee.',
};
const porSuHija = {
  ...forDaughter,
  description:
    'A mi hija la tumbó un ciclista en la banqueta en Raleigh, Carolina del Norte, el 12 de agosto. Tiene 8 años y se rompió un ligamento de la rodilla derecha.',
};

const paragraphs = (output: string) => output.split('\n\n');

describe('a check of what we took down', () => {
  it.each([
    ['did you get that she is 9, not 8?', 'she is 9, not 8'],
    ['Did you write down her right knee?', 'her right knee'],
    ['so did you catch the part about the ligament', 'the ligament'],
    ['you got that it was Durham?', 'it was Durham'],
    ['¿anotó lo de la rodilla?', 'la rodilla'],
    ['¿Quedó apuntado que tiene 9 años?', 'tiene 9 años'],
  ])('"%s" checks "%s"', (text, checked) => {
    expect(readCheckQuestion(text)?.checked).toBe(checked);
  });

  it.each([
    'did the cyclist stop?',
    'you got hit by a bike',
    'anotó el número de placa',
    'what did the doctor say?',
  ])('"%s" is no check', (text) => {
    expect(readCheckQuestion(text)).toBeNull();
  });

  it('is no question for the attorney, and no alarm, even when it names a symptom', () => {
    const check = checkMessage('did you put down that she could not breathe for a bit after she fell?', 'en');
    expect(check.openQuestions.map((question) => question.kind)).toEqual(['check']);
    expect(check.emergency).toBeNull();
  });
});

describeEachEngine('a visitor checks what we took down', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-21T15:00:00.000Z'),
  });

  const { caseOf, recordOf, notedOf: noted } = chatCases(each);

  async function openChat(details = forDaughter) {
    const chat = new ChatClient(each.app);
    await chat.newChat(details);
    const opening = outputOf(await chat.send('', { opening: true }));
    return { chat, pending: paragraphs(opening.output).at(-1)! };
  }

  function expectNoOtherLine(reply: string, saying: typeof english.saying) {
    expect(reply).not.toContain(saying.attorneyNoted);
    expect(reply).not.toContain(saying.seeADoctor);
    expect(reply).not.toContain(saying.emergencyNotice);
    expect(reply).not.toContain('911');
  }

  it.each([
    ['did you get that she is 9, not 8?', 9],
    ['wait, did you write down that she turned 9 last week, not 8?', 9],
  ])('applies the correction it carries, then says what it holds: "%s"', async (text, age) => {
    const { chat, pending } = await openChat();
    const before = (await caseOf(chat)).questions_total;
    const reply = paragraphs(outputOf(await chat.send(text)).output);
    expect(reply[0]).toBe(english.saying.checkUpdated(String(age)));
    expect(reply.at(-1)).toBe(pending);
    expect((await recordOf(chat)).age).toBe(age);
    expect(await noted(chat)).toEqual([]);
    expect((await caseOf(chat)).questions_total).toBe(before);
  });

  it.each([
    'did you write down her right knee?',
    'Did you get the knee ligament?',
    'just checking, did you note the torn ligament?',
  ])('says what it holds for a fact it names again: "%s"', async (text) => {
    const { chat, pending } = await openChat();
    const injuries = (await recordOf(chat)).injuries;
    const reply = outputOf(await chat.send(text)).output;
    expect(paragraphs(reply)[0]).toMatch(/^Yes — I have: .*knee/);
    expectNoOtherLine(reply, english.saying);
    expect(paragraphs(reply).at(-1)).toBe(pending);
    expect((await recordOf(chat)).injuries).toEqual(injuries);
    expect(await noted(chat)).toEqual([]);
  });

  it('raises no 911 line and no doctor line for a check that names a symptom', async () => {
    const { chat } = await openChat();
    const reply = outputOf(
      await chat.send('did you put down that her knee swelled up and she could not walk on it?'),
    ).output;
    expectNoOtherLine(reply, english.saying);
    expect(await noted(chat)).toEqual([]);
    expect((await caseOf(chat)).emergency_flagged_at).toBeNull();
  });

  it('takes a corrected place and date', async () => {
    const { chat } = await openChat();
    const place = paragraphs(
      outputOf(await chat.send('did you get that it was in Durham, not Raleigh?')).output,
    );
    expect(place[0]).toBe(english.saying.checkUpdated('Durham'));
    expect((await recordOf(chat)).city).toBe('Durham');
    const day = paragraphs(outputOf(await chat.send('did you write down August 13, not August 12?')).output);
    expect(day[0]).toBe(english.saying.checkUpdated('August 13, 2026'));
    expect(await noted(chat)).toEqual([]);
  });

  it.each([
    ['¿anotó lo de la rodilla?', /^Sí — tengo anotado: .*rodilla/],
    ['¿quedó apuntado que tiene 9 años y no 8?', /^Gracias — ya lo cambié\. Ahora tengo anotado: 9\.$/],
    [
      '¿apuntó que fue en Durham y no en Raleigh?',
      /^Gracias — ya lo cambié\. Ahora tengo anotado: Durham\.$/,
    ],
  ])('does the same in Spanish: "%s"', async (text, said) => {
    const { chat, pending } = await openChat(porSuHija);
    const reply = outputOf(await chat.send(text)).output;
    expect(paragraphs(reply)[0]).toMatch(said);
    expectNoOtherLine(reply, spanish.saying);
    expect(paragraphs(reply).at(-1)).toBe(pending);
    expect(await noted(chat)).toEqual([]);
  });
});
