import { describe, expect, it } from 'vitest';

import { addAttachments } from './attachment-rules';

const file = (name: string, size: number, type = 'application/octet-stream') => {
  const result = new File(['x'], name, { type });
  Object.defineProperty(result, 'size', { value: size });
  return result;
};
const MB = 1024 * 1024;

describe('addAttachments (SPEC §5)', () => {
  it('accepts any type up to 20 MB each', () => {
    const picked = [
      file('a.pdf', 20 * MB, 'application/pdf'),
      file('b.heic', 1, 'image/heic'),
      file('c', 0, ''),
    ];
    expect(addAttachments([], picked)).toEqual({ files: picked, alerts: [] });
  });

  it('refuses a file over 20 MB with the SPEC alert, keeping the others', () => {
    const big = file('scan.png', 20 * MB + 1);
    const small = file('note.txt', 10);
    expect(addAttachments([], [big, small])).toEqual({
      files: [small],
      alerts: ['File "scan.png" is too large. Maximum size is 20MB.'],
    });
  });

  it('stops at 10 files with one alert', () => {
    const nine = Array.from({ length: 9 }, (_, index) => file(`f${index}`, 1));
    const result = addAttachments(nine, [file('ten', 1), file('eleven', 1), file('twelve', 1)]);
    expect(result.files).toHaveLength(10);
    expect(result.files.at(-1)?.name).toBe('ten');
    expect(result.alerts).toEqual(['Maximum 10 files allowed.']);
  });
});
