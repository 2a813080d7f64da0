import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  OrderPaths,
  VisaApplicationErrorCode,
  VisaOperatorPaths,
  VisaPaths,
  type OrderNotificationsResponse,
  type VisaApplication,
  type VisaQueuePage,
} from '@portal/contracts';
import { outboxMessages } from '../src/db/schema';
import { dhakaDate } from './support/flight';
import { pdfText } from './support/pdf-text';
import { login } from './support/requests';
import {
  adultApplicant,
  apply,
  applyBody,
  applied,
  buildVisaProduct,
  errorOf,
  operatorStep,
  uploadId,
  uploadVisaFile,
  useVisaApp,
  visaGet,
  visaHosts,
  visaPost,
  visaStaff,
  type VisaProduct,
} from './support/visa';

const suite = useVisaApp();

/** An agency with an application of two adults waiting for the operators. */
let owner: { agencyId: string; token: string };
let application: VisaApplication;
let tripzenOperator: string;

beforeAll(async () => {
  owner = await suite.fundedAgency('Access Travels');
  application = await applied(suite, owner.token);
  tripzenOperator = await login(suite.app, 'ops@tripzen.test', { host: visaHosts.tripzen });
});

const reference = () => application.orderReference;
const firstDocumentId = () => application.applicants[0]?.documents[0]?.documentId ?? '';

async function mailsTo(email: string) {
  return suite.db
    .select({ subject: outboxMessages.subject, body: outboxMessages.body })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, email), eq(outboxMessages.channel, 'mail')))
    .orderBy(desc(outboxMessages.createdAt));
}

