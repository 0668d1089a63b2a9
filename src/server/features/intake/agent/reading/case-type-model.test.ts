import { describe, expect, it } from 'vitest';

import { caseTypeTrainingKey, readCaseTypeRows } from '../../../../../../scripts/train-case-type';
import modelFile from '../lexicons/case-type-model.json' with { type: 'json' };
import { readTurn } from '../../testing/read-turn';

const typeOf = async (text: string) => (await readTurn(null, text, { context: {} })).record.caseType;

describe('the case-type model', () => {
  it('was trained on the readable splits as they are now (npm run train:case-type)', () => {
    const rows = readCaseTypeRows(new URL('../../../../../../', import.meta.url));
    expect(rows.length).toBeGreaterThan(500);
    expect(modelFile.trainingKey).toBe(caseTypeTrainingKey(rows));
  });

  // Sentences written for this test: what happened, told without the lexicon's keywords.
  it.each([
    ['the guy behind me never braked at the light and now my neck is killing me', 'auto'],
    ['a pickup came through the intersection on red and spun my little honda around', 'auto'],
    [
      'the pharmacist filled my blood thinner at ten times the dose and I ended up bleeding inside',
      'medical_malpractice',
    ],
    [
      'they operated on me and afterwards the surgeon admitted he nicked my bowel and nobody noticed for three days',
      'medical_malpractice',
    ],
    ['the neighbors pit mix got through their fence and tore up my calf', 'dog_bite'],
    [
      'the new pressure cooker sprayed boiling soup all over my arms when the lid let go',
      'product_liability',
    ],
    [
      'lifting a patient at the nursing home where I am an aide, my back popped and I could not stand up',
      'workplace',
    ],
    [
      'there was spilled soda by the registers at the grocery store and I went down hard on my hip',
      'slip_fall',
    ],
    ['un carro se pasó el alto y le pegó a mi camioneta de lado, me lastimé el hombro', 'auto'],
    ['el perro del vecino se soltó y le mordió la pierna a mi hija', 'dog_bite'],
  ] as const)('reads "%s" as %s', async (text, type) => {
    expect(await typeOf(text)).toBe(type);
  });
});
