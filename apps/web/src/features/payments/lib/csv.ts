/**
 * CSV in the browser (RFC 4180): fields with a comma, quote or line break are quoted and quotes
 * doubled; lines end with CRLF. Text that a spreadsheet would run as a formula (=, +, -, @ first)
 * is prefixed with an apostrophe, since event names come from other people.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n');
}

/** A UTF-8 byte order mark first, so Excel reads the file as UTF-8 and shows ₹ rather than â‚¹. */
export const CSV_BOM = '\uFEFF';

export function csvBlob(rows: readonly (readonly (string | number)[])[]): Blob {
  return new Blob([CSV_BOM, toCsv(rows), '\r\n'], { type: 'text/csv;charset=utf-8' });
}
