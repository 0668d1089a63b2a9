import { describe, expect, it } from 'vitest';

import { readDanger } from './detect-danger';

/**
 * What a message leaves for the messages after it (decision 0416): not a sudden onset, which is
 * its own moment, and not what it places weeks or more back; an amount of money is no number of
 * years (0417); shaking with an everyday cause and a burn scar are no signs (0419). Sentences
 * written for this test.
 */
describe('contexts carried to later messages', () => {
  it.each([
    'My back started hurting the next morning.',
    'wait, I have a question about the forms',
    'Right now I am at work, can we be quick?',
    'De repente sentí el golpe en el cuello.',
  ])('"%s" leaves no sudden onset for later messages', (text) => {
    expect(readDanger(text).contexts).not.toContain('sudden');
  });

  it.each([
    'He had a stroke in 2019.',
    'I hit my head on a shelf years ago.',
    'My mother had a mini stroke. That was last year.',
    'Mi papá tuvo un derrame hace años.',
  ])('"%s" is history: its context is not carried', (text) => {
    const carried = readDanger(text).contexts;
    expect(carried).not.toContain('stroke');
    expect(carried).not.toContain('head_injury');
  });

  it.each([
    ['My daughter hit her head on the trampoline this morning.', 'head_injury'],
    ['He hit his head on the dashboard, now he is asleep in the car.', 'head_injury'],
  ])('"%s" is carried (negative)', (text, context) => {
    expect(readDanger(text).contexts).toContain(context);
  });

  it('a sudden onset still counts in its own message (negative)', () => {
    expect(readDanger('all of a sudden my mom is confused and her arm is weak').status).toBe('now');
  });

  it('a history told before does not make a later arm weakness a stroke', () => {
    const carried = readDanger('He had a stroke in 2019.').contexts;
    expect(readDanger('his left leg is weak since the crash', { contexts: carried }).status).toBe('none');
  });
});

describe('an amount of money is no number', () => {
  it.each([
    'my deductible is only $500',
    'the bill she is $2,300 short on',
    'the adjuster offered 1,500 dollars, it is only 1500 bucks',
    'el deducible es de solo $500 dólares',
  ])('"%s" tells of no age', (text) => {
    expect(readDanger(text).contexts).not.toContain('vulnerable');
  });

  it.each(['she is 35', 'mi hijo tiene 5 años'])('"%s" is still an age (negative)', (text) => {
    expect(readDanger(text).contexts).toContain('vulnerable');
  });
});

describe('shaking with an everyday cause, and a burn scar', () => {
  it.each([
    'my legs are shaking because I am so upset talking about it',
    'I was shaking all over from the stress of the phone call',
    'my arms are shaking just thinking about it',
    'estoy temblando de puro coraje',
  ])('"%s" is no sign, even after a head injury', (text) => {
    expect(readDanger(text, { contexts: ['head_injury'] }).status).toBe('none');
  });

  it.each([
    'I have burn scars on my chest and I sweat a lot at night',
    'the skin graft over the burn on my chest pulls when I sweat',
    'tengo cicatrices de quemaduras en el pecho y sudo mucho',
    'the burn scar on my arm is red',
  ])('"%s" is no emergency', (text) => {
    expect(readDanger(text, { contexts: ['infection'] }).status).toBe('none');
  });

  it.each([
    'he is shaking all over and not responding',
    'my chest is burning and the pain is going down my left arm',
  ])('"%s" is still danger now (negative)', (text) => {
    expect(readDanger(text).status).toBe('now');
  });
});

describe('a sudden onset kept by a chat from before', () => {
  it.each([
    'my hand is still numb and tingly',
    'my arm feels weak when I carry groceries',
    'I was confused about the paperwork they sent',
    'tengo la mano dormida desde el choque',
  ])('"%s" is no stroke sign with it', (text) => {
    expect(readDanger(text, { contexts: ['sudden'] }).status).toBe('none');
  });

  it.each([
    ['she is confused and her arm is weak', ['stroke']],
    ['he can not lift his arm', ['stroke']],
  ])('"%s" still alarms with a stroke told before (negative)', (text, contexts) => {
    expect(readDanger(text, { contexts }).status).toBe('now');
  });
});
