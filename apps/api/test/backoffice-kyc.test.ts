import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BackofficeKycPaths,
  CompanySettingsPaths,
  DocumentErrorCode,
  ZKycAgencyResponse,
  ZKycQueueResponse,
  ZKycRemarkResponse,
  ZKycReviewResponse,
  ZLoadDocumentsResponse,
  ZLoadKycRemarksResponse,
  ZUploadDocumentResponse,
  type ErrorBody,
} from '@portal/contracts';
import { agencies, outboxMessages } from '../src/db/schema';
import { auditCount, caller, companyCast, fileOf, type CompanyCast } from './support/company';
import { jpegBytes, pdfBytes, pngBytes } from './support/registration';
import { hosts, login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let cast: CompanyCast;
let api: ReturnType<typeof caller>;
let operator: string;
let tripzenOperator: string;
const documents: Record<string, string> = {};
const tripzen = 'tripzen.localhost';

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t.app);
  cast = await companyCast(t.app, t.db, 'Kyc Review Travels');
  operator = await login(t.app, 'ops@demo.test');
  tripzenOperator = await login(t.app, 'ops@tripzen.test', { host: tripzen });
  const uploads = [
    ['tradeLicense', fileOf(pdfBytes(), 'licence.pdf', 'application/pdf')],
    ['nationalIdFront', fileOf(pngBytes(), 'front.png')],
    ['nationalIdBack', fileOf(jpegBytes(), 'back.jpg', 'image/jpeg')],
  ] as const;
  for (const [kind, file] of uploads) {
    const response = await api.upload(CompanySettingsPaths.uploadDocument, cast.owner, { kind }, [file]);
    expect(response.statusCode).toBe(201);
    documents[kind] = ZUploadDocumentResponse.parse(response.json()).document.documentId;
  }
});
afterAll(async () => {
  await t.close();
});

const codeOf = (response: { json: <T>() => T }) => response.json<ErrorBody>().error.code;
const review = (
  documentId: string | undefined,
  decision: 'approve' | 'reject',
  remark?: string,
  token = operator,
) => api.post(BackofficeKycPaths.review, token, { documentId, decision, ...(remark ? { remark } : {}) });
const queue = async (tab: string, search = 'Kyc Review') =>
  ZKycQueueResponse.parse(
    (
      await api.get(`${BackofficeKycPaths.queue}?tab=${tab}&search=${encodeURIComponent(search)}`, operator)
    ).json(),
  );

