import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  GroupFareMessage,
  GroupFarePaths,
  type GroupFareNameInput,
  type GroupFareNameProblem,
  type GroupFareReservation,
} from '@portal/contracts';
import { authHeaders } from './support/flight';
import {
  get,
  nameList,
  ok,
  passenger,
  payDeposit,
  readReservation,
  refusal,
  reserve,
  saveNames,
  useGroupFareApp,
} from './support/group-fares';

const suite = useGroupFareApp();

/** A reservation with its deposit paid, ready for names. */
async function paidReservation(name: string, body: { adults: number; children?: number; infants?: number }) {
  const { token } = await suite.fundedAgency(name);
  const block = await suite.block({ seats: 9, perAgencyCap: 9 });
  const reserved = await reserve(suite.app, token, { blockId: block.id, ...body });
  return { token, block, reservation: await payDeposit(suite.app, token, reserved) };
}

/** A multipart form of the reference and one file, as a browser sends it. */
function multipart(fields: Record<string, string>, file: { name: string; content: Buffer; type: string }) {
  const boundary = '----groupfare' + Math.random().toString(16).slice(2);
  const parts = Object.entries(fields).map(
    ([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    parts.join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file.content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function upload(
  app: FastifyInstance,
  token: string,
  reference: string,
  content: Buffer,
  name = 'names.xlsx',
) {
  const form = multipart(
    { reference },
    { name, content, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  );
  return app.inject({
    method: 'POST',
    url: GroupFarePaths.uploadNames,
    headers: { ...authHeaders(token), 'content-type': form.contentType },
    payload: form.payload,
  });
}

/** The template as the API gives it, filled in with exceljs as an agent's spreadsheet would be. */
async function filledTemplate(token: string, reservation: GroupFareReservation, names: GroupFareNameInput[]) {
  const response = await get(suite.app, token, GroupFarePaths.nameTemplate, {
    reference: reservation.reference,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('spreadsheetml');
  expect(response.headers['content-disposition']).toContain('attachment');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const types = [2, 3, 4].map((row) => sheet.getRow(row).getCell(1).value);
  names.forEach((name, index) => {
    const row = sheet.getRow(index + 2);
    expect(row.getCell(1).value).toBe(name.type);
    row.getCell(2).value = name.title;
    row.getCell(3).value = name.firstName;
    row.getCell(4).value = name.lastName;
    // One date as a real spreadsheet date, the other as text: both are read.
    row.getCell(5).value = new Date(`${name.dateOfBirth}T00:00:00Z`);
    row.getCell(6).value = name.gender;
    row.getCell(7).value = name.nationality ?? null;
    row.getCell(8).value = name.passportNumber ?? null;
    row.getCell(9).value = name.passportExpiry ?? null;
  });
  return { types, content: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

describe('the name list', () => {
  it('a bad passport date and a duplicate passport are refused line by line, with nothing stored', async () => {
    const { app } = suite;
    const { token, reservation } = await paidReservation('Names Refused Travels', { adults: 3 });
    const names = nameList(reservation);
    const shortPassport = { ...names[0]!, passportExpiry: reservation.departureDate };
    const twice = { ...names[2]!, passportNumber: names[1]!.passportNumber };
    const refused = await saveNames(app, token, reservation.reference, [shortPassport, names[1]!, twice]);
    expect(refusal(refused)).toEqual([422, 'GROUP_FARE_NAMES_INVALID']);
    const problems = refused.json<{ error: { details: { problems: GroupFareNameProblem[] } } }>().error
      .details.problems;
    expect(problems).toEqual([
      { line: 1, field: 'passportExpiry', message: GroupFareMessage.passportExpiryBeforeReturn },
      { line: 3, field: 'passportNumber', message: GroupFareMessage.passportTwice },
    ]);
    const after = await readReservation(app, token, reservation.reference);
    expect(after.status).toBe('DepositPaid');
    expect(after.names).toEqual([]);
  });

  it('every problem of every line at once: age for the type, the count, a passport on another reservation', async () => {
    const { app } = suite;
    const { token, block, reservation } = await paidReservation('Names Problems Travels', {
      adults: 1,
      children: 1,
    });
    // Another agency names a passport on the same block first.
    const other = await suite.fundedAgency('Names Other Travels');
    const otherReservation = await payDeposit(
      app,
      other.token,
      await reserve(app, other.token, { blockId: block.id, adults: 1 }),
    );
    const taken = passenger('ADT', reservation.departureDate);
    ok(await saveNames(app, other.token, otherReservation.reference, [taken]));

    const day = reservation.departureDate;
    const refused = await saveNames(app, token, reservation.reference, [
      { ...passenger('ADT', day), passportNumber: taken.passportNumber },
      passenger('CHD', day, { dateOfBirth: `${Number(day.slice(0, 4)) - 20}-01-01` }),
      passenger('INF', day),
    ]);
    expect(refusal(refused)).toEqual([422, 'GROUP_FARE_NAMES_INVALID']);
    const { problems } = refused.json<{ error: { details: { problems: GroupFareNameProblem[] } } }>().error
      .details;
    expect(problems.map((problem) => [problem.line, problem.field])).toEqual([
      [0, 'names'],
      [1, 'passportNumber'],
      [2, 'dateOfBirth'],
    ]);
    expect(problems[1]!.message).toBe(GroupFareMessage.passportOnAnotherReservation);
  });

  it('the template filled in is accepted; the list can be replaced until the deadline', async () => {
    const { app } = suite;
    const { token, reservation } = await paidReservation('Names Upload Travels', { adults: 2, infants: 1 });
    const names = nameList(reservation);
    const { types, content } = await filledTemplate(token, reservation, names);
    expect(types).toEqual(['ADT', 'ADT', 'INF']);
    const uploaded = ok(await upload(app, token, reservation.reference, content));
    expect(uploaded.status).toBe('Named');
    expect(uploaded.names.map((name) => [name.type, name.passportNumber, name.dateOfBirth])).toEqual(
      names.map((name) => [name.type, name.passportNumber, name.dateOfBirth]),
    );

    // Typed again: the new list replaces the old one.
    const again = nameList(reservation);
    const replaced = ok(await saveNames(app, token, reservation.reference, again));
    expect(replaced.names.map((name) => name.passportNumber)).toEqual(
      again.map((name) => name.passportNumber),
    );
  });

  it('a file that is not the template answers 400 with the template’s message', async () => {
    const { app } = suite;
    const { token, reservation } = await paidReservation('Names Wrong File Travels', { adults: 1 });
    const text = await upload(
      app,
      token,
      reservation.reference,
      Buffer.from('Name,Passport\nRahim,P123\n'),
      'n.csv',
    );
    expect(refusal(text)).toEqual([400, 'VALIDATION_FAILED']);
    expect(text.json<{ error: { message: string } }>().error.message).toBe(
      GroupFareMessage.nameListUnreadable,
    );

    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Sheet1').addRow(['Name', 'Passport']);
    const wrongHeader = await upload(
      app,
      token,
      reservation.reference,
      Buffer.from(await workbook.xlsx.writeBuffer()),
    );
    expect(refusal(wrongHeader)).toEqual([400, 'VALIDATION_FAILED']);
    expect((await readReservation(app, token, reservation.reference)).status).toBe('DepositPaid');
  });

  it('names wait for the deposit', async () => {
    const { app } = suite;
    const { token } = await suite.fundedAgency('Names Before Deposit Travels');
    const block = await suite.block({ seats: 4 });
    const reserved = await reserve(app, token, { blockId: block.id, adults: 1 });
    const early = await saveNames(app, token, reserved.reference, nameList(reserved));
    expect(refusal(early)).toEqual([409, 'GROUP_FARE_WRONG_STATUS']);
  });
});
