import { describe, expect, it } from 'vitest';

import { emptyCaseRecord } from '../../../../../contracts/case-record';
import { readTurn } from '../../testing/read-turn';
import { checkFactValue, isOnlyAPlace } from './validators';

/**
 * A place is where, not who (stop 46): "tulsa oklahoma" said to "where do you work?" is no
 * employer, and no party of any kind. Sentences written for this test.
 */
const today = new Date('2026-11-26T15:00:00Z');

describe('a value that is only a place', () => {
  it.each(['tulsa oklahoma', 'Tulsa, OK', 'Nevada', 'in Spokane', 'out near Bakersfield', 'out in ohio'])(
    '%s is a place',
    (value) => {
      expect(isOnlyAPlace(value)).toBe(true);
      for (const key of ['employer', 'atFaultParty', 'propertyOwner'] as const)
        expect(checkFactValue(key, value, { language: 'en', today, record: emptyCaseRecord() }).isValid).toBe(
          false,
        );
    },
  );

  it.each([
    'Oklahoma State University',
    'the State of Nevada',
    'Spokane Transit',
    'Tulsa Regional Medical Center',
    'Kroger',
    'City of Bakersfield',
    'Goodyear',
  ])('%s names someone', (value) => {
    expect(isOnlyAPlace(value)).toBe(false);
  });

  it('through the reader: a town told as the workplace is no employer', async () => {
    const read = await readTurn('employer', 'tulsa oklahoma', { context: { caseType: 'slip_fall' } });
    expect(read.record.employer).toBeUndefined();
  });
});
