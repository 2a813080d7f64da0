import { stringify } from 'csv-stringify/sync';
import writeExcelFile from 'write-excel-file/node';
import { maxPassbookExportLines, type PassbookExportQuery } from '@portal/contracts';
import type { Db } from '../../db/client';
import { tenantToday } from '../../lib/tenant-clock';
import { passbookFilter } from './list-passbook';
import { allWalletLines } from './passbook.repository';

const headings = ['Date', 'Type', 'Reference', 'Description', 'Debit', 'Credit', 'Balance', 'Currency'];

/** Minor units as a decimal string with two places, written from the integer so no rounding creeps in. */
export function minorToDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Text a spreadsheet would run as a formula (=, +, -, @ first) is written as plain text. */
const plainText = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const kindLabel = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1).replace(/_/g, ' ');

export interface PassbookFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/**
 * passbook/export: the payment ledger matching the filters, oldest first so the balance column reads down, as CSV or
 * an Excel workbook. Amounts in the currency's units with two decimals.
 */
export async function exportPassbook(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  /** The caller's branch: set, only lines of its users' records. */
  branchId: string | null;
  currency: string;
  query: PassbookExportQuery;
  now: Date;
}): Promise<PassbookFile> {
  const lines = await allWalletLines(options.db, passbookFilter(options), maxPassbookExportLines);
  const rows = lines.map((line) => ({
    date: line.postedAt,
    type: kindLabel(line.kind),
    reference: line.reference,
    description: line.description,
    debit: line.amount < 0 ? -line.amount : 0,
    credit: line.amount > 0 ? line.amount : 0,
    balance: line.balance,
  }));
  const baseName = `payment-ledger-${tenantToday(options.now)}`;
  if (options.query.format === 'csv') {
    const csv = stringify([
      headings,
      ...rows.map((row) => [
        row.date.toISOString(),
        row.type,
        plainText(row.reference),
        plainText(row.description),
        minorToDecimal(row.debit),
        minorToDecimal(row.credit),
        minorToDecimal(row.balance),
        options.currency,
      ]),
    ]);
    return { fileName: `${baseName}.csv`, contentType: 'text/csv; charset=utf-8', content: Buffer.from(csv) };
  }
  const money = (minor: number) => ({
    value: Number(minorToDecimal(minor)),
    type: Number,
    format: '#,##0.00',
  });
  const sheet = [
    headings.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...rows.map((row) => [
      { value: row.date, type: Date, format: 'yyyy-mm-dd hh:mm' },
      { value: row.type },
      { value: row.reference },
      { value: row.description },
      money(row.debit),
      money(row.credit),
      money(row.balance),
      { value: options.currency },
    ]),
  ];
  const content = await writeExcelFile(sheet, {
    columns: [
      { width: 18 },
      { width: 14 },
      { width: 16 },
      { width: 40 },
      { width: 14 },
      { width: 14 },
      { width: 16 },
      { width: 9 },
    ],
  }).toBuffer();
  return {
    fileName: `${baseName}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    content,
  };
}
