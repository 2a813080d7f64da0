import ExcelJS from 'exceljs';
import { ErrorCode, GroupFareMessage, PassengerTitles } from '@portal/contracts';
import { AppError } from '../lib/app-error';

/** The template's columns, in order, and the field of the name list each fills. */
export const nameListColumns = [
  { header: 'Type', field: 'type', width: 8 },
  { header: 'Title', field: 'title', width: 8 },
  { header: 'First name', field: 'firstName', width: 22 },
  { header: 'Last name', field: 'lastName', width: 22 },
  { header: 'Date of birth', field: 'dateOfBirth', width: 15 },
  { header: 'Gender', field: 'gender', width: 10 },
  { header: 'Nationality', field: 'nationality', width: 12 },
  { header: 'Passport number', field: 'passportNumber', width: 18 },
  { header: 'Passport expiry', field: 'passportExpiry', width: 15 },
] as const;

const dateFields = new Set(['dateOfBirth', 'passportExpiry']);

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An XLSX is a zip: refused by its first bytes when it is not one, before the workbook reader sees it. */
export function sniffXlsx(content: Uint8Array): typeof xlsxContentType | null {
  return content[0] === 0x50 && content[1] === 0x4b && content[2] === 0x03 && content[3] === 0x04
    ? xlsxContentType
    : null;
}

const instructions = [
  'How to fill in the name list',
  '',
  'One line per passenger: keep the Type column as it is (ADT adult, CHD child, INF infant).',
  `Title: ${PassengerTitles.join(', ')}.`,
  'First and last name as in the passport.',
  'Dates as YYYY-MM-DD (2031-05-30), or as dates the spreadsheet knows.',
  'Gender: Male or Female. Nationality: the two-letter country code (BD).',
  'The passport must be valid for 6 months after the return date.',
  'Each infant travels on the lap of an adult, in the order listed.',
];

/** The name-list template of a reservation: the header, then one line per passenger with its type filled in. */
export async function nameListTemplate(counts: {
  reference: string;
  adults: number;
  children: number;
  infants: number;
}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Names');
  sheet.columns = nameListColumns.map((column) => ({
    header: column.header,
    key: column.field,
    width: column.width,
  }));
  sheet.getRow(1).font = { bold: true };
  const types = [
    ...Array<string>(counts.adults).fill('ADT'),
    ...Array<string>(counts.children).fill('CHD'),
    ...Array<string>(counts.infants).fill('INF'),
  ];
  for (const type of types) sheet.addRow({ type });
  // Dates typed as text stay text: the reader takes both text and real dates.
  for (const column of ['E', 'I']) sheet.getColumn(column).numFmt = '@';
  const help = workbook.addWorksheet('Instructions');
  help.addRow([`Name list of reservation ${counts.reference}`]).font = { bold: true };
  for (const line of instructions) help.addRow([line]);
  help.getColumn(1).width = 100;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const unreadable = () => new AppError(ErrorCode.ValidationFailed, 400, GroupFareMessage.nameListUnreadable);

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** A cell as the name list's field takes it: dates to YYYY-MM-DD (real dates or Excel serial numbers), text trimmed. */
function cellValue(value: ExcelJS.CellValue, field: string): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return dayOf(value);
  if (typeof value === 'number') {
    // An Excel serial day (days since 1899-12-30) where a date belongs; otherwise a number typed as such.
    if (dateFields.has(field))
      return dayOf(new Date(Date.UTC(1899, 11, 30) + Math.round(value) * 86_400_000));
    return String(value);
  }
  if (typeof value === 'object') {
    if ('richText' in value)
      return (
        value.richText
          .map((part) => part.text)
          .join('')
          .trim() || undefined
      );
    if ('text' in value) return String(value.text).trim() || undefined;
    if ('result' in value) return cellValue(value.result as ExcelJS.CellValue, field);
    return undefined;
  }
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

const normalise: Record<string, (text: string) => string> = {
  type: (text) => text.toUpperCase(),
  nationality: (text) => text.toUpperCase(),
  gender: (text) => (text.length > 0 ? text[0]!.toUpperCase() + text.slice(1).toLowerCase() : text),
  passportNumber: (text) => text.replace(/\s+/g, '').toUpperCase(),
};

/**
 * The lines of a filled template, as the name list's fields (checked afterwards with every problem per line). Not
 * an XLSX, or a first sheet whose header is not the template's: 400 with the template's message. Blank lines are
 * skipped.
 */
export async function readNameListFile(content: Buffer): Promise<Record<string, string | undefined>[]> {
  // Only a zip is handed to the workbook reader.
  if (!sniffXlsx(content)) throw unreadable();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadable();
  const header = nameListColumns.map((_, index) =>
    String(cellValue(sheet.getRow(1).getCell(index + 1).value, 'header') ?? '').toLowerCase(),
  );
  if (header.some((title, index) => title !== nameListColumns[index]!.header.toLowerCase()))
    throw unreadable();
  const rows: Record<string, string | undefined>[] = [];
  for (let number = 2; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    const line: Record<string, string | undefined> = {};
    nameListColumns.forEach((column, index) => {
      const text = cellValue(row.getCell(index + 1).value, column.field);
      line[column.field] = text === undefined ? undefined : (normalise[column.field]?.(text) ?? text);
    });
    // The template's own prefilled type alone does not make a passenger line.
    const filled = nameListColumns.some(
      (column) => column.field !== 'type' && line[column.field] !== undefined,
    );
    if (filled) rows.push(line);
    if (rows.length > 50) throw unreadable();
  }
  return rows;
}