async function queue(
  token: string,
  query: Record<string, string> = {},
  path: string = VisaPaths.applications,
) {
  const response = await visaGet(suite.app, token, path, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VisaQueuePage>();
}

describe('another agency’s or tenant’s application', () => {
  it('answers 404 to another agency for every call, and lists nothing of it', async () => {
    const other = await suite.fundedAgency('Nosy Travels');
    const query = { orderReference: reference() };
    for (const [path, extra] of [
      [VisaPaths.application, {}],
      [VisaPaths.cancellationQuote, {}],
      [VisaPaths.invoice, {}],
      [VisaPaths.document, { documentId: firstDocumentId() }],
    ] as const) {
      const response = await visaGet(suite.app, other.token, path, { ...query, ...extra });
      expect(response.statusCode, path).toBe(404);
      expect(errorOf(response).code).toBe(VisaApplicationErrorCode.NotFound);
    }
    const applicant = application.applicants[0];
    const edit = await visaPost(suite.app, other.token, VisaPaths.edit, {
      orderReference: reference(),
      applicants: [
        {
          applicantId: applicant?.applicantId,
          title: 'Mr',
          firstName: 'Stolen',
          lastName: 'Identity',
          gender: 'Male',
          dateOfBirth: applicant?.dateOfBirth,
          nationality: 'BD',
          passportNumber: 'X1234567',
          passportExpiresOn: dhakaDate(3000),
        },
      ],
    });
    expect(edit.statusCode).toBe(404);
    const correct = await visaPost(suite.app, other.token, VisaPaths.correct, {
      orderReference: reference(),
      documents: [
        {
          applicantId: applicant?.applicantId,
          code: 'Photo',
          uploadId: await uploadId(suite.app, other.token),
        },
      ],
    });
    expect(correct.statusCode).toBe(404);
    const cancel = await visaPost(
      suite.app,
      other.token,
      VisaPaths.cancel,
      { orderReference: reference() },
      { key: randomUUID() },
    );
    expect(cancel.statusCode).toBe(404);
    expect((await queue(other.token)).total).toBe(0);
    expect((await queue(other.token, { search: reference() })).applications).toEqual([]);
    // Still untouched for its owner.
    const own = await visaGet(suite.app, owner.token, VisaPaths.application, query);
    expect(own.json<VisaApplication>()).toMatchObject({ status: 'Requested' });
    expect(own.json<VisaApplication>().applicants[0]?.firstName).toBe(applicant?.firstName);
  });

  it('does not serve a document through another application’s reference', async () => {
    const second = await applied(suite, owner.token);
    const response = await visaGet(suite.app, owner.token, VisaPaths.document, {
      orderReference: second.orderReference,
      documentId: firstDocumentId(),
    });
    expect(response.statusCode).toBe(404);
    const unknown = await visaGet(suite.app, owner.token, VisaPaths.application, {
      orderReference: 'VS-99999999',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await visaGet(suite.app, owner.token, VisaPaths.application, {
      orderReference: 'HB-2610000',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('answers 404 to another tenant’s operators, and keeps their product out of this tenant', async () => {
    const options = { host: visaHosts.tripzen };
    const seen = await visaGet(
      suite.app,
      tripzenOperator,
      VisaOperatorPaths.application,
      { orderReference: reference() },
      visaHosts.tripzen,
    );
    expect(seen.statusCode).toBe(404);
    const document = await visaGet(
      suite.app,
      tripzenOperator,
      VisaOperatorPaths.document,
      { orderReference: reference(), documentId: firstDocumentId() },
      visaHosts.tripzen,
    );
    expect(document.statusCode).toBe(404);
    for (const [path, body] of [
      [VisaOperatorPaths.submit, { orderReference: reference() }],
      [VisaOperatorPaths.reject, { orderReference: reference(), reason: 'Not ours to reject' }],
      [
        VisaOperatorPaths.askCorrection,
        {
          orderReference: reference(),
          items: [{ applicantId: application.applicants[0]?.applicantId, code: 'Photo', reason: 'Blurred' }],
        },
      ],
    ] as const) {
      const response = await visaPost(suite.app, tripzenOperator, path, body, options);
      expect(response.statusCode, path).toBe(404);
    }
    const tripzenQueue = await visaGet(
      suite.app,
      tripzenOperator,
      VisaOperatorPaths.applications,
      {},
      visaHosts.tripzen,
    );
    expect(tripzenQueue.json<VisaQueuePage>().total).toBe(0);
    expect(
      (
        await visaGet(suite.app, owner.token, VisaPaths.application, { orderReference: reference() })
      ).json<VisaApplication>().status,
    ).toBe('Requested');
  });
});

describe('permissions', () => {
  it('omits the history and the correction history without their functionalities, and offers no action', async () => {
    const viewer = await visaStaff(suite, owner.agencyId, ['ViewVisaBooking']);
    const response = await visaGet(suite.app, viewer, VisaPaths.application, { orderReference: reference() });
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body).not.toHaveProperty('history');
    expect(body).not.toHaveProperty('corrections');
    expect(body).toHaveProperty('openCorrection', null);
    expect(body.can).toEqual({
      edit: false,
      correct: false,
      cancel: false,
      printInvoice: false,
      askCorrection: false,
      submit: false,
      uploadVisa: false,
      approve: false,
      reject: false,
    });
    for (const [method, path, payload] of [
      ['GET', VisaPaths.applications, undefined],
      ['GET', `${VisaPaths.invoice}?orderReference=${reference()}`, undefined],
      ['GET', `${VisaPaths.cancellationQuote}?orderReference=${reference()}`, undefined],
      ['POST', VisaPaths.apply, {}],
      ['POST', VisaPaths.edit, {}],
      ['POST', VisaPaths.correct, {}],
      ['POST', VisaPaths.cancel, {}],
      ['POST', VisaPaths.uploadDocument, {}],
    ] as const) {
      const denied = await suite.app.inject({
        method,
        url: path,
        headers: { authorization: `Bearer ${viewer}` },
        ...(payload ? { payload } : {}),
      });
      expect(denied.statusCode, path).toBe(403);
    }
  });

  it('shows the history and the correction history to those who hold them, and the actions they hold', async () => {
    const staff = await visaStaff(suite, owner.agencyId, [
      'ViewVisaBooking',
      'ShowVisaBookingHistory',
      'ShowVisaCorrectionHistory',
      'CancelVisaApplication',
      'PrintVisaInvoice',
    ]);
    const response = await visaGet(suite.app, staff, VisaPaths.application, { orderReference: reference() });
    const body = response.json<VisaApplication>();
    expect(body.history?.[0]).toMatchObject({ action: 'Request', side: 'Agency', status: 'Requested' });
    expect(body.corrections).toEqual([]);
    expect(body.can).toMatchObject({ edit: false, correct: false, cancel: true, printInvoice: true });
  });

  it('lets a user who may only edit upload the documents of a correction', async () => {
    const editor = await visaStaff(suite, owner.agencyId, ['EditVisaApplication']);
    const id = await uploadId(suite.app, editor);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const apply403 = await apply(suite.app, editor, {});
    expect(apply403.statusCode).toBe(403);
  });
});

describe('the queues', () => {
  let agency: { agencyId: string; token: string };
  let thai: VisaProduct;
  const references: Record<string, string> = {};

  beforeAll(async () => {
    agency = await suite.fundedAgency('Queue Travels');
    thai = await buildVisaProduct(suite.db, {
      countryCode: 'TH',
      visaType: 'Tourist',
      title: 'Thailand e-Visa',
    });
    references.received = (await applied(suite, agency.token)).orderReference;
    const correction = await applied(suite, agency.token);
    references.correction = correction.orderReference;
    await operatorStep(suite, 'askCorrection', {
      orderReference: correction.orderReference,
      items: [{ applicantId: correction.applicants[0]?.applicantId, code: 'Photo', reason: 'Blurred' }],
    });
    const named = await adultApplicant(suite.app, agency.token, {
      firstName: 'Nusrat',
      lastName: 'Jahan',
      passportNumber: 'EB7654321',
    });
    const response = await apply(
      suite.app,
      agency.token,
      applyBody(thai.id, [named], { travelDate: dhakaDate(40) }),
    );
    references.thai = response.json<VisaApplication>().orderReference;
    await visaPost(
      suite.app,
      agency.token,
      VisaPaths.cancel,
      { orderReference: references.thai },
      { key: randomUUID() },
    );
  });

  it('counts every tab and pages the agency’s applications, newest first', async () => {
    const page = await queue(agency.token);
    expect(page.tabs).toEqual({
      all: 3,
      received: 1,
      correction: 1,
      submitted: 0,
      approved: 0,
      rejected: 0,
      cancelled: 1,
    });
    expect(page.applications.map((row) => row.orderReference)).toEqual([
      references.thai,
      references.correction,
      references.received,
    ]);
    const thaiRow = page.applications[0];
    expect(thaiRow).toMatchObject({
      status: 'Cancelled',
      countryCode: 'TH',
      countryName: 'Thailand',
      visaType: 'Tourist',
      productTitle: 'Thailand e-Visa',
      travelDate: dhakaDate(40),
      applicants: ['Mr Nusrat Jahan'],
      total: { amount: 8_000_00, currency: 'BDT' },
      agencyName: 'Queue Travels',
    });
    const tab = await queue(agency.token, { tab: 'correction' });
    expect(tab.total).toBe(1);
    expect(tab.applications.map((row) => row.orderReference)).toEqual([references.correction]);
    const paged = await queue(agency.token, { page: '2', pageSize: '2' });
    expect(paged.applications.map((row) => row.orderReference)).toEqual([references.received]);
    expect(paged.total).toBe(3);
  });

  it('searches by reference, applicant name and passport, and filters by destination and travel date', async () => {
    const found = async (query: Record<string, string>) =>
      (await queue(agency.token, query)).applications.map((row) => row.orderReference);
    expect(await found({ search: references.received ?? '' })).toEqual([references.received]);
    expect(await found({ search: 'nusrat jah' })).toEqual([references.thai]);
    expect(await found({ search: 'eb76' })).toEqual([references.thai]);
    expect(await found({ search: '%' })).toEqual([]);
    expect(await found({ destination: 'TH' })).toEqual([references.thai]);
    expect(await found({ travelFrom: dhakaDate(30) })).toEqual([references.thai]);
    expect(await found({ travelTo: dhakaDate(30) })).toEqual([references.correction, references.received]);
    const filtered = await queue(agency.token, { destination: 'TH' });
    expect(filtered.tabs.all).toBe(1);
    const bad = await visaGet(suite.app, agency.token, VisaPaths.applications, {
      travelFrom: dhakaDate(30),
      travelTo: dhakaDate(20),
    });
    expect(bad.statusCode).toBe(400);
    expect((await visaGet(suite.app, agency.token, VisaPaths.applications, { tab: 'nope' })).statusCode).toBe(
      400,
    );
  });

  it('shows the operators every agency’s applications, the longest waiting first', async () => {
    const page = await queue(suite.operator, { tab: 'received' }, VisaOperatorPaths.applications);
    const order = page.applications.map((row) => row.orderReference);
    expect(order).toContain(references.received);
    expect(order).toContain(reference());
    expect(order.indexOf(reference())).toBeLessThan(order.indexOf(references.received ?? ''));
    expect(page.applications.every((row) => row.status === 'Requested')).toBe(true);
    expect(new Set(page.applications.map((row) => row.agencyName))).toContain('Queue Travels');
  });
});

describe('notices to the agency', () => {
  it('notifies and mails a correction asked and a visa approved; a rejection is mailed with its reason', async () => {
    const agency = await suite.fundedAgency('Notice Travels');
    const bystander = await visaStaff(suite, agency.agencyId, ['ViewBooking']);
    // May open the application but not answer a correction: told of the approval only.
    const reader = await visaStaff(suite, agency.agencyId, ['ViewBooking', 'ViewVisaBooking']);
    const editor = await visaStaff(suite, agency.agencyId, [
      'ViewBooking',
      'ViewVisaBooking',
      'EditVisaApplication',
    ]);
    const mine = await applied(suite, agency.token);
    const ref = mine.orderReference;
    await operatorStep(suite, 'askCorrection', {
      orderReference: ref,
      items: [
        { applicantId: mine.applicants[1]?.applicantId, code: 'PassportBioPage', reason: 'Page is cut off' },
      ],
    });
    const notices = async (token: string) => {
      const response = await visaGet(suite.app, token, OrderPaths.getNotifications);
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json<OrderNotificationsResponse>()
        .notifications.filter((n) => n.orderReference === ref);
    };
    expect(await notices(agency.token)).toMatchObject([
      { kind: 'visaCorrectionAsked', request: { kind: 'Visa', reference: ref }, pnr: null, status: null },
    ]);
    expect(await notices(bystander)).toEqual([]);
    expect(await notices(reader)).toEqual([]);
    expect(await notices(editor)).toMatchObject([{ kind: 'visaCorrectionAsked' }]);
    const [asked] = await mailsTo('info@noticetravels.test');
    expect(asked?.subject).toContain(ref);
    expect(asked?.body).toContain('PassportBioPage. Page is cut off');

    await visaPost(suite.app, agency.token, VisaPaths.correct, {
      orderReference: ref,
      documents: [
        {
          applicantId: mine.applicants[1]?.applicantId,
          code: 'PassportBioPage',
          uploadId: await uploadId(suite.app, agency.token, 'pdf'),
        },
      ],
    });
    expect(await notices(agency.token)).toEqual([]);
    await operatorStep(suite, 'submit', { orderReference: ref });
    for (const applicant of mine.applicants) await uploadVisaFile(suite, ref, applicant.applicantId);
    await operatorStep(suite, 'approve', { orderReference: ref });
    expect(await notices(agency.token)).toMatchObject([
      { kind: 'visaApproved', request: { reference: ref } },
    ]);
    expect(await notices(reader)).toMatchObject([{ kind: 'visaApproved' }]);
    const [approved] = await mailsTo('info@noticetravels.test');
    expect(approved?.subject).toContain(`visa ${ref} approved`);
    expect(approved?.body).toContain('approved');

    const other = await applied(suite, agency.token);
    await operatorStep(suite, 'reject', { orderReference: other.orderReference, reason: 'Passport damaged' });
    const [rejected] = await mailsTo('info@noticetravels.test');
    expect(rejected?.subject).toContain(`${other.orderReference} rejected`);
    expect(rejected?.body).toContain('Reason: Passport damaged');
    // Rejected before submission: the embassy was never paid, and the mail does not say otherwise.
    expect(rejected?.body).toContain('BDT 13,000.00');
    expect(rejected?.body).toContain('credited back to your wallet');
    expect(rejected?.body).not.toContain('not refundable');

    const late = await applied(suite, agency.token);
    await operatorStep(suite, 'submit', { orderReference: late.orderReference });
    await operatorStep(suite, 'reject', {
      orderReference: late.orderReference,
      reason: 'Refused by embassy',
    });
    const [refused] = await mailsTo('info@noticetravels.test');
    expect(refused?.subject).toContain(`${late.orderReference} rejected`);
    expect(refused?.body).toContain('not refundable');
  });
});

describe('the invoice', () => {
  it('prints the fees of each applicant apart, the total, and the refund once cancelled', async () => {
    const agency = await suite.fundedAgency('Invoice Travels');
    const mine = await applied(suite, agency.token);
    const response = await visaGet(suite.app, agency.token, VisaPaths.invoice, {
      orderReference: mine.orderReference,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`${mine.orderReference}-invoice.pdf`);
    const text = pdfText(response.rawPayload);
    for (const expected of [
      `INV-${mine.orderReference}`,
      'Invoice Travels',
      'United Arab Emirates',
      `${mine.applicants[0]?.firstName} ${mine.applicants[0]?.lastName}`,
      'BDT 6,500.00',
      'BDT 1,500.00',
      'BDT 16,000.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('refunded');
    await visaPost(
      suite.app,
      agency.token,
      VisaPaths.cancel,
      { orderReference: mine.orderReference },
      { key: randomUUID() },
    );
    const after = pdfText(
      (await visaGet(suite.app, agency.token, VisaPaths.invoice, { orderReference: mine.orderReference }))
        .rawPayload,
    );
    expect(after).toContain('Government fees refunded');
    expect(after).toContain('BDT -13,000.00');
    expect(after).toContain('BDT 3,000.00');
  });
});
