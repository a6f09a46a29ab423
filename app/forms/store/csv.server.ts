/**
 * CSV as spreadsheets read it (RFC 4180: quoted where needed, CRLF line ends, a byte-order mark so
 * Excel reads names like "Zoë" correctly). A cell a visitor wrote that starts with = + - @ or a tab
 * would run as a formula when the file is opened, so it is prefixed with an apostrophe.
 */
export type Cell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: Cell): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: Cell[][]): string {
  return "\uFEFF" + [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
