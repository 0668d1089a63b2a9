import { describe, expect, it } from 'vitest';

import { acknowledgeUploads } from './acknowledge-uploads';

const calm = { language: 'en' as const, isEmergency: false };

describe('acknowledgeUploads', () => {
  it('thanks the visitor for the photo or files that reached the case, before the next question', () => {
    expect(acknowledgeUploads('When did it happen?', [{ type: 'image/jpeg' }], calm)).toBe(
      "Thanks — I've added the photo to your case. When did it happen?",
    );
    expect(acknowledgeUploads('Next?', [{ type: 'image/png' }, { type: 'IMAGE/HEIC' }], calm)).toMatch(
      /^Thanks — I've added the photos to your case\./,
    );
    expect(acknowledgeUploads('Next?', [{ type: 'application/pdf' }], calm)).toMatch(/the file to your case/);
    expect(acknowledgeUploads('Next?', [{ type: 'image/png' }, { type: 'application/pdf' }], calm)).toMatch(
      /the files to your case/,
    );
    expect(acknowledgeUploads('¿Cuándo pasó?', [{ type: 'image/jpeg' }], { ...calm, language: 'es' })).toBe(
      'Gracias — agregué la foto a su caso. ¿Cuándo pasó?',
    );
  });

  it('says nothing without a stored file, and never before an emergency notice', () => {
    expect(acknowledgeUploads('Next?', [], calm)).toBe('Next?');
    expect(
      acknowledgeUploads('Call 911 now.', [{ type: 'image/jpeg' }], { ...calm, isEmergency: true }),
    ).toBe("Call 911 now.\n\nThanks — I've added the photo to your case.");
  });
});
