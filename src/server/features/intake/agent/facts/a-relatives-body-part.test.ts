import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0406: in a first message, a relative named with a body part of theirs ("my grandson's
 * leg", "our 3 year olds foot") is the one hurt, so the writer is the other side of the tie.
 * A relative's thing that is no body part ("my son's dog", "my sister's floor") tells nothing.
 * Sentences written for this test.
 */
const callerOf = async (text: string) =>
  (await readTurn(null, text, { context: {} })).record.callerRelationship;

describe("a relative's body part names the one hurt", () => {
  it.each([
    ["the bookcase tipped over onto my grandson's leg, he is 4, the femur is broken", 'grandparent'],
    ["a goat at the petting farm bit my son's finger hard enough to break it", 'parent (mother or father)'],
    ['the pool gate slammed on my daughters hand and cut two fingers', 'parent (mother or father)'],
    ['the footrest snapped shut on our 3 year olds foot, crushed toes', 'parent (mother or father)'],
    ["a loose rottweiler tore into my husband's left arm while he jogged", 'wife'],
    ["the store shelf fell on my mom's right shoulder, she is 80", 'child (son or daughter)'],
  ] as const)('"%s" → %s', async (text, relationship) => {
    expect(await callerOf(text)).toBe(relationship);
  });
});

describe("a relative's thing that is no body part (negatives)", () => {
  it.each([
    ["my son's dog bit my hand when I fed him"],
    ["I slipped on my sister's kitchen floor and broke my wrist"],
    ["my husband's truck hit a pothole and my neck hurts"],
  ])('"%s" names no relative as the one hurt', async (text) => {
    expect(await callerOf(text)).toBeUndefined();
  });
});
