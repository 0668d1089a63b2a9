import { describe, expect, it } from 'vitest';

import { parseEmergencySigns } from '../../../contracts/danger-signs';
import { appPerTest, chatCases } from '../../../../test/support/test-app';
import { describeEachEngine } from '../../../../test/support/test-database';

import { readDanger } from './safety/detect-danger';
import { ChatClient, type VisitorDetails } from './testing/chat-client';

/**
 * Decision 0297: the staff alert names the families the danger check found. Dizziness is a sign
 * of no one family: beside a sudden onset, a meal, a pill or trouble breathing it names neither a
 * stroke nor a severe allergic reaction; beside their own signs (a drooping face, a swelling
 * throat) they are named. Sentences written for this test.
 */
const namesStrokeOrAllergy = (families: readonly string[]) =>
  families.includes('stroke') || families.includes('allergy');

describe('dizziness on the alert', () => {
  it.each([
    "he can't breathe and he's dizzy",
    "I'm suddenly really dizzy right now",
    'I took a pill and now I am dizzy',
    'I just ate and I feel dizzy right now',
    'wait, I am dizzy, hold on',
    'my chest hurts and I am dizzy',
    'estoy mareada de repente',
    'me tomé una pastilla y ahorita estoy mareado',
    'no puede respirar y está mareado',
    'acabo de comer y estoy muy mareada ahorita',
  ])('"%s" names neither a stroke nor an allergic reaction', (text) => {
    expect(namesStrokeOrAllergy(readDanger(text).families)).toBe(false);
  });

  it.each([
    ["his face is drooping and he's dizzy", 'stroke'],
    ['she is slurring her words and dizzy', 'stroke'],
    ['de repente se le cayó la cara y está mareado', 'stroke'],
    ["her lips are swelling after peanuts and she's dizzy", 'allergy'],
    ['se le hinchó la garganta después de comer camarones y está mareada', 'allergy'],
    ['I got stung by a wasp and now my throat is swelling and I am dizzy', 'allergy'],
  ] as const)('"%s" names %s by its own signs', (text, family) => {
    const reading = readDanger(text);
    expect(reading.status).toBe('now');
    expect(reading.families).toContain(family);
  });
});

const visitor: VisitorDetails = {
  fullName: 'Lorcan Pryce',
  phoneNumber: '(303) 555-0152',
  description: 'A sedan rear-ended me at a light in Denver, Colorado on November 4. My back hurts.',
};
const visitante: VisitorDetails = {
  fullName: 'Itzel Barragán',
  phoneNumber: '(303) 555-0158',
  description:
    'Un sedán me pegó por detrás en un semáforo en Denver, Colorado, el 4 de noviembre. Me duele la espalda.',
};

describeEachEngine('the staff alert names no stroke for dizziness', (engine) => {
  const each = appPerTest(engine, {
    config: { rateLimit: { ipPerMinute: 10_000, chatPerMinute: 10_000 } },
    now: () => new Date('2026-11-25T19:00:00.000Z'),
  });
  const { caseOf } = chatCases(each);

  async function signsAfter(details: VisitorDetails, text: string) {
    const chat = new ChatClient(each.app);
    await chat.newChat(details);
    await chat.send(details.description, { opening: true });
    await chat.send(text);
    const row = await caseOf(chat);
    return { flagged: row.emergency_flagged_at !== null, signs: parseEmergencySigns(row.emergency_signs) };
  }

  it.each([
    [visitor, "he can't breathe and he's dizzy", ['breathing']],
    [visitor, 'she is bleeding a lot from her leg and she is dizzy', ['bleeding']],
    [visitante, 'no puede respirar y está mareado', ['breathing']],
  ] as const)('"%s": flagged, with only the signs told', async (details, text, expected) => {
    const { flagged, signs } = await signsAfter(details, text);
    expect(flagged).toBe(true);
    expect(signs).toEqual(expected);
  });

  it.each([
    [visitor, "his face is drooping and he's dizzy", 'stroke'],
    [visitante, 'se le hinchó la garganta después de comer camarones y está mareada', 'allergy'],
  ] as const)('"%s": named by its own signs', async (details, text, family) => {
    const { signs } = await signsAfter(details, text);
    expect(signs).toContain(family);
  });

  it.each([
    [visitor, 'I took a pill and now I am dizzy'],
    [visitante, 'me tomé una pastilla y ahorita estoy mareado'],
  ] as const)('"%s": no stroke and no allergic reaction on the alert', async (details, text) => {
    const { signs } = await signsAfter(details, text);
    expect(namesStrokeOrAllergy(signs)).toBe(false);
  });
});
