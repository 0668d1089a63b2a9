import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

const notesOf = async (question: Parameters<typeof readTurn>[0], text: string) =>
  (await readTurn(question, text, { context: { caseType: 'auto' } })).record.ownFaultNotes;

describe('notes on the visitor’s own part hold only their own conduct (decision 0168)', () => {
  it.each([
    ['treatment', 'still admitted upstairs, typing this on my phone with one hand, they set my ankle'],
    ['photos', 'yes I took pictures on my phone of the bumper and the skid marks'],
    ['atFaultParty', 'the other guy, he jumped out and said sorry I did not see you'],
    ['ownFaultPercent', 'no. the trucker kept saying sorry I didnt see you buddy, so he admitted it'],
    ['witnesses', 'a man at the bus stop, he yelled I didnt even look, at the van driver'],
  ] as const)('%s: "%s" stores no notes', async (question, text) => {
    expect(await notesOf(question, text)).toBeUndefined();
  });

  it.each([
    ['ownFaultPercent', 'maybe a little, I was on my phone when the light turned'],
    ['ownFaultPercent', 'honestly I didnt see him until the last second'],
    ['atFaultParty', 'him mostly, but I was texting on my phone right before'],
    ['ownFaultPercent', 'I told the cop I was sorry, I didnt see the light change'],
  ] as const)('%s: "%s" keeps the visitor’s words', async (question, text) => {
    expect(await notesOf(question, text)).toBeDefined();
  });
});

describe('conduct done by someone else is theirs, not the visitor’s (decision 0238)', () => {
  it.each([
    ['treatment', 'the other driver, he was speeding like crazy and he hit my door'],
    ['atFaultParty', 'that lady in the minivan, she was texting the whole time'],
    ['witnesses', 'a man saw it, he said the truck was going too fast'],
    ['ownFaultPercent', 'no way, they were in a hurry and ran the light'],
    ['photos', 'yes, and the guy was looking at his phone when the cops came'],
    ['atFaultParty', 'el señor de la camioneta, ella iba distraída con el celular'],
    ['medicalBills', 'the bus driver was rushing and not paying attention, I have about 2k in bills'],
  ] as const)('%s: "%s" stores no notes of the visitor’s own part', async (question, text) => {
    expect(await notesOf(question, text)).toBeUndefined();
  });

  it.each([
    ['ownFaultPercent', 'he was fine, I was the one texting'],
    ['ownFaultPercent', 'the other car came fast but I was speeding a little too'],
    ['atFaultParty', 'her mostly, though honestly I was in a hurry'],
    ['ownFaultPercent', 'they might say I was distracted, my kid was crying in the back'],
    ['treatment', 'we were running late and I was going a bit fast, then the truck pulled out'],
  ] as const)('%s: "%s" still keeps the visitor’s words', async (question, text) => {
    expect(await notesOf(question, text)).toBeDefined();
  });
});
