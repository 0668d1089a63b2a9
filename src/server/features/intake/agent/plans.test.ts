import { describe, expect, it } from 'vitest';

import { caseRecordSchema } from '../../../../contracts/case-record';

import { planFor } from './plans';

/** Decision 0090: a device's deadline is counted from when its harm was found, so that date is asked early. */
describe('what the agent asks, in order', () => {
  const after = (plan: readonly string[], key: string) => plan[plan.indexOf(key) + 1];

  it('asks when a device’s harm was found right after the incident date', () => {
    const device = planFor(caseRecordSchema.parse({ caseType: 'product_liability', medicalDevice: true }));
    expect(after(device, 'incidentDate')).toBe('discoveryDate');
    expect(device.filter((key) => key === 'discoveryDate')).toHaveLength(1);
  });

  it('leaves an ordinary product and a malpractice case as they were', () => {
    const product = planFor(caseRecordSchema.parse({ caseType: 'product_liability' }));
    expect(product).not.toContain('discoveryDate');
    const malpractice = planFor(
      caseRecordSchema.parse({ caseType: 'medical_malpractice', medicalDevice: true }),
    );
    expect(after(malpractice, 'incidentDate')).toBe('discoveryDate');
    expect(malpractice.filter((key) => key === 'discoveryDate')).toHaveLength(1);
  });
});
