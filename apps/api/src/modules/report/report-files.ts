import type { Readable } from 'node:stream';
import { PassThrough } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { drawFacts, drawHeader, drawNote, drawTable, type PrintParty } from '../../lib/print-layout';
import { cellText, isInstant, localTimeText, minorText, plainText } from './report-cells';
import type { Cell, ReportTable } from './report-table';

/** The PDF is for reading and printing: past this many lines it says so and points to CSV or XLSX for the rest. */
export const maxPdfLines = 5_000;

const rangeText = (table: ReportTable) =>
  `${table.range.from} to ${table.range.to} (${table.range.timeZone}), ${table.range.currency}`;

/** CSV through csv-stringify's stream: a heading row, every line as it is read, the totals, the notes. */
export function reportCsv(table: ReportTable): Readable {
  const csv = stringify({ bom: true });
  const text = (cells: Cell[]) =>
    cells.map((cell, index) => cellText(cell, table.columns[index]?.kind ?? 'text', table.range.timeZone));
  void (async () => {
    try {
      csv.write(table.columns.map((column) => column.header));
      for await (const rows of table.batches()) {
        for (const row of rows) {
          // Respect back-pressure so a slow client does not make the rows pile up in memory.
          if (!csv.write(text(row))) await new Promise((resolve) => csv.once('drain', resolve));
        }
      }
      csv.write(text(table.totals));
      for (const [label, value] of table.notes) csv.write([label, minorText(Number(value))]);
      csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  return csv;
}

/** An Excel workbook through exceljs's streaming writer: each row is committed, so it leaves memory at once. */
export function reportXlsx(table: ReportTable): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Report');
  sheet.columns = table.columns.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  const moneyFormat = '#,##0.00';
  const values = (cells: Cell[]) =>
    cells.map((cell, index) => {
      const kind = table.columns[index]?.kind ?? 'text';
      if (cell === null) return null;
      if (kind === 'money') return Number(cell) / 100;
      if (kind === 'count') return Number(cell);
      if (kind === 'instant' && isInstant(cell)) return localTimeText(String(cell), table.range.timeZone);
      return plainText(String(cell));
    });
  const addRow = (cells: Cell[], bold = false) => {
    const row = sheet.addRow(values(cells));
    table.columns.forEach((column, index) => {
      if (column.kind === 'money') row.getCell(index + 1).numFmt = moneyFormat;
    });
    if (bold) row.font = { bold: true };
    row.commit();
  };
  void (async () => {
    try {
      for await (const rows of table.batches()) {
        for (const row of rows) addRow(row);
      }
      addRow(table.totals, true);
      for (const [label, value] of table.notes) {
        const row = sheet.addRow([label, Number(value) / 100]);
        row.getCell(2).numFmt = moneyFormat;
        row.commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

/** The report as a PDF with the brand's header, drawn as pdfkit writes its stream. */
export function reportPdf(table: ReportTable, brand: PrintParty): Readable {
  const doc = new PDFDocument({
    size: 'A4',
    layout: table.columns.length > 6 ? 'landscape' : 'portrait',
    margin: 36,
    info: { Title: table.title, Author: brand.name },
  });
  const widthSum = table.columns.reduce((sum, column) => sum + column.width, 0);
  const columns = table.columns.map((column) => ({
    label: column.header,
    share: column.width / widthSum,
    align: column.kind === 'money' || column.kind === 'count' ? ('right' as const) : ('left' as const),
  }));
  const text = (cells: Cell[]) =>
    cells.map((cell, index) => cellText(cell, table.columns[index]?.kind ?? 'text', table.range.timeZone));
  void (async () => {
    try {
      drawHeader(doc, brand, table.title, rangeText(table));
      if (table.notes.length > 0) {
        drawFacts(
          doc,
          table.notes.map(([label, value]) => [label, minorText(Number(value))]),
        );
      }
      const rows: string[][] = [];
      let more = false;
      for await (const batch of table.batches()) {
        for (const row of batch) {
          if (rows.length === maxPdfLines) {
            more = true;
            break;
          }
          rows.push(text(row));
        }
        if (more) break;
      }
      drawTable(doc, columns, [...rows, text(table.totals)], { boldLast: true });
      if (more) {
        drawNote(
          doc,
          `This PDF shows the first ${maxPdfLines} lines; the totals cover them all. Export CSV or XLSX for every line.`,
        );
      }
      doc.end();
    } catch (error) {
      (doc as unknown as Readable).destroy(error as Error);
    }
  })();
  return doc as unknown as Readable;
}