describe('back office: KYC review', () => {
  it('queues the agency under pending with its counts', async () => {
    const pending = await queue('pending');
    expect(pending.rows).toEqual([
      expect.objectContaining({
        agencyId: cast.agencyId,
        agencyName: 'Kyc Review Travels',
        kycStatus: 'pending',
        pendingCount: 3,
        approvedCount: 0,
        rejectedCount: 0,
      }),
    ]);
    expect(pending.counts).toEqual({ pending: 1, approved: 0, rejected: 0, all: 1 });
    expect((await queue('approved')).rows).toEqual([]);
  });

  it('shows an agency’s file and serves its documents to the operator', async () => {
    const file = ZKycAgencyResponse.parse(
      (await api.get(`${BackofficeKycPaths.agency}?agencyId=${cast.agencyId}`, operator)).json(),
    );
    expect(file.agency.name).toBe('Kyc Review Travels');
    expect(file.documents.filter((slot) => slot.current?.status === 'pending')).toHaveLength(3);
    const download = await api.get(
      `${BackofficeKycPaths.document}?documentId=${documents.nationalIdFront}`,
      operator,
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="nationalIdFront-/);
    expect(download.rawPayload.equals(pngBytes())).toBe(true);
  });

  it('refuses agency users (403) and another tenant’s operators (404)', async () => {
    for (const token of [cast.owner, cast.viewer]) {
      expect((await api.get(BackofficeKycPaths.queue, token)).statusCode).toBe(403);
      expect((await review(documents.tradeLicense, 'approve', undefined, token)).statusCode).toBe(403);
    }
    const asTripzen = (url: string) => api.get(url, tripzenOperator, tripzen);
    expect((await asTripzen(`${BackofficeKycPaths.agency}?agencyId=${cast.agencyId}`)).statusCode).toBe(404);
    expect(
      (await asTripzen(`${BackofficeKycPaths.document}?documentId=${documents.tradeLicense}`)).statusCode,
    ).toBe(404);
    const decided = await api.post(
      BackofficeKycPaths.review,
      tripzenOperator,
      { documentId: documents.tradeLicense, decision: 'approve' },
      tripzen,
    );
    expect(decided.statusCode).toBe(404);
    const remark = await api.post(
      BackofficeKycPaths.remark,
      tripzenOperator,
      { agencyId: cast.agencyId, text: 'Hello from elsewhere' },
      tripzen,
    );
    expect(remark.statusCode).toBe(404);
    const theirQueue = ZKycQueueResponse.parse(
      (await api.get(`${BackofficeKycPaths.queue}?tab=all`, tripzenOperator, tripzen)).json(),
    );
    expect(theirQueue.rows.some((row) => row.agencyId === cast.agencyId)).toBe(false);
    expect((await api.get(`${BackofficeKycPaths.queue}?tab=all`, operator, hosts.skyway)).statusCode).toBe(
      401,
    );
  });

  it('approves once; a rejection needs a remark, is mailed and shows in the agency’s thread', async () => {
    const approved = await review(documents.nationalIdFront, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(ZKycReviewResponse.parse(approved.json()).document.status).toBe('approved');
    expect((await review(documents.nationalIdBack, 'approve')).statusCode).toBe(200);
    const twice = await review(documents.nationalIdFront, 'reject', 'Changed my mind');
    expect(twice.statusCode).toBe(409);
    expect(codeOf(twice)).toBe(DocumentErrorCode.AlreadyReviewed);

    expect((await review(documents.tradeLicense, 'reject')).statusCode).toBe(400);
    const rejected = await review(
      documents.tradeLicense,
      'reject',
      'The licence has expired; upload the renewed one.',
    );
    expect(rejected.statusCode).toBe(200);
    expect(ZKycReviewResponse.parse(rejected.json()).kycStatus).toBe('actionRequired');

    const [agency] = await t.db.select().from(agencies).where(eq(agencies.id, cast.agencyId));
    const [mail] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, agency?.email ?? ''))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    expect(mail?.subject).toContain('trade licence');
    expect(mail?.body).toContain('The licence has expired; upload the renewed one.');

    const mine = ZLoadDocumentsResponse.parse(
      (await api.get(CompanySettingsPaths.loadDocuments, cast.viewer)).json(),
    );
    expect(mine.kycStatus).toBe('actionRequired');
    expect(mine.documents.find((slot) => slot.kind === 'tradeLicense')?.current).toMatchObject({
      status: 'rejected',
      remark: 'The licence has expired; upload the renewed one.',
    });
    const thread = ZLoadKycRemarksResponse.parse(
      (await api.get(CompanySettingsPaths.loadKycRemarks, cast.owner)).json(),
    );
    expect(thread.remarks.at(-1)).toMatchObject({
      side: 'operator',
      documentKind: 'tradeLicense',
      authorName: 'Nadia Karim',
    });
    expect((await queue('rejected')).rows.map((row) => row.agencyId)).toEqual([cast.agencyId]);
    expect(await auditCount(t.db, cast.agencyId, 'document.approved')).toBe(2);
    expect(await auditCount(t.db, cast.agencyId, 'document.rejected')).toBe(1);
  });

  it('refuses a review of a superseded version (409) and verifies the agency on the new one', async () => {
    const renewed = await api.upload(
      CompanySettingsPaths.uploadDocument,
      cast.owner,
      { kind: 'tradeLicense' },
      [fileOf(pdfBytes(), 'renewed.pdf', 'application/pdf')],
    );
    const renewedId = ZUploadDocumentResponse.parse(renewed.json()).document.documentId;
    expect((await queue('pending')).rows[0]?.pendingCount).toBe(1);

    const stale = await review(documents.tradeLicense, 'approve');
    expect(stale.statusCode).toBe(409);
    expect(codeOf(stale)).toBe(DocumentErrorCode.Superseded);
    const approved = await review(renewedId, 'approve', 'Thank you.');
    expect(ZKycReviewResponse.parse(approved.json()).kycStatus).toBe('verified');
    const approvedTab = await queue('approved');
    expect(approvedTab.rows[0]).toMatchObject({
      agencyId: cast.agencyId,
      kycStatus: 'verified',
      approvedCount: 3,
    });
    expect(approvedTab.counts).toEqual({ pending: 0, approved: 1, rejected: 0, all: 1 });
  });

  it('lets the operator write in the thread; unknown ids answer 404', async () => {
    const written = await api.post(BackofficeKycPaths.remark, operator, {
      agencyId: cast.agencyId,
      text: 'Please also upload your TIN certificate.',
      documentKind: 'tinCertificate',
    });
    expect(written.statusCode).toBe(201);
    expect(ZKycRemarkResponse.parse(written.json()).remark.side).toBe('operator');
    const thread = ZLoadKycRemarksResponse.parse(
      (await api.get(CompanySettingsPaths.loadKycRemarks, cast.owner)).json(),
    );
    expect(thread.remarks.at(-1)?.text).toBe('Please also upload your TIN certificate.');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await api.get(`${BackofficeKycPaths.agency}?agencyId=${unknown}`, operator)).statusCode).toBe(
      404,
    );
    expect((await review(unknown, 'approve')).statusCode).toBe(404);
    expect(
      (await api.post(BackofficeKycPaths.remark, operator, { agencyId: unknown, text: 'Hello there' }))
        .statusCode,
    ).toBe(404);
    expect((await api.get(`${BackofficeKycPaths.queue}?tab=closed`, operator)).statusCode).toBe(400);
  });
});
