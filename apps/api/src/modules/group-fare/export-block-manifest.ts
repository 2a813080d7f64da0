import { PassThrough, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import {
  GroupFareManifestColumns,
  groupFareManifestFileName,
  type GroupFareManifestFormat,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { blockNotFound } from '../../group-fares/group-fare-block-errors';
import { findTenantBlock } from '../../group-fares/group-fare-block.repository';
import { listManifestNames, type ManifestLine } from './block-reservations.repository';

const contentTypes: Record<GroupFareManifestFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const widths = [16, 28, 16, 10, 18, 6, 8, 20, 20, 14, 8, 12, 16, 14];

/** A spreadsheet reads '=…', '+…', '-…' and '@…' as a formula: such a name is written as text. */
function plain(value: string): string {
  return /^[=+\-@]/.test(value) ? `'${value}` : value;
}

function cellsOf(line: ManifestLine): string[] {
  return [
    line.reference,
    line.agencyName,
    line.orderReference ?? '',
    line.recordLocator ?? '',
    line.ticketNumber ?? '',
    line.type,
    line.title,
    line.firstName,
    line.lastName,
    line.dateOfBirth,
    line.gender,
    line.nationality,
    line.passportNumber,
    line.passportExpiry,
  ].map(plain);
}

function manifestCsv(lines: ManifestLine[]): Readable {
  const csv = stringify({ bom: true });
  csv.write([...GroupFareManifestColumns]);
  for (const line of lines) csv.write(cellsOf(line));
  csv.end();
  return csv;
}

function manifestXlsx(lines: ManifestLine[]): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Manifest');
  sheet.columns = GroupFareManifestColumns.map((header, index) => ({ header, width: widths[index] ?? 14 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    try {
      for (const line of lines) sheet.addRow(cellsOf(line)).commit();
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

/**
 * Operator/Manifest: the block's name list for the airline, one line per active name of the reservations that are
 * Named or Completed (with the order, PNR and ticket numbers once ticketed). A block holds at most 300 seats, so
 * the lines are read at once and written as the file streams out.
 */
export async function exportBlockManifest(options: {
  db: Db;
  tenantId: string;
  blockId: string;
  format: GroupFareManifestFormat;
}): Promise<{ fileName: string; contentType: string; stream: Readable }> {
  const block = await findTenantBlock(options.db, options.tenantId, options.blockId);
  if (!block) throw blockNotFound();
  const lines = await listManifestNames(options.db, options.tenantId, block.id);
  return {
    fileName: groupFareManifestFileName(block.code, options.format),
    contentType: contentTypes[options.format],
    stream: options.format === 'csv' ? manifestCsv(lines) : manifestXlsx(lines),
  };
}
