import { describe, expect, it } from 'vitest';

import { readDanger } from './detect-danger';

describe('pills kept as evidence are no self-harm sign (decision 0171)', () => {
  it.each([
    'we still have the bottle with the wrong tablets, and I photographed the label',
    'the pharmacist mixed up her meds, we kept every pill in case the lawyer needs them',
    'guardamos el frasco con las pastillas que sobraron y tengo fotos de la etiqueta',
  ])('"%s"', (text) => {
    expect(readDanger(text).families).not.toContain('self_harm');
  });

  it.each([
    'I have been keeping my pain pills in a drawer so I can take them all at once',
    'estoy guardando pastillas para tomármelas todas juntas',
  ])('"%s" is still a sign', (text) => {
    expect(readDanger(text).families).toContain('self_harm');
  });
});
