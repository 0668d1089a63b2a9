/** A top-level text fact of the case record (the view sends the record as it is stored). */
export function recordText(record: unknown, key: string): string | null {
  if (!record || typeof record !== 'object' || !(key in record)) return null;
  const value: unknown = (record as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : null;
}
