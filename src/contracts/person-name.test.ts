import { describe, expect, it } from 'vitest';

import { tidyPersonName } from './person-name';

describe('tidyPersonName', () => {
  it('collapses spaces and puts a one-case name in title case', () => {
    expect(tidyPersonName('  maria  g   lopez ')).toBe('Maria G Lopez');
    expect(tidyPersonName('MARIA LOPEZ')).toBe('Maria Lopez');
    expect(tidyPersonName("sean o'brien-smith")).toBe("Sean O'Brien-Smith");
    expect(tidyPersonName('josé   ñúñez')).toBe('José Ñúñez');
  });

  it('keeps a name typed with its own capitals as typed', () => {
    expect(tidyPersonName('deShawn  McNeil')).toBe('deShawn McNeil');
    expect(tidyPersonName('Ana de la Cruz')).toBe('Ana de la Cruz');
  });

  it('leaves an empty name empty', () => {
    expect(tidyPersonName('   ')).toBe('');
  });
});
