import { describe, expect, it } from 'vitest';

import { csvCell, toCsv } from './csv';

describe('CSV export cells', () => {
  it.each(['=HYPERLINK("http://evil")', '+1+2', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'neutralises a formula-looking cell: %j',
    (value) => {
      expect(csvCell(value).startsWith(`"'`)).toBe(true);
    },
  );

  it('quotes every cell, doubles quotes, keeps ordinary text and empties', () => {
    expect(csvCell('Pat "PJ" Example')).toBe('"Pat ""PJ"" Example"');
    expect(csvCell('a,b\nc')).toBe('"a,b\nc"');
    expect(csvCell(null)).toBe('""');
    expect(toCsv(['a', 'b'], [[1, '=x']])).toBe('"a","b"\r\n"1","\'=x"\r\n');
  });
});
