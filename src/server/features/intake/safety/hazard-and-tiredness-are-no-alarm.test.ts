import { describe, expect, it } from 'vitest';

import { readDanger } from './detect-danger';

/**
 * Decision 0362: hazard or risk words said of a thing or a place, and tiredness that says who
 * types or why a break is needed, are no sign of danger, even after a blow to the head. Being too
 * drowsy to keep one's eyes open after such a blow stays a sign. Sentences written for this test.
 */
const afterHeadBlow = { contexts: ['head_injury'] };

describe('hazard words said of a thing or a place', () => {
  it.each([
    'the inspector wrote that the back porch is a fire hazard',
    'that loose carpet on the landing is a tripping hazard right now',
    'the magnets in that toy are a choking hazard for kids',
    'the hallway is still a hazard right now and nobody fixed it',
    'ese cable suelto es un peligro ahora mismo',
    'la estufa es un peligro de incendio y no la arreglan',
    'esos juguetes son un peligro de asfixia para los niños',
  ])('no alarm: %s', (text) => {
    expect(readDanger(text, afterHeadBlow).status).toBe('none');
  });

  it.each([
    'the stairs were a hazard and now he is choking and turning blue',
    'el piso era un peligro y ahora no puede respirar',
  ])('a real sign beside them still alarms: %s', (text) => {
    expect(readDanger(text, afterHeadBlow).status).toBe('now');
  });
});

describe('tiredness that says who types or why a break', () => {
  it.each([
    "she's too tired to type right now so I am typing",
    'my dad is getting tired so I will do the typing for him',
    'I am so tired of all these forms and phone calls',
    'he got tired and went to bed, he is fine',
    'mi mamá está muy cansada ahorita, yo voy a escribir por ella',
    'estoy cansada de tanto papeleo con la aseguradora',
  ])('no alarm: %s', (text) => {
    expect(readDanger(text, afterHeadBlow).status).toBe('none');
  });

  it.each([
    'he is too tired to keep his eyes open after hitting his head',
    'she keeps falling asleep and we can barely wake her',
    'está demasiado cansado para mantener los ojos abiertos',
    'no se mantiene despierta y vomitó dos veces',
  ])('drowsiness after a blow to the head stays a sign: %s', (text) => {
    expect(readDanger(text, afterHeadBlow).status).toBe('now');
  });
});
