import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';
import { readTurn } from '../../testing/read-turn';

const employerOfStory = async (text: string, language: Language = 'en', caseType = 'workplace') =>
  (await readTurn(null, text, { context: { caseType }, language })).record.employer;

// Decision 0309: a work verb, then a job or the thing driven, then "for" and a name: the name is
// the employer even when the job takes four or five words.
describe('an employer named after a job of several words', () => {
  it('reads the name after "work as a … for", "drive a … for"', async () => {
    expect(
      await employerOfStory('I work as a night shift nurse for Lakeshore Medical and hurt my back at work'),
    ).toBe('Lakeshore Medical');
    expect(
      await employerOfStory(
        'I was employed as a crane operator for Halvorsen Steel when the hook came loose',
      ),
    ).toBe('Halvorsen Steel');
    expect(
      await employerOfStory(
        'I drive a cement truck for Mesa Ready Mix and a car ran into me on the job',
        'en',
        'auto',
      ),
    ).toBe('Mesa Ready Mix');
    expect(
      await employerOfStory(
        'I was driving the company van for Brightwater Pools when a pickup hit me',
        'en',
        'auto',
      ),
    ).toBe('Brightwater Pools');
  });

  it('reads it in Spanish, after "trabajo de", "trabajo como"', async () => {
    expect(
      await employerOfStory(
        'Trabajo de chofer de camión para Transportes Garza y me lastimé la espalda',
        'es',
      ),
    ).toBe('Transportes Garza');
    expect(
      await employerOfStory('Trabajaba como ayudante de cocina para Tacos Lupita cuando me quemé', 'es'),
    ).toBe('Tacos Lupita');
  });

  it('reads no employer from what is no job', async () => {
    expect(
      await employerOfStory(
        'I was driving a rental car for the weekend in Denver when a truck hit me',
        'en',
        'auto',
      ),
    ).toBeUndefined();
    expect(
      await employerOfStory('I drove the kids over for Christmas and a truck hit us', 'en', 'auto'),
    ).toBeUndefined();
    expect(
      await employerOfStory('I worked out a deal with Allstate after the crash', 'en', 'auto'),
    ).toBeUndefined();
    expect(await employerOfStory('I work as a cashier for minimum wage and slipped at work')).toBeUndefined();
  });
});
