import { describe, expect, it } from 'vitest';

import { readDanger } from './detect-danger';

/**
 * A change of colour or skin (grey, ashen, pale, bluish lips, clammy, cold and sweaty) told beside
 * chest pain or trouble breathing is a sign of danger now; a colour word alone, or one said of a
 * car, the sky, hair or a bruise, is not (decision 0297). Sentences written for this test.
 */
describe('colour or skin beside chest pain or trouble breathing', () => {
  it.each([
    'his chest hurts and he looks ashen',
    'his chest hurts and his color is off, kind of grayish',
    'chest pain, she looks white as a sheet',
    "his chest is killing him and he's gone pasty white",
    'my mom has chest pain and her lips are bluish',
    "my mom's chest is hurting and she's sweaty but cold to the touch",
    "she's short of breath and clammy",
    "she's out of breath and ashen",
    'my wife is short of breath and her face is grey',
    'se queja del pecho y está color ceniza',
    'le duele el pecho y está grisáceo',
    'le arde el pecho y está sudando y helado',
    'tiene el pecho apretado y se puso blanco como papel',
    'le duele el pecho y se le pusieron los labios morados',
    'está muy pálida y le cuesta jalar aire',
    'le falta el aire y está pálida y fría',
    'tiene dolor en el pecho y se puso gris',
  ])('"%s" is danger now', (text) => {
    const reading = readDanger(text);
    expect(reading.status).toBe('now');
    expect(reading.families.some((family) => family === 'chest' || family === 'breathing')).toBe(true);
  });

  it.each([
    'my hair went gray from all the stress',
    'the sky turned gray and it started raining',
    'my car is silver-gray with a blue stripe',
    'the other car was a gray sedan and my neck hurts',
    'the bruise on my arm is turning purple',
    'my chest is sore where the seatbelt was and the bruise is turning green',
    'my chest hurts from the seatbelt and there is a blue bruise on it',
    'his face is gray',
    'he went gray',
    'I was pale for a few days after the surgery',
    'she was sweaty and cold from the rain',
    'se puso gris el cielo antes del choque',
    'se puso morado el moretón de la pierna',
    'el moretón se puso morado',
    'la camioneta era gris',
    'tengo un moretón morado en el pecho por el cinturón',
    'se puso gris',
    'me puse pálido cuando vi la cuenta',
  ])('"%s" is no danger', (text) => {
    expect(readDanger(text).status).toBe('none');
  });

  it.each(['the baby is turning blue', 'his face turned blue', 'mi hijo se puso morado y no respira'])(
    'blue or purple lips and faces still count alone: "%s"',
    (text) => {
      expect(readDanger(text).status).toBe('now');
    },
  );
});
