import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanySettingsPaths,
  ZKycRemarkResponse,
  ZLoadDocumentsResponse,
  ZLoadKycRemarksResponse,
  ZUploadDocumentResponse,
} from '@portal/contracts';
import { agencyDocuments } from '../src/db/schema';
import {
  auditCount,
  caller,
  companyCast,
  fileOf,
  storedFileCount,
  type CompanyCast,
} from './support/company';
import { jpegBytes, pdfBytes, pngBytes } from './support/registration';
import { hosts, login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let cast: CompanyCast;
let api: ReturnType<typeof caller>;
let skyway: string;
beforeAll(async () => {
  t = await createTestApp();
  api = caller(t.app);
  cast = await companyCast(t.app, t.db, 'Document Travels');
  skyway = await login(t.app, 'agent@skyway.test', { host: hosts.skyway });
});
afterAll(async () => {
  await t.close();
});

const upload = (token: string, kind: string, file = fileOf(pdfBytes(), 'licence.pdf', 'application/pdf')) =>
  api.upload(CompanySettingsPaths.uploadDocument, token, { kind }, [file]);
const documentRows = async () =>
  t.db.select().from(agencyDocuments).where(eq(agencyDocuments.agencyId, cast.agencyId));

describe('company settings: documents', () => {
  let firstLicence = '';

  it('starts with one empty slot per kind and no KYC status', async () => {
    const loaded = ZLoadDocumentsResponse.parse(
      (await api.get(CompanySettingsPaths.loadDocuments, cast.owner)).json(),
    );
    expect(loaded.kycStatus).toBe('notSubmitted');
    expect(loaded.documents.map((slot) => [slot.kind, slot.required, slot.current])).toEqual([
      ['nationalIdFront', true, null],
      ['nationalIdBack', true, null],
      ['tradeLicense', true, null],
      ['civilAviation', false, null],
      ['tinCertificate', false, null],
      ['other', false, null],
    ]);
  });

  it('stores an upload as the pending current version, with an audit entry', async () => {
    const response = await upload(cast.owner, 'tradeLicense');
    expect(response.statusCode).toBe(201);
    const body = ZUploadDocumentResponse.parse(response.json());
    expect(body.document).toMatchObject({
      kind: 'tradeLicense',
      fileName: 'licence.pdf',
      contentType: 'application/pdf',
      status: 'pending',
      remark: null,
      supersededAt: null,
    });
    expect(body.kycStatus).toBe('pending');
    firstLicence = body.document.documentId;
    expect(await auditCount(t.db, cast.agencyId, 'document.uploaded')).toBe(1);

    const file = await api.get(`${CompanySettingsPaths.getDocument}?documentId=${firstLicence}`, cast.viewer);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="tradeLicense-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    expect(file.rawPayload.equals(pdfBytes())).toBe(true);
  });

  it('keeps the older version as history when the same kind is uploaded again', async () => {
    const second = await upload(
      cast.owner,
      'tradeLicense',
      fileOf(jpegBytes(), 'licence-2.jpg', 'image/jpeg'),
    );
    expect(second.statusCode).toBe(201);
    const loaded = ZLoadDocumentsResponse.parse(
      (await api.get(CompanySettingsPaths.loadDocuments, cast.owner)).json(),
    );
    const slot = loaded.documents.find((entry) => entry.kind === 'tradeLicense');
    expect(slot?.current?.fileName).toBe('licence-2.jpg');
    expect(slot?.history.map((version) => version.documentId)).toEqual([firstLicence]);
    expect(slot?.history[0]?.supersededAt).not.toBeNull();
    // The older version stays downloadable.
    const old = await api.get(`${CompanySettingsPaths.getDocument}?documentId=${firstLicence}`, cast.owner);
    expect(old.statusCode).toBe(200);
  });

  it('refuses a file over 1 MB (413), wrong bytes (415), a missing or unknown kind (400), storing nothing', async () => {
    const files = await storedFileCount(t.app);
    const rows = (await documentRows()).length;
    expect((await upload(cast.owner, 'nationalIdFront', fileOf(pngBytes(1024 * 1024 + 1)))).statusCode).toBe(
      413,
    );
    const html = fileOf(Buffer.from('<html><script>alert(1)</script></html>'), 'id.png', 'image/png');
    expect((await upload(cast.owner, 'nationalIdFront', html)).statusCode).toBe(415);
    expect((await upload(cast.owner, 'passport')).statusCode).toBe(400);
    const noKind = await api.upload(CompanySettingsPaths.uploadDocument, cast.owner, {}, [
      fileOf(pngBytes()),
    ]);
    expect(noKind.statusCode).toBe(400);
    const noFile = await api.upload(CompanySettingsPaths.uploadDocument, cast.owner, { kind: 'other' }, []);
    expect(noFile.statusCode).toBe(400);
    expect(await storedFileCount(t.app)).toBe(files);
    expect((await documentRows()).length).toBe(rows);
  });

  it('lets staff with CompanySettings read but not upload; refuses staff without it', async () => {
    expect((await api.get(CompanySettingsPaths.loadDocuments, cast.viewer)).statusCode).toBe(200);
    expect((await upload(cast.viewer, 'other')).statusCode).toBe(403);
    expect((await api.get(CompanySettingsPaths.loadDocuments, cast.outsider)).statusCode).toBe(403);
    expect(
      (await api.get(`${CompanySettingsPaths.getDocument}?documentId=${firstLicence}`, cast.outsider))
        .statusCode,
    ).toBe(403);
    expect((await api.get(CompanySettingsPaths.loadKycRemarks, cast.outsider)).statusCode).toBe(403);
  });

  it('answers 404 for another agency’s or tenant’s document', async () => {
    const url = `${CompanySettingsPaths.getDocument}?documentId=${firstLicence}`;
    expect((await api.get(url, cast.otherAgency.token)).statusCode).toBe(404);
    expect((await api.get(url, skyway, hosts.skyway)).statusCode).toBe(404);
    const theirs = ZLoadDocumentsResponse.parse(
      (await api.get(CompanySettingsPaths.loadDocuments, cast.otherAgency.token)).json(),
    );
    expect(theirs.documents.every((slot) => slot.current === null)).toBe(true);
  });
});

describe('company settings: KYC conversation', () => {
  it('adds the agency’s answer to the thread, oldest first, with an audit entry', async () => {
    const added = await api.post(CompanySettingsPaths.updateKycRemarks, cast.owner, {
      text: 'The new licence is attached.',
      documentKind: 'tradeLicense',
    });
    expect(added.statusCode).toBe(201);
    expect(ZKycRemarkResponse.parse(added.json()).remark).toMatchObject({
      side: 'agency',
      documentKind: 'tradeLicense',
      text: 'The new licence is attached.',
    });
    await api.post(CompanySettingsPaths.updateKycRemarks, cast.owner, { text: 'Anything else needed?' });
    const thread = ZLoadKycRemarksResponse.parse(
      (await api.get(CompanySettingsPaths.loadKycRemarks, cast.viewer)).json(),
    );
    expect(thread.remarks.map((remark) => [remark.text, remark.documentKind])).toEqual([
      ['The new licence is attached.', 'tradeLicense'],
      ['Anything else needed?', null],
    ]);
    expect(await auditCount(t.db, cast.agencyId, 'kyc.remarkAdded')).toBe(2);
    const other = ZLoadKycRemarksResponse.parse(
      (await api.get(CompanySettingsPaths.loadKycRemarks, cast.otherAgency.token)).json(),
    );
    expect(other.remarks).toEqual([]);
  });

  it('refuses a remark that is too short, an unknown kind, or one from staff without EditCompanyInfo', async () => {
    expect(
      (await api.post(CompanySettingsPaths.updateKycRemarks, cast.owner, { text: 'ok' })).statusCode,
    ).toBe(400);
    const kind = await api.post(CompanySettingsPaths.updateKycRemarks, cast.owner, {
      text: 'About the passport',
      documentKind: 'passport',
    });
    expect(kind.statusCode).toBe(400);
    const viewer = await api.post(CompanySettingsPaths.updateKycRemarks, cast.viewer, {
      text: 'From a viewer',
    });
    expect(viewer.statusCode).toBe(403);
  });
});
