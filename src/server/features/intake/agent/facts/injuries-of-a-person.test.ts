import { describe, expect, it } from 'vitest';

import type { QuestionKey } from '../agent';
import { readTurn } from '../../testing/read-turn';

/**
 * Issue 22, class 1 (decision 0149): an injury is something a person's body has. A broken thing
 * is property, and a figure of speech ("drowning in bills") is no injury. Sentences written for
 * this test.
 */
const injuriesOf = async (text: string, language: 'en' | 'es' = 'en', question: QuestionKey | null = null) =>
  (await readTurn(question, text, { language, context: question ? { caseType: 'slip_fall' } : {} })).record
    .injuries;

describe('a broken thing is not an injury', () => {
  it.each([
    ['I broke my ladder'],
    ['the ladder was broken and i fell off it'],
    ['a screw snapped and broke off the leg of the step ladder'],
    ['the rung cracked on the ladder'],
    ['my phone got smashed when i landed'],
    ['my glasses broke in the fall'],
    ['the bike frame was bent and the wheel was busted'],
    ['the front bumper is cracked and the windshield is smashed'],
    ['the stair was broken for weeks before i slipped on it'],
    ['the chair broke under me at the restaurant'],
    ['my laptop screen cracked when the bag hit the floor'],
    ['the railing broke off the wall'],
  ])('%s', async (text) => {
    expect(await injuriesOf(text)).toBeUndefined();
  });

  it.each([
    ['se rompió la escalera y me caí'],
    ['se me quebró el celular cuando me caí'],
    ['la pantalla del telefono se rompio'],
    ['los lentes se me rompieron en la caida'],
    ['la bicicleta quedó rota'],
    ['la silla estaba rota y se rompio la pata de la silla'],
  ])('%s (es)', async (text) => {
    expect(await injuriesOf(text, 'es')).toBeUndefined();
  });

  it('nor when the visitor answers the injuries question with one', async () => {
    expect(await injuriesOf('the only thing broken was my phone', 'en', 'injuries')).toBeUndefined();
    expect(await injuriesOf('just my glasses broke', 'en', 'injuries')).toBeUndefined();
    expect(await injuriesOf('solo se me rompio el celular', 'es', 'injuries')).toBeUndefined();
  });
});

describe('an injury of the body beside a thing is still an injury', () => {
  it.each([
    ['I broke my leg on the ladder', /broke my leg/],
    ['i fell off the ladder and broke my wrist', /broken wrist/],
    ['the ladder collapsed and I fractured my ankle', /fractured ankle/],
    ['I hit my head on the car door', /hit my head/],
    ['the glass from the windshield cut my face', /cut my face/],
    ['my phone broke and so did my collarbone, a broken collarbone', /collarbone/],
    ['cracked a rib when i hit the stair', /cracked rib/],
  ])('%s', async (text, expected) => {
    expect((await injuriesOf(text))?.join('; ')).toMatch(expected);
  });

  it.each([
    ['me rompí la pierna en la escalera', /pierna/],
    ['se rompio la escalera y me quebre el brazo', /arm/],
    ['me corte la mano con el vidrio del carro', /hand/],
  ])('%s (es)', async (text, expected) => {
    expect((await injuriesOf(text, 'es'))?.join('; ')).toMatch(expected);
  });
});

describe('a figure of speech is not an injury', () => {
  it.each([
    ['we are drowning in bills since the crash'],
    ['honestly im drowning in medical debt'],
    ['this whole thing is killing me financially'],
    ['i am heartbroken about my car, it was totaled'],
    ['we hit rock bottom after i lost my job'],
    ['it broke my heart to see the car like that'],
    ['the repairs cost an arm and a leg'],
    ['dealing with their adjuster is a pain in the neck'],
    ['we are flat broke now'],
  ])('%s', async (text) => {
    expect(await injuriesOf(text)).toBeUndefined();
    expect(await injuriesOf(text, 'en', 'injuries')).toBeUndefined();
  });

  it.each([
    ['nos estamos ahogando en deudas'],
    ['estoy ahogada en cuentas del hospital'],
    ['me partió el corazón ver el carro así'],
    ['arreglar el carro me costó un ojo de la cara'],
    ['tocamos fondo después del accidente'],
  ])('%s (es)', async (text) => {
    expect(await injuriesOf(text, 'es')).toBeUndefined();
    expect(await injuriesOf(text, 'es', 'injuries')).toBeUndefined();
  });

  it('losing a job, money or time is no injury; losing a finger is', async () => {
    expect(await injuriesOf('i lost my job because i could not work', 'en', 'injuries')).toBeUndefined();
    expect(await injuriesOf('lost about three weeks of wages', 'en', 'injuries')).toBeUndefined();
    expect(await injuriesOf('perdí el trabajo por la caída', 'es', 'injuries')).toBeUndefined();
    expect((await injuriesOf('he lost two fingers in the press'))?.join('; ')).toMatch(/fingers/);
    expect((await injuriesOf('perdió dos dedos en la máquina', 'es'))?.join('; ')).toMatch(/dedos/);
    expect((await injuriesOf('I lost my leg and my job', 'en', 'injuries'))?.join('; ')).toMatch(/leg/);
  });

  it('a real drowning stays an injury', async () => {
    expect((await injuriesOf('my daughter nearly drowned in the apartment pool'))?.join('; ')).toMatch(
      /drowned/,
    );
    expect((await injuriesOf('he was drowning in the lake before the lifeguard came'))?.join('; ')).toMatch(
      /drowning/,
    );
    expect((await injuriesOf('mi hijo casi se ahogó en la piscina del hotel', 'es'))?.join('; ')).toMatch(
      /ahog/,
    );
  });
});
