import { zonedDay } from '../../lib/zoned-day';
import type { Cell, ColumnKind } from './report-table';

/** Minor units as a decimal string with two places, written from the integer so no rounding creeps in. */
export function minorText(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Text a spreadsheet would run as a formula (=, +, -, @ first) is written as plain text. */
export const plainText = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant as the agency's clock reads it: "2026-10-05 14:30". */
export function localTimeText(iso: string, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    timeFormats.set(timeZone, format);
  }
  const instant = new Date(iso);
  return `${zonedDay(instant, timeZone)} ${format.format(instant)}`;
}

/** Whether a cell of an instant column holds one (a totals row writes its label there). */
export const isInstant = (cell: Cell) => typeof cell === 'string' && !Number.isNaN(Date.parse(cell));

/** A cell as text for CSV and PDF files. */
export function cellText(cell: Cell, kind: ColumnKind, timeZone: string): string {
  if (cell === null) return '';
  if (kind === 'money') return minorText(Number(cell));
  if (kind === 'count') return String(cell);
  if (kind === 'instant' && isInstant(cell)) return localTimeText(String(cell), timeZone);
  return plainText(String(cell));
}
