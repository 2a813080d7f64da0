import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportPaths, type LedgerStatement, type SalesReport } from '@portal/contracts';
import { Airlines, ticketedOrder, tripOn } from './support/after-sales';
import { buildFundedAgency } from './support/money';
import { pdfText } from './support/pdf-text';
import { login } from './support/requests';
import { staffWith } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let owner: { agencyId: string; token: string };
let other: { agencyId: string; token: string };

const dhakaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
const asQuery = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));

function get(token: string, url: string, query: Record<string, string | number>) {
  return t.app.inject({
    method: 'GET',
    url,
    query: asQuery(query),
    headers: { authorization: `Bearer ${token}` },
  });
}

async function workbookOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** A money cell back in minor units (the workbook holds units with two decimals). */
const minor = (value: unknown) => Math.round(Number(value) * 100);

beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000000' } });
  const operator = await login(t.app, 'ops@demo.test');
  owner = await buildFundedAgency(t.app, t.db, { operatorToken: operator, name: 'Export Travels' });
  other = await buildFundedAgency(t.app, t.db, { operatorToken: operator, name: 'Other Export Travels' });
  await ticketedOrder(t.app, owner.token, { search: tripOn(Airlines.automatic) });
  await ticketedOrder(t.app, owner.token, { search: tripOn(Airlines.automatic, { to: 'SIN' }) });
  await ticketedOrder(t.app, other.token, { search: tripOn(Airlines.automatic) });
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('report exports', () => {
  it('streams the sales report as a workbook whose total equals the report’s', async () => {
    const today = dhakaToday();
    const report = (
      await get(owner.token, ReportPaths.sales, { preset: 'today', groupBy: 'route' })
    ).json<SalesReport>();
    const response = await get(owner.token, ReportPaths.export, {
      report: 'sales',
      format: 'xlsx',
      preset: 'today',
      groupBy: 'route',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="sales-${today}-${today}.xlsx"`,
    );
    const rows = await workbookOf(response.rawPayload);
    expect(rows[0]).toEqual(['Group', 'Orders', 'Gross', 'Net', 'Commission', 'AIT', 'Profit']);
    expect(rows.slice(1, -1).map((row) => row[0])).toEqual(['DAC-DXB', 'DAC-SIN']);
    const total = rows[rows.length - 1] ?? [];
    expect(total[0]).toBe('Total');
    expect(minor(total[3])).toBe(report.totals.net);
    expect(minor(total[4])).toBe(report.totals.commission);
    const lineSum = rows.slice(1, -1).reduce((sum, row) => sum + minor(row[3]), 0);
    expect(lineSum).toBe(report.totals.net);
  });

  it('exports every ledger line with the statement’s totals, as XLSX and CSV', async () => {
    const statement = (
      await get(owner.token, ReportPaths.ledger, { preset: 'thisYear' })
    ).json<LedgerStatement>();
    const xlsx = await get(owner.token, ReportPaths.export, {
      report: 'ledger',
      format: 'xlsx',
      preset: 'thisYear',
    });
    const rows = await workbookOf(xlsx.rawPayload);
    const lines = rows.slice(1).filter((row) => row[0] !== 'Total' && !String(row[0]).includes('balance'));
    expect(lines).toHaveLength(statement.total);
    expect(lines.reduce((sum, row) => sum + minor(row[4] ?? 0), 0)).toBe(statement.totalDebit);
    expect(lines.reduce((sum, row) => sum + minor(row[5] ?? 0), 0)).toBe(statement.totalCredit);
    expect(rows.find((row) => row[0] === 'Closing balance')?.[1]).toBe(statement.closingBalance / 100);

    const csv = await get(owner.token, ReportPaths.export, {
      report: 'ledger',
      format: 'csv',
      preset: 'thisYear',
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(text[0]).toBe('Date,Type,Reference,Description,Debit,Credit,Balance');
    expect(text).toHaveLength(statement.total + 4);
    expect(text[statement.total + 1]).toContain(
      `Total,,,,${(statement.totalDebit / 100).toFixed(2)},${(statement.totalCredit / 100).toFixed(2)},`,
    );
  });

  it('prints a report as a PDF under the brand’s header, by export or by the report service’s pdf call', async () => {
    const byExport = await get(owner.token, ReportPaths.export, {
      report: 'sales',
      format: 'pdf',
      preset: 'today',
    });
    expect(byExport.statusCode).toBe(200);
    expect(byExport.headers['content-type']).toBe('application/pdf');
    expect(byExport.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const printed = pdfText(byExport.rawPayload);
    expect(printed).toContain('Sales by day');
    expect(printed).toContain('Total');

    const byCall = await t.app.inject({
      method: 'POST',
      url: ReportPaths.pdf,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { report: 'ledger', filters: { preset: 'thisYear' } },
    });
    expect(byCall.statusCode).toBe(200);
    expect(byCall.headers['content-disposition']).toMatch(
      /^attachment; filename="ledger-\d{4}-01-01-.+\.pdf"$/,
    );
    expect(pdfText(byCall.rawPayload)).toContain('Ledger statement');
  });

  it('never exports another agency’s lines', async () => {
    const mine = await workbookOf(
      (await get(owner.token, ReportPaths.export, { report: 'ledger', format: 'xlsx', preset: 'today' }))
        .rawPayload,
    );
    const theirs = await workbookOf(
      (await get(other.token, ReportPaths.export, { report: 'ledger', format: 'xlsx', preset: 'today' }))
        .rawPayload,
    );
    // Lines only: they have a type; the totals and balance rows do not.
    const references = (rows: unknown[][]) =>
      new Set(
        rows
          .slice(1)
          .filter((row) => typeof row[1] === 'string')
          .map((row) => String(row[2])),
      );
    expect(references(mine).size).toBeGreaterThanOrEqual(3);
    expect([...references(mine)].filter((reference) => references(theirs).has(reference))).toEqual([]);
  });

  it('refuses bad filters and callers without AccessReports', async () => {
    const bad: Record<string, string>[] = [
      { report: 'sales', format: 'doc', preset: 'today' },
      { report: 'profits', format: 'csv', preset: 'today' },
      { report: 'ledger', format: 'csv' },
      { report: 'dues', format: 'csv', preset: 'today', groupBy: 'airline' },
    ];
    for (const query of bad) {
      expect((await get(owner.token, ReportPaths.export, query)).statusCode, JSON.stringify(query)).toBe(400);
    }
    const badBody = await t.app.inject({
      method: 'POST',
      url: ReportPaths.pdf,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { report: 'ledger', filters: { from: '2026-02-01', to: '2026-01-01' } },
    });
    expect(badBody.statusCode).toBe(400);
    const staff = await staffWith(t.app, t.db, owner.agencyId, ['ShowAllTransactions']);
    const refused = await t.app.inject({
      method: 'POST',
      url: ReportPaths.pdf,
      headers: { authorization: `Bearer ${staff}` },
      payload: { report: 'ledger', filters: { preset: 'today' } },
    });
    expect(refused.statusCode).toBe(403);
  });
});
