import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * A carer's prognosis of lasting harm, or a "probably", answers the lasting-harm question; it is
 * never the visitor's share of the fault (decision 0224). Sentences written for these tests,
 * never taken from a visitor or a corpus.
 */
const recordOf = async (
  question: Parameters<typeof readTurn>[0],
  text: string,
  language: 'en' | 'es' = 'en',
) => (await readTurn(question, text, { language, context: { caseType: 'auto' } })).record;

describe('a prognosis of lasting harm', () => {
  it.each([
    ['the surgeon told me I may not get full motion back in my elbow', 'en'],
    ['my ortho thinks I might never regain full grip strength in that hand', 'en'],
    ['probably a permanent limp, from what they explained', 'en'],
    ['most likely a scar across his eyebrow', 'en'],
    ['they said she may never kneel on that knee again', 'en'],
    ['el doctor dice que le va a quedar cicatriz en la barbilla', 'es'],
    ['la cirujana dijo que quizás no recupere el movimiento del hombro', 'es'],
    ['probablemente va a quedar cojo, nos dijeron', 'es'],
  ] as const)('"%s" is lasting harm', async (text, language) => {
    const record = await recordOf('permanentInjury', text, language);
    expect(record.permanentInjury).toBe(true);
    expect(record.ownFaultNotes).toBeUndefined();
  });

  it.each([
    ['maybe, it is too early to tell', 'en'],
    ['it could be, I hope not', 'en'],
    ['todavía no saben, hay que esperar', 'es'],
    ['a lo mejor, no sé', 'es'],
  ] as const)('"%s" is not known yet', async (text, language) => {
    const record = await recordOf('permanentInjury', text, language);
    expect(record.permanentInjury).not.toBe(true);
  });

  it.each([
    ['treatment', 'they say I may never straighten my knee all the way', 'en'],
    ['injuries', 'broken wrist and they told me I may not get full movement back', 'en'],
    ['treatment', 'me dicen que no voy a recuperar la fuerza en la mano', 'es'],
    ['injuries', 'la rodilla, y dicen que va a quedar cicatriz', 'es'],
  ] as const)('%s: "%s" stores no share of fault', async (question, text, language) => {
    expect((await recordOf(question, text, language)).ownFaultNotes).toBeUndefined();
  });

  it.each([
    ['ownFaultPercent', 'maybe I was going a little fast, honestly', 'en'],
    ['ownFaultPercent', 'they say I wasnt watching the road', 'en'],
    ['ownFaultPercent', 'I was looking at my phone for a second', 'en'],
    ['ownFaultPercent', 'puede ser, yo iba un poco rápido', 'es'],
  ] as const)('%s: "%s" keeps the visitor’s own part', async (question, text, language) => {
    expect((await recordOf(question, text, language)).ownFaultNotes).toBeDefined();
  });
});

describe('a denial is no share, an unknown stays unknown', () => {
  it.each([
    ['no!! I was crossing like normal', 'en'],
    ['not at all, I was stopped at the light', 'en'],
    ['nada, yo iba bien por mi carril', 'es'],
    ['no fue mi culpa, yo estaba parada', 'es'],
  ] as const)('"%s" is 0 %%', async (text, language) => {
    expect((await recordOf('ownFaultPercent', text, language)).ownFaultPercent).toBe(0);
  });

  it.each([
    ['no idea honestly', 'en'],
    ['I really cannot say', 'en'],
    ['no sé', 'es'],
    ['quién sabe', 'es'],
  ] as const)('"%s" is no 0 %%', async (text, language) => {
    expect((await recordOf('ownFaultPercent', text, language)).ownFaultPercent).not.toBe(0);
  });
});
