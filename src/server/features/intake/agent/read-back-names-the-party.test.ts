import { describe, expect, it } from 'vitest';

import { type CaseRecord, emptyCaseRecord } from '../../../../contracts/case-record';
import { initialAgentState } from './agent';
import { createGuidedAgent } from './guided-agent';

/**
 * The reply to the read-back names a party we held only as a kind (decision 0314): the name
 * replaces the kind, and is said back. Sentences written for this test.
 */
const agent = createGuidedAgent();
const referenceDate = new Date('2026-11-26T15:00:00Z');

function heldAsKind(kind: string, extra: Partial<CaseRecord> = {}): CaseRecord {
  return {
    ...emptyCaseRecord(),
    caseType: 'slip_fall',
    propertyOwner: kind,
    atFaultParty: kind,
    city: 'Fresno',
    state: 'CA',
    incidentDate: { from: '2026-11-14', to: '2026-11-14', precision: 'day' },
    injuries: ['sprained ankle'],
    sources: {
      propertyOwner: { from: 'description', quote: kind },
      atFaultParty: { from: 'description', derivedFrom: 'propertyOwner' },
    },
    ...extra,
  } as CaseRecord;
}

async function replyToReadBack(text: string, record: CaseRecord) {
  return agent.readAnswer({
    record,
    state: { ...initialAgentState({ language: record.language ?? 'en' }), pending: 'readBack' },
    text,
    referenceDate,
    tokenBudget: 0,
  });
}

describe('a name given in reply to the read-back', () => {
  it.each([
    ['yes, but it was the Safeway on Blackstone', 'Safeway'],
    ['mostly right. the store was Save Mart', 'Save Mart'],
    ['Food Maxx', 'Food Maxx'],
    ['no, it was Costco', 'Costco'],
    ['that is right, though the store is called Vallarta Supermarkets', 'Vallarta Supermarkets'],
  ])('%s', async (text, name) => {
    const read = await replyToReadBack(text, heldAsKind('a grocery store'));
    expect(read.record.propertyOwner).toContain(name);
    expect(read.record.atFaultParty).toContain(name);
    expect(read.record.sources.propertyOwner?.from).toBe('correction');
    expect(read.acknowledgement).toContain(name);
  });

  it('in Spanish', async () => {
    const read = await replyToReadBack(
      'sí, pero fue en el Food 4 Less de la avenida Shields',
      heldAsKind('una tienda', { language: 'es' }),
    );
    expect(read.record.propertyOwner).toContain('Food 4 Less');
    expect(read.acknowledgement).toMatch(/^Gracias/);
  });

  it.each([
    'yes',
    'yes that is all correct',
    'no, it was the 15th',
    'no, it happened in Clovis',
    'no it was Wednesday',
    'no, my cousin Marisol was with me',
    'no, Dr. Okoye said it is broken',
    'yes, Deputy Harlan came out',
    'yes, and my wrist hurts too',
    'yes. my friend who saw it is named Priya',
    'yes, the doctor is called Dr. Benton',
  ])('%s leaves the kind as it was', async (text) => {
    const read = await replyToReadBack(text, heldAsKind('a grocery store'));
    expect(read.record.propertyOwner).toBe('a grocery store');
    expect(read.record.atFaultParty).toBe('a grocery store');
  });

  it('a party already held by name is not replaced by another name', async () => {
    const named = heldAsKind('Raley’s');
    const read = await replyToReadBack('yes. the manager was Tomas', named);
    expect(read.record.propertyOwner).toBe('Raley’s');
  });
});
