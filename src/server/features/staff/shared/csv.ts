/**
 * CSV cells escaped against formula injection (OWASP "CSV Injection"): a cell that starts
 * with =, +, -, @, a tab or a carriage return gets a leading apostrophe so a spreadsheet
 * shows it as text instead of running it; every cell is quoted, quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
