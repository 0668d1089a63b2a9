import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/**
 * The other side's insurer told in Spanish with its holder named by a people word (decision
 * 0206): "el otro tiene …", "el señor tiene seguro con …". Every sentence is written for these tests.
 */
const insurers = async (text: string) => {
  const { record } = await readTurn('caseType', text, { context: { caseType: 'auto' }, language: 'es' });
  return { other: record.otherPartyInsurer, own: record.ownCoverage };
};

describe('the other side insurer held by someone named by a role', () => {
  it('is the other party insurer', async () => {
    const cases: [string, string][] = [
      ['me choco un carro en la 10 el martes y me duele el cuello. el otro tiene state farm', 'State Farm'],
      ['me pegaron por detras en el semaforo. El señor tiene seguro con Progressive', 'Progressive'],
      ['un carro me pego por detras en la 10. El chofer tenia seguro con Allstate', 'Allstate'],
      ['me atropello una troca en el estacionamiento, la señora tiene Geico', 'GEICO'],
      ['un taxi me choco de lado, el conductor esta con Liberty Mutual', 'Liberty Mutual'],
    ];
    for (const [text, insurer] of cases) expect((await insurers(text)).other).toBe(insurer);
  });

  it('leaves the visitor own policy and a story with no insurer alone', async () => {
    expect(
      (await insurers('me choco un carro el martes, yo tengo seguro con Progressive')).other,
    ).toBeUndefined();
    expect((await insurers('me choco un carro, el señor tiene la culpa y se fue')).other).toBeUndefined();
    expect((await insurers('el otro tiene la culpa, me pego en la puerta')).other).toBeUndefined();
    expect((await insurers('mi aseguranza es Geico, el otro chofer se paso el alto')).other).toBeUndefined();
  });
});
