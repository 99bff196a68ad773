/**
 * One CSV field (RFC 4180 quoting). A leading =, +, - or @ would make a spreadsheet run the cell as a
 * formula (CSV injection); names and references are user text, so such a cell gets a leading quote.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Rows as a CSV document: CRLF line ends (RFC 4180) and a byte-order mark first, so Excel reads names
 * in Indian scripts as UTF-8.
 */
export function csvDocument(rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}
