import PDFDocument from 'pdfkit';
import type { Money } from '@portal/contracts';

/** The printable documents' shared pieces: an A4 page, its bytes, and how times, durations and money read. */

export interface PdfNames {
  airline(code: string): string | undefined;
  city(code: string): string | undefined;
}

/** A new A4 document and its bytes, which arrive once the caller has drawn it and called `doc.end()`. */
export function startPdf(info: { title: string; author: string }): {
  doc: PDFKit.PDFDocument;
  bytes: Promise<Buffer>;
} {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: info.title, Author: info.author } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "05 Dec 2026 20:35" from a local ISO time, as the airport's clocks show it. */
export function localTimeText(iso: string): string {
  const month = months[Number(iso.slice(5, 7)) - 1] ?? '';
  return `${iso.slice(8, 10)} ${month} ${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
}

export const durationText = (minutes: number) =>
  `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;

/** "BDT 45,230.00": minor units shown with their two decimals. */
export function moneyText(money: Money): string {
  const sign = money.amount < 0 ? '-' : '';
  const magnitude = Math.abs(money.amount);
  const whole = Math.floor(magnitude / 100).toLocaleString('en-US');
  return `${money.currency} ${sign}${whole}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** "05 Dec 2026" from a calendar day (YYYY-MM-DD). */
export function dayText(isoDay: string): string {
  return localTimeText(`${isoDay.slice(0, 10)}T00:00`).slice(0, 11);
}
