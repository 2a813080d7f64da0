import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ErrorCode,
  MoneyErrorCode,
  PaymentPaths,
  VisaApplicationErrorCode,
  VisaApplicationMessage,
  VisaCatalogueMessage,
  VisaLimit,
  VisaOperatorPaths,
  VisaPaths,
  type PassbookPage,
  type VisaApplication,
  type VisaCancellationQuote,
  type VisaUpload,
} from '@portal/contracts';
import { createFileStore } from '../src/adapters/file-store';
import { visaDocuments, visaUploads } from '../src/db/schema';
import { sweepVisaUploads } from '../src/modules/visa/sweep-visa-uploads';
import { insertUpload } from '../src/modules/visa/visa-application.repository';
import { dhakaDate } from './support/flight';
import { balanceOf } from './support/money';
import {
  adultApplicant,
  apply,
  applyBody,
  applied,
  buildVisaProduct,
  childApplicant,
  errorOf,
  fileOf,
  operatorStep,
  sendFile,
  travelDate,
  uploadId,
  uploadVisaFile,
  useVisaApp,
  visaGet,
  visaPost,
  visaStaff,
} from './support/visa';

const suite = useVisaApp();

const uploadsCount = async () => Number((await suite.db.select({ n: count() }).from(visaUploads))[0]?.n);
const documentsCount = async () => Number((await suite.db.select({ n: count() }).from(visaDocuments))[0]?.n);
const unattached = async (id: string) =>
  (await suite.db.$count(visaUploads, and(eq(visaUploads.id, id), isNull(visaUploads.attachedAt)))) === 1;

async function view(token: string, orderReference: string): Promise<VisaApplication> {
  const response = await visaGet(suite.app, token, VisaPaths.application, { orderReference });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VisaApplication>();
}

async function visaLines(token: string, reference: string) {
  const response = await visaGet(suite.app, token, PaymentPaths.passbook.load, {
    term: reference,
    pageSize: '100',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PassbookPage>().entries;
}

describe('uploads', () => {
  it('keeps png, jpeg and pdf files by their bytes and answers an upload id', async () => {
    const { token } = await suite.fundedAgency('Upload Travels');
    for (const kind of ['png', 'jpeg', 'pdf'] as const) {
      const before = await suite.storedFiles();
      const response = await sendFile(suite.app, token, fileOf[kind]());
      expect(response.statusCode, response.body).toBe(200);
      const upload = response.json<VisaUpload>();
      expect(upload).toMatchObject({
        fileName: fileOf[kind]().filename,
        contentType: fileOf[kind]().contentType,
      });
      expect(upload.size).toBe(fileOf[kind]().content.length);
      expect(await suite.storedFiles()).toBe(before + 1);
    }
  });

  it('refuses a file over 1 MB (413) and one that is not png, jpeg or pdf by its bytes (415), storing nothing', async () => {
    const { token } = await suite.fundedAgency('Refused Uploads');
    const files = await suite.storedFiles();
    const rows = await uploadsCount();
    const big = Buffer.concat([fileOf.pdf().content, Buffer.alloc(1024 * 1024, 0x20)]);
    const tooLarge = await sendFile(suite.app, token, {
      content: big,
      contentType: 'application/pdf',
      filename: 'big.pdf',
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(errorOf(tooLarge).message).toBe(VisaApplicationMessage.fileTooLarge);
    // An HTML page named and declared as an image is still not one.
    const disguised = await sendFile(suite.app, token, {
      content: Buffer.from('<html><script>alert(1)</script></html>'),
      contentType: 'image/png',
      filename: 'passport.png',
    });
    expect(disguised.statusCode).toBe(415);
    expect(errorOf(disguised).message).toBe(VisaApplicationMessage.fileType);
    const empty = await sendFile(suite.app, token, {
      content: Buffer.alloc(0),
      contentType: 'image/png',
      filename: 'x.png',
    });
    expect(empty.statusCode).toBe(415);
    const noFile = await suite.app.inject({
      method: 'POST',
      url: VisaPaths.uploadDocument,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: { file: 'x' },
    });
    expect(noFile.statusCode).toBe(415);
    expect(await suite.storedFiles()).toBe(files);
    expect(await uploadsCount()).toBe(rows);
  });

  it('takes a file of exactly 1 MB', async () => {
    const { token } = await suite.fundedAgency('Full Size Travels');
    const content = Buffer.alloc(1024 * 1024, 0x41);
    fileOf.png().content.copy(content);
    const response = await sendFile(suite.app, token, {
      content,
      contentType: 'image/png',
      filename: 'scan.png',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<VisaUpload>().size).toBe(1024 * 1024);
  });

  it('keeps only a label of the client’s file name, never a path', async () => {
    const { token } = await suite.fundedAgency('Path Travels');
    const response = await sendFile(suite.app, token, {
      ...fileOf.png(),
      filename: '../../etc/passport.png',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<VisaUpload>().fileName).toBe('passport.png');
  });
});

describe('uploads not attached', () => {
  it('caps what an agency holds unattached, and the scheduler removes a day-old one, file and record, once', async () => {
    const { agencyId, token } = await suite.fundedAgency('Parked Uploads');
    const application = await applied(suite, token);
    const now = suite.clock.now();
    // An agency at the cap less one (written as the upload call writes them), then one more through the call.
    const user = await suite.db
      .select({ uploadedBy: visaUploads.uploadedBy })
      .from(visaUploads)
      .where(eq(visaUploads.agencyId, agencyId))
      .limit(1);
    for (let index = 1; index < VisaLimit.maxUnattachedUploads; index += 1) {
      await insertUpload(suite.db, {
        tenantId: 'bdfare',
        agencyId,
        uploadedBy: user[0]?.uploadedBy ?? randomUUID(),
        fileName: `scan-${index}.png`,
        storedName: `${randomUUID()}.png`,
        contentType: 'image/png',
        size: 100,
        uploadedAt: now,
      });
    }
    const last = await uploadId(suite.app, token);
    const files = await suite.storedFiles();
    const over = await sendFile(suite.app, token, fileOf.png());
    expect(over.statusCode, over.body).toBe(422);
    expect(errorOf(over)).toEqual({
      code: VisaApplicationErrorCode.TooManyUploads,
      message: VisaApplicationMessage.tooManyUploads,
    });
    expect(await suite.storedFiles()).toBe(files);
    // Another agency is not held by this one's uploads.
    const other = await suite.fundedAgency('Other Parked Uploads');
    expect((await sendFile(suite.app, other.token, fileOf.png())).statusCode).toBe(200);

    const attached = await documentsCount();
    const sweep = (hours: number) =>
      sweepVisaUploads({
        db: suite.db,
        files: createFileStore(suite.app.env.DATA_DIR),
        log: suite.app.log,
        now: new Date(now.getTime() + hours * 3_600_000),
      });
    // Not a day old yet: everything stays.
    expect(await sweep(23)).toBe(0);
    expect(await unattached(last)).toBe(true);
    const removed = await sweep(25);
    expect(removed).toBeGreaterThanOrEqual(VisaLimit.maxUnattachedUploads);
    expect(await unattached(last)).toBe(false);
    expect(await suite.storedFiles()).toBeLessThan(files);
    expect(await sweep(25)).toBe(0);
    // What an application holds is never swept, and the agency may upload again.
    expect(await documentsCount()).toBe(attached);
    const documentId = application.applicants[0]?.documents[0]?.documentId ?? '';
    const kept = await visaGet(suite.app, token, VisaPaths.document, {
      orderReference: application.orderReference,
      documentId,
    });
    expect(kept.statusCode).toBe(200);
    expect((await sendFile(suite.app, token, fileOf.png())).statusCode).toBe(200);
  });
});

describe('applying', () => {
  it('opens the application as Documents received and pays every fee from the wallet in one posting', async () => {
    const { token } = await suite.fundedAgency('Apply Travels');
    const before = await balanceOf(suite.app, token);
    const applicants = [
      await adultApplicant(suite.app, token),
      await adultApplicant(suite.app, token, { title: 'Mrs', firstName: 'Salma', gender: 'Female' }),
      await childApplicant(suite.app, token),
    ];
    const response = await apply(suite.app, token, applyBody(suite.product.id, applicants));
    expect(response.statusCode, response.body).toBe(200);
    const application = response.json<VisaApplication>();
    expect(application.orderReference).toMatch(/^VS-\d{5,}$/);
    expect(application.status).toBe('Requested');
    expect(application.travelDate).toBe(travelDate());
    expect(application.product).toMatchObject({
      productId: suite.product.id,
      countryCode: 'AE',
      countryName: 'United Arab Emirates',
      visaType: 'Tourist',
    });
    // 2 adults and a child: government 6,500 × 2 + 4,500; service 1,500 × 2 + 1,000.
    expect(application.fees).toEqual({
      governmentFee: { amount: 17_500_00, currency: 'BDT' },
      serviceFee: { amount: 4_000_00, currency: 'BDT' },
      total: { amount: 21_500_00, currency: 'BDT' },
    });
    expect(application.applicants.map((one) => [one.position, one.applicantType])).toEqual([
      [1, 'Adult'],
      [2, 'Adult'],
      [3, 'Child'],
    ]);
    expect(application.applicants[2]?.governmentFee).toEqual({ amount: 4_500_00, currency: 'BDT' });
    expect(application.applicants[0]?.documents.map((doc) => doc.code)).toEqual(['PassportBioPage', 'Photo']);
    expect(application.applicants[0]?.visa).toBeNull();
    expect(application.refund).toBeNull();
    expect(application.openCorrection).toBeNull();
    expect(application.history?.map((event) => event.action)).toEqual(['Request']);
    expect(application.can).toEqual({
      edit: true,
      correct: false,
      cancel: true,
      printInvoice: true,
      askCorrection: false,
      submit: false,
      uploadVisa: false,
      approve: false,
      reject: false,
    });
    const after = await balanceOf(suite.app, token);
    expect(before.walletBalance - after.walletBalance).toBe(21_500_00);
    const lines = await visaLines(token, application.orderReference);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ kind: 'visa', debit: 21_500_00, reference: application.orderReference });
    expect(lines[0]?.description).toContain(suite.product.title);
  });

  it('replays the same Idempotency-Key, and refuses paying twice with another key: the uploads are spent', async () => {
    const { token } = await suite.fundedAgency('Twice Travels');
    const body = applyBody(suite.product.id, [await adultApplicant(suite.app, token)]);
    const key = randomUUID();
    const first = await apply(suite.app, token, body, key);
    expect(first.statusCode).toBe(200);
    const again = await apply(suite.app, token, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json<VisaApplication>().orderReference).toBe(first.json<VisaApplication>().orderReference);
    const otherKey = await apply(suite.app, token, body);
    expect(otherKey.statusCode).toBe(422);
    expect(errorOf(otherKey).code).toBe(VisaApplicationErrorCode.UploadNotFound);
    const sameKeyOtherBody = await apply(suite.app, token, { ...body, travelDate: dhakaDate(22) }, key);
    expect(sameKeyOtherBody.statusCode).toBe(409);
    expect(errorOf(sameKeyOtherBody).code).toBe(MoneyErrorCode.IdempotencyKeyReused);
    const lines = await visaLines(token, first.json<VisaApplication>().orderReference);
    expect(lines).toHaveLength(1);
  });

  it('refuses a total other than the catalogue’s (409 naming the new one), storing and paying nothing', async () => {
    const { token } = await suite.fundedAgency('Price Travels');
    const before = await balanceOf(suite.app, token);
    const applicant = await adultApplicant(suite.app, token);
    const shown = applyBody(suite.product.id, [applicant], {
      expectedTotal: { amount: 7_500_00, currency: 'BDT' },
    });
    const changed = await apply(suite.app, token, shown);
    expect(changed.statusCode, changed.body).toBe(409);
    expect(errorOf(changed).code).toBe(VisaApplicationErrorCode.PriceChanged);
    expect(errorOf(changed).message).toContain('BDT 8,000.00');
    const otherCurrency = await apply(
      suite.app,
      token,
      applyBody(suite.product.id, [applicant], { expectedTotal: { amount: 8_000_00, currency: 'USD' } }),
    );
    expect(errorOf(otherCurrency).code).toBe(VisaApplicationErrorCode.PriceChanged);
    for (const document of applicant.documents) expect(await unattached(document.uploadId)).toBe(true);
    expect((await balanceOf(suite.app, token)).walletBalance).toBe(before.walletBalance);
    const queue = await visaGet(suite.app, token, VisaPaths.applications);
    expect(queue.json<{ total: number }>().total).toBe(0);

    // Agreeing to the new total applies.
    const agreed = await apply(suite.app, token, applyBody(suite.product.id, [applicant]));
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json<VisaApplication>().fees.total).toEqual({ amount: 8_000_00, currency: 'BDT' });
    const missing = await apply(suite.app, token, {
      ...applyBody(suite.product.id, []),
      expectedTotal: undefined,
    });
    expect(missing.statusCode).toBe(400);
  });

  it('needs an Idempotency-Key', async () => {
    const { token } = await suite.fundedAgency('Keyless Travels');
    const response = await apply(
      suite.app,
      token,
      applyBody(suite.product.id, [await adultApplicant(suite.app, token)]),
      null,
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe(MoneyErrorCode.IdempotencyKeyRequired);
  });

  it('refuses an application the wallet cannot pay (422) and moves nothing: the uploads stay free to use', async () => {
    const { token } = await suite.fundedAgency('Poor Travels', 5_000_00);
    const applicant = await adultApplicant(suite.app, token);
    const requests = await documentsCount();
    const response = await apply(suite.app, token, applyBody(suite.product.id, [applicant]));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).code).toBe(MoneyErrorCode.InsufficientBalance);
    expect((await balanceOf(suite.app, token)).walletBalance).toBe(5_000_00);
    expect(await documentsCount()).toBe(requests);
    for (const document of applicant.documents) expect(await unattached(document.uploadId)).toBe(true);
    const queue = await visaGet(suite.app, token, VisaPaths.applications);
    expect(queue.json<{ total: number }>().total).toBe(0);
  });

  it('refuses a required document missing and one off the checklist, naming the field', async () => {
    const { token } = await suite.fundedAgency('Checklist Travels');
    const applicant = await adultApplicant(suite.app, token);
    const missing = await apply(
      suite.app,
      token,
      applyBody(suite.product.id, [{ ...applicant, documents: applicant.documents.slice(0, 1) }]),
    );
    expect(missing.statusCode).toBe(422);
    expect(errorOf(missing).code).toBe(VisaApplicationErrorCode.DocumentMissing);
    expect(errorOf(missing).message).toBe(
      `applicants.0.documents: ${VisaApplicationMessage.documentMissing} (Photo)`,
    );
    const offList = await apply(
      suite.app,
      token,
      applyBody(suite.product.id, [
        {
          ...applicant,
          documents: [
            ...applicant.documents,
            { code: 'Invitation', uploadId: await uploadId(suite.app, token) },
          ],
        },
      ]),
    );
    expect(offList.statusCode).toBe(422);
    expect(errorOf(offList).code).toBe(VisaApplicationErrorCode.DocumentNotInChecklist);
    expect(errorOf(offList).message).toContain('applicants.0.documents.2.code');
  });

  it('refuses an applicant whose type does not fit the age, and a passport not valid six months beyond travel', async () => {
    const { token } = await suite.fundedAgency('Dates Travels');
    const child = await childApplicant(suite.app, token, { applicantType: 'Adult' });
    const wrongType = await apply(suite.app, token, applyBody(suite.product.id, [child]));
    expect(wrongType.statusCode).toBe(400);
    expect(errorOf(wrongType).message).toBe(`applicants.0.dateOfBirth: ${VisaApplicationMessage.adultAge}`);
    const shortPassport = await adultApplicant(suite.app, token, { passportExpiresOn: dhakaDate(21 + 150) });
    const tooSoon = await apply(suite.app, token, applyBody(suite.product.id, [shortPassport]));
    expect(tooSoon.statusCode).toBe(400);
    expect(errorOf(tooSoon).message).toBe(
      `applicants.0.passportExpiresOn: ${VisaApplicationMessage.passportExpiresTooSoon}`,
    );
    const twins = await adultApplicant(suite.app, token);
    const samePassport = await apply(
      suite.app,
      token,
      applyBody(suite.product.id, [
        twins,
        { ...(await adultApplicant(suite.app, token)), passportNumber: twins.passportNumber },
      ]),
    );
    expect(samePassport.statusCode).toBe(400);
    expect(errorOf(samePassport).message).toContain('applicants.1.passportNumber');
  });

  it('refuses a past travel date, an unpublished product, another tenant’s product and a passport not served', async () => {
    const { token } = await suite.fundedAgency('Product Travels');
    const body = async (overrides: Record<string, unknown> = {}) =>
      applyBody(suite.product.id, [await adultApplicant(suite.app, token)], overrides);
    const past = await apply(suite.app, token, await body({ travelDate: dhakaDate(-1) }));
    expect(past.statusCode, past.body).toBe(422);
    expect(errorOf(past).code).toBe(VisaApplicationErrorCode.TravelDatePast);

    // The search's window, and dates after today, are Apply's rules too, each field named.
    const far = await apply(suite.app, token, await body({ travelDate: dhakaDate(400) }));
    expect(far.statusCode, far.body).toBe(400);
    expect(errorOf(far).message).toBe(`travelDate: ${VisaCatalogueMessage.travelDateTooFar}`);
    const issuedLater = await apply(
      suite.app,
      token,
      applyBody(suite.product.id, [
        await adultApplicant(suite.app, token, { passportIssuedOn: dhakaDate(2) }),
      ]),
    );
    expect(issuedLater.statusCode, issuedLater.body).toBe(400);
    expect(errorOf(issuedLater).message).toBe(
      `applicants.0.passportIssuedOn: ${VisaApplicationMessage.passportIssuedInFuture}`,
    );
    const unborn = await apply(
      suite.app,
      token,
      applyBody(suite.product.id, [
        await childApplicant(suite.app, token, {
          applicantType: 'Infant',
          title: 'Miss',
          dateOfBirth: dhakaDate(3),
        }),
      ]),
    );
    expect(unborn.statusCode, unborn.body).toBe(400);
    expect(errorOf(unborn).message).toBe(
      `applicants.0.dateOfBirth: ${VisaApplicationMessage.dateOfBirthInvalid}`,
    );

    const unpublished = await buildVisaProduct(suite.db, { status: 'Unpublished' });
    const hidden = await apply(suite.app, token, await body({ productId: unpublished.id }));
    expect(errorOf(hidden).code).toBe(VisaApplicationErrorCode.ProductNotFound);

    const foreign = await buildVisaProduct(suite.db, { tenantId: 'tripzen' });
    const elsewhere = await apply(suite.app, token, await body({ productId: foreign.id }));
    expect(elsewhere.statusCode).toBe(422);
    expect(errorOf(elsewhere).code).toBe(VisaApplicationErrorCode.ProductNotFound);

    const indian = await adultApplicant(suite.app, token, { nationality: 'IN' });
    const notServed = await apply(suite.app, token, applyBody(suite.product.id, [indian]));
    expect(notServed.statusCode).toBe(422);
    expect(errorOf(notServed).message).toBe(
      `applicants.0.nationality: ${VisaApplicationMessage.nationalityNotServed}`,
    );
  });

  it('refuses another agency’s upload', async () => {
    const mine = await suite.fundedAgency('Own Uploads');
    const theirs = await suite.fundedAgency('Their Uploads');
    const applicant = await adultApplicant(suite.app, mine.token, {
      documents: [
        { code: 'PassportBioPage', uploadId: await uploadId(suite.app, theirs.token) },
        { code: 'Photo', uploadId: await uploadId(suite.app, mine.token) },
      ],
    });
    const response = await apply(suite.app, mine.token, applyBody(suite.product.id, [applicant]));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).code).toBe(VisaApplicationErrorCode.UploadNotFound);
  });

  it('refuses unknown fields and hostile text with 400', async () => {
    const { token } = await suite.fundedAgency('Hostile Travels');
    const applicant = await adultApplicant(suite.app, token);
    for (const body of [
      { ...applyBody(suite.product.id, [applicant]), price: 1 },
      applyBody(suite.product.id, [{ ...applicant, firstName: '<script>' }]),
      applyBody(suite.product.id, [{ ...applicant, passportNumber: "1' or '1'='1" }]),
      applyBody(suite.product.id, []),
      applyBody('not-a-uuid', [applicant]),
    ]) {
      const response = await apply(suite.app, token, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response).code).toBe(ErrorCode.ValidationFailed);
    }
  });
});

describe('processing', () => {
  it('walks received → correction → received → submitted → approved, with the visa downloaded by the agency', async () => {
    const { token } = await suite.fundedAgency('Journey Travels');
    const application = await applied(suite, token);
    const reference = application.orderReference;
    const [first, second] = application.applicants;
    if (!first || !second) throw new Error('two applicants expected');
    const photo = second.documents.find((doc) => doc.code === 'Photo');

    const asked = await operatorStep(suite, 'askCorrection', {
      orderReference: reference,
      items: [{ applicantId: second.applicantId, code: 'Photo', reason: 'The background is not white' }],
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<VisaApplication>().status).toBe('CorrectionAsked');
    const waiting = await view(token, reference);
    expect(waiting.openCorrection?.items).toEqual([
      {
        applicantId: second.applicantId,
        applicantName: `Mrs Salma ${second.lastName}`,
        code: 'Photo',
        reason: 'The background is not white',
        replacedDocumentId: photo?.documentId,
        answerDocumentId: null,
      },
    ]);
    expect(waiting.openCorrection?.askedBy).toBe('Support team');
    expect(waiting.can).toMatchObject({ edit: true, correct: true, cancel: true });

    // Submitting while the agency owes documents is refused.
    const early = await operatorStep(suite, 'submit', { orderReference: reference });
    expect(early.statusCode).toBe(409);

    const corrected = await visaPost(suite.app, token, VisaPaths.correct, {
      orderReference: reference,
      documents: [
        {
          applicantId: second.applicantId,
          code: 'Photo',
          uploadId: await uploadId(suite.app, token, 'jpeg'),
        },
      ],
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const answered = corrected.json<VisaApplication>();
    expect(answered.status).toBe('Requested');
    expect(answered.openCorrection).toBeNull();
    const newPhoto = answered.applicants[1]?.documents.find((doc) => doc.code === 'Photo');
    expect(newPhoto?.documentId).not.toBe(photo?.documentId);
    expect(answered.applicants[1]?.previousDocuments.map((doc) => doc.documentId)).toEqual([
      photo?.documentId,
    ]);
    expect(answered.corrections?.[0]).toMatchObject({
      answeredBy: expect.any(String),
      items: [{ answerDocumentId: newPhoto?.documentId, replacedDocumentId: photo?.documentId }],
    });

    const submitted = await operatorStep(suite, 'submit', { orderReference: reference });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json<VisaApplication>()).toMatchObject({
      status: 'InProcess',
      can: { uploadVisa: true, approve: false, reject: true, submit: false },
    });

    const withoutVisas = await operatorStep(suite, 'approve', { orderReference: reference });
    expect(withoutVisas.statusCode).toBe(422);
    expect(errorOf(withoutVisas).code).toBe(VisaApplicationErrorCode.VisaMissing);
    expect((await uploadVisaFile(suite, reference, first.applicantId)).statusCode).toBe(200);
    const halfway = await operatorStep(suite, 'approve', { orderReference: reference });
    expect(errorOf(halfway).code).toBe(VisaApplicationErrorCode.VisaMissing);
    const last = await uploadVisaFile(suite, reference, second.applicantId, 'png');
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json<VisaApplication>().can.approve).toBe(true);

    const approved = await operatorStep(suite, 'approve', { orderReference: reference });
    expect(approved.statusCode).toBe(200);
    const done = await view(token, reference);
    expect(done.status).toBe('Completed');
    expect(done.can).toMatchObject({ edit: false, correct: false, cancel: false, printInvoice: true });
    expect(done.history?.map((event) => event.action)).toEqual([
      'Request',
      'AskCorrection',
      'Correct',
      'Submit',
      'UploadVisa',
      'UploadVisa',
      'Complete',
    ]);
    expect(
      done.history?.filter((event) => event.side === 'Operator').every((e) => e.by === 'Support team'),
    ).toBe(true);
    const visa = done.applicants[0]?.visa;
    const download = await visaGet(suite.app, token, VisaPaths.document, {
      orderReference: reference,
      documentId: visa?.documentId ?? '',
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="statement.pdf"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(fileOf.pdf().content)).toBe(true);

    // Nothing further happens to an approved application.
    for (const [step, body] of [
      ['approve', { orderReference: reference }],
      ['reject', { orderReference: reference, reason: 'Too late' }],
      ['submit', { orderReference: reference }],
    ] as const) {
      expect((await operatorStep(suite, step, body)).statusCode).toBe(409);
    }
    expect((await uploadVisaFile(suite, reference, first.applicantId)).statusCode).toBe(409);
  });

  it('replaces a visa uploaded again and keeps the first as history', async () => {
    const { token } = await suite.fundedAgency('Replace Visa Travels');
    const application = await applied(suite, token);
    const reference = application.orderReference;
    const applicantId = application.applicants[0]?.applicantId ?? '';
    expect((await operatorStep(suite, 'submit', { orderReference: reference })).statusCode).toBe(200);
    const firstVisa = (await uploadVisaFile(suite, reference, applicantId)).json<VisaApplication>();
    const secondVisa = (await uploadVisaFile(suite, reference, applicantId, 'png')).json<VisaApplication>();
    expect(secondVisa.applicants[0]?.visa?.documentId).not.toBe(firstVisa.applicants[0]?.visa?.documentId);
    expect(secondVisa.applicants[0]?.visa?.contentType).toBe('image/png');
    const old = await visaGet(suite.app, suite.operator, VisaOperatorPaths.document, {
      orderReference: reference,
      documentId: firstVisa.applicants[0]?.visa?.documentId ?? '',
    });
    expect(old.statusCode).toBe(200);
  });

  it('keeps a visa from the agency until the application is approved; the operators see it at once', async () => {
    const { token } = await suite.fundedAgency('Early Visa Travels');
    const application = await applied(suite, token);
    const reference = application.orderReference;
    expect((await operatorStep(suite, 'submit', { orderReference: reference })).statusCode).toBe(200);
    for (const applicant of application.applicants) {
      expect((await uploadVisaFile(suite, reference, applicant.applicantId)).statusCode).toBe(200);
    }
    const desk = await visaGet(suite.app, suite.operator, VisaOperatorPaths.application, {
      orderReference: reference,
    });
    const visaId = desk.json<VisaApplication>().applicants[0]?.visa?.documentId ?? '';
    expect(visaId).not.toBe('');
    const download = () =>
      visaGet(suite.app, token, VisaPaths.document, { orderReference: reference, documentId: visaId });

    expect((await view(token, reference)).applicants.map((applicant) => applicant.visa)).toEqual([
      null,
      null,
    ]);
    const early = await download();
    expect(early.statusCode).toBe(404);
    expect(errorOf(early).code).toBe(VisaApplicationErrorCode.NotFound);
    const operatorCopy = await visaGet(suite.app, suite.operator, VisaOperatorPaths.document, {
      orderReference: reference,
      documentId: visaId,
    });
    expect(operatorCopy.statusCode).toBe(200);

    expect((await operatorStep(suite, 'approve', { orderReference: reference })).statusCode).toBe(200);
    expect((await view(token, reference)).applicants[0]?.visa?.documentId).toBe(visaId);
    expect((await download()).statusCode).toBe(200);
  });

  it('refuses a visa upload before submission, for an applicant of another application, and with bad bytes, storing nothing', async () => {
    const { token } = await suite.fundedAgency('Visa Upload Travels');
    const application = await applied(suite, token);
    const other = await applied(suite, token);
    const reference = application.orderReference;
    const applicantId = application.applicants[0]?.applicantId ?? '';
    const files = await suite.storedFiles();
    const documents = await documentsCount();
    expect((await uploadVisaFile(suite, reference, applicantId)).statusCode).toBe(409);
    expect((await operatorStep(suite, 'submit', { orderReference: reference })).statusCode).toBe(200);
    const stranger = await uploadVisaFile(suite, reference, other.applicants[0]?.applicantId ?? '');
    expect(stranger.statusCode).toBe(422);
    expect(errorOf(stranger).code).toBe(VisaApplicationErrorCode.ApplicantNotFound);
    const html = await sendFile(
      suite.app,
      suite.operator,
      { content: Buffer.from('<svg onload=alert(1)>'), contentType: 'application/pdf', filename: 'v.pdf' },
      { path: '/visa/api/v1/Operator/UploadVisa', fields: { orderReference: reference, applicantId } },
    );
    expect(html.statusCode).toBe(415);
    const big = await sendFile(
      suite.app,
      suite.operator,
      {
        content: Buffer.concat([fileOf.png().content, Buffer.alloc(1024 * 1024)]),
        contentType: 'image/png',
        filename: 'v.png',
      },
      { path: '/visa/api/v1/Operator/UploadVisa', fields: { orderReference: reference, applicantId } },
    );
    expect(big.statusCode).toBe(413);
    const badField = await sendFile(suite.app, suite.operator, fileOf.pdf(), {
      path: '/visa/api/v1/Operator/UploadVisa',
      fields: { orderReference: reference, applicantId: 'nope' },
    });
    expect(badField.statusCode).toBe(400);
    expect(await suite.storedFiles()).toBe(files);
    expect(await documentsCount()).toBe(documents);
  });

  it('refuses a correction answer naming a document not asked for, or leaving one out, storing nothing', async () => {
    const { token } = await suite.fundedAgency('Correction Travels');
    const application = await applied(suite, token);
    const reference = application.orderReference;
    const [first, second] = application.applicants;
    if (!first || !second) throw new Error('two applicants expected');
    const notYet = await visaPost(suite.app, token, VisaPaths.correct, {
      orderReference: reference,
      documents: [
        { applicantId: first.applicantId, code: 'Photo', uploadId: await uploadId(suite.app, token) },
      ],
    });
    expect(notYet.statusCode).toBe(409);

    await operatorStep(suite, 'askCorrection', {
      orderReference: reference,
      items: [
        { applicantId: first.applicantId, code: 'Photo', reason: 'Blurred' },
        { applicantId: second.applicantId, code: 'PassportBioPage', reason: 'Cut off' },
      ],
    });
    const documents = await documentsCount();
    const photo = await uploadId(suite.app, token);
    const bio = await uploadId(suite.app, token, 'pdf');
    const extra = await uploadId(suite.app, token, 'pdf');
    const notAsked = await visaPost(suite.app, token, VisaPaths.correct, {
      orderReference: reference,
      documents: [
        { applicantId: first.applicantId, code: 'Photo', uploadId: photo },
        { applicantId: second.applicantId, code: 'PassportBioPage', uploadId: bio },
        { applicantId: second.applicantId, code: 'Photo', uploadId: extra },
      ],
    });
    expect(notAsked.statusCode).toBe(422);
    expect(errorOf(notAsked).code).toBe(VisaApplicationErrorCode.CorrectionNotAsked);
    const incomplete = await visaPost(suite.app, token, VisaPaths.correct, {
      orderReference: reference,
      documents: [{ applicantId: first.applicantId, code: 'Photo', uploadId: photo }],
    });
    expect(incomplete.statusCode).toBe(422);
    expect(errorOf(incomplete).code).toBe(VisaApplicationErrorCode.CorrectionIncomplete);
    expect(await documentsCount()).toBe(documents);
    for (const id of [photo, bio, extra]) expect(await unattached(id)).toBe(true);
    expect((await view(token, reference)).status).toBe('CorrectionAsked');

    const answered = await visaPost(suite.app, token, VisaPaths.correct, {
      orderReference: reference,
      documents: [
        { applicantId: second.applicantId, code: 'PassportBioPage', uploadId: bio },
        { applicantId: first.applicantId, code: 'Photo', uploadId: photo },
      ],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await documentsCount()).toBe(documents + 2);
    // The same answer again finds nothing waiting.
    const twice = await visaPost(suite.app, token, VisaPaths.correct, {
      orderReference: reference,
      documents: [{ applicantId: first.applicantId, code: 'Photo', uploadId: extra }],
    });
    expect(twice.statusCode).toBe(409);
  });

  it('asks a correction only of documents received, and only of the application’s own applicants', async () => {
    const { token } = await suite.fundedAgency('Ask Travels');
    const application = await applied(suite, token);
    const other = await applied(suite, token);
    const reference = application.orderReference;
    const stranger = await operatorStep(suite, 'askCorrection', {
      orderReference: reference,
      items: [{ applicantId: other.applicants[0]?.applicantId, code: 'Photo', reason: 'Blurred' }],
    });
    expect(stranger.statusCode).toBe(422);
    const noReason = await operatorStep(suite, 'askCorrection', {
      orderReference: reference,
      items: [{ applicantId: application.applicants[0]?.applicantId, code: 'Photo', reason: '' }],
    });
    expect(noReason.statusCode).toBe(400);
    // Not on the UAE checklist and never sent: the agency could not answer it.
    const offList = await operatorStep(suite, 'askCorrection', {
      orderReference: reference,
      items: [
        { applicantId: application.applicants[0]?.applicantId, code: 'Photo', reason: 'Blurred' },
        { applicantId: application.applicants[0]?.applicantId, code: 'TradeLicence', reason: 'Expired' },
      ],
    });
    expect(offList.statusCode).toBe(422);
    expect(errorOf(offList)).toEqual({
      code: VisaApplicationErrorCode.DocumentNotInChecklist,
      message: `items.1.code: ${VisaApplicationMessage.documentNotInChecklist}`,
    });
    expect((await view(token, reference)).status).toBe('Requested');
    await operatorStep(suite, 'submit', { orderReference: reference });
    const late = await operatorStep(suite, 'askCorrection', {
      orderReference: reference,
      items: [{ applicantId: application.applicants[0]?.applicantId, code: 'Photo', reason: 'Blurred' }],
    });
    expect(late.statusCode).toBe(409);
  });

  it('rejects with the reason and keeps the fees', async () => {
    const { token } = await suite.fundedAgency('Rejected Travels');
    const application = await applied(suite, token);
    const before = await balanceOf(suite.app, token);
    await operatorStep(suite, 'submit', { orderReference: application.orderReference });
    const noReason = await operatorStep(suite, 'reject', { orderReference: application.orderReference });
    expect(noReason.statusCode).toBe(400);
    const rejected = await operatorStep(suite, 'reject', {
      orderReference: application.orderReference,
      reason: 'Refused by the embassy: insufficient bank balance',
    });
    expect(rejected.statusCode).toBe(200);
    const seen = await view(token, application.orderReference);
    expect(seen.status).toBe('Rejected');
    expect(seen.closingNote).toBe('Refused by the embassy: insufficient bank balance');
    expect(seen.refund).toBeNull();
    expect((await balanceOf(suite.app, token)).walletBalance).toBe(before.walletBalance);
    const cancel = await visaPost(
      suite.app,
      token,
      VisaPaths.cancel,
      { orderReference: application.orderReference },
      { key: randomUUID() },
    );
    expect(cancel.statusCode).toBe(409);
  });

  it('rejects before submission with the government fees credited back in the same step', async () => {
    const { token } = await suite.fundedAgency('Early Reject Travels');
    for (const correctionFirst of [false, true]) {
      const application = await applied(suite, token);
      const reference = application.orderReference;
      if (correctionFirst) {
        const asked = await operatorStep(suite, 'askCorrection', {
          orderReference: reference,
          items: [{ applicantId: application.applicants[0]?.applicantId, code: 'Photo', reason: 'Blurred' }],
        });
        expect(asked.statusCode, asked.body).toBe(200);
      }
      const before = await balanceOf(suite.app, token);
      const rejected = await operatorStep(suite, 'reject', {
        orderReference: reference,
        reason: 'Passport is damaged',
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      const seen = await view(token, reference);
      expect(seen.status).toBe('Rejected');
      expect(seen.refund?.amount).toEqual({ amount: 13_000_00, currency: 'BDT' });
      expect((await balanceOf(suite.app, token)).walletBalance).toBe(before.walletBalance + 13_000_00);
      const lines = await visaLines(token, reference);
      expect(lines.filter((line) => line.description.includes('rejected'))).toHaveLength(1);
    }
  });

  it('lets two operators deciding at once end with one decision', async () => {
    const { token } = await suite.fundedAgency('Race Travels');
    const application = await applied(suite, token);
    const reference = application.orderReference;
    // Submitting and asking for a correction exclude each other: whichever takes the lock first wins.
    const [submit, ask] = await Promise.all([
      operatorStep(suite, 'submit', { orderReference: reference }),
      operatorStep(suite, 'askCorrection', {
        orderReference: reference,
        items: [{ applicantId: application.applicants[0]?.applicantId, code: 'Photo', reason: 'Blurred' }],
      }),
    ]);
    expect([submit.statusCode, ask.statusCode].sort()).toEqual([200, 409]);
    const seen = await view(token, reference);
    expect(seen.status).toBe(submit.statusCode === 200 ? 'InProcess' : 'CorrectionAsked');
    expect(seen.history?.filter((event) => event.side === 'Operator')).toHaveLength(1);
  });
});

describe('cancelling', () => {
  it('quotes the refund, then refunds the government fees and keeps the service fees, once', async () => {
    const { token } = await suite.fundedAgency('Cancel Travels');
    const application = await applied(suite, token, {
      applicants: [await adultApplicant(suite.app, token), await childApplicant(suite.app, token)],
    });
    const reference = application.orderReference;
    const quoteResponse = await visaGet(suite.app, token, VisaPaths.cancellationQuote, {
      orderReference: reference,
    });
    expect(quoteResponse.statusCode).toBe(200);
    const quote = quoteResponse.json<VisaCancellationQuote>();
    expect(quote.paid).toEqual({ amount: 13_500_00, currency: 'BDT' });
    expect(quote.refund).toEqual({ amount: 11_000_00, currency: 'BDT' });
    expect(quote.kept).toEqual({ amount: 2_500_00, currency: 'BDT' });
    expect(quote.lines.map((line) => [line.kind, line.amount.amount])).toEqual([
      ['GovernmentFee', 6_500_00],
      ['ServiceFee', -1_500_00],
      ['GovernmentFee', 4_500_00],
      ['ServiceFee', -1_000_00],
    ]);

    const before = await balanceOf(suite.app, token);
    const key = randomUUID();
    const body = { orderReference: reference, reason: 'Trip postponed' };
    const cancelled = await visaPost(suite.app, token, VisaPaths.cancel, body, { key });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const result = cancelled.json<VisaApplication>();
    expect(result.status).toBe('Cancelled');
    expect(result.refund?.amount).toEqual({ amount: 11_000_00, currency: 'BDT' });
    expect(result.closingNote).toContain('Trip postponed');
    expect(result.can.cancel).toBe(false);
    const replay = await visaPost(suite.app, token, VisaPaths.cancel, body, { key });
    expect(replay.statusCode).toBe(200);
    const again = await visaPost(suite.app, token, VisaPaths.cancel, body, { key: randomUUID() });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe(VisaApplicationErrorCode.NotCancellable);
    expect((await balanceOf(suite.app, token)).walletBalance - before.walletBalance).toBe(11_000_00);
    const lines = await visaLines(token, reference);
    expect(lines.map((line) => [line.kind, line.debit, line.credit])).toEqual(
      expect.arrayContaining([
        ['visa', 13_500_00, 0],
        ['visa_refund', 0, 11_000_00],
      ]),
    );
    expect(lines).toHaveLength(2);
  });

  it('cancels while a correction waits, and refuses to quote or cancel after submission', async () => {
    const { token } = await suite.fundedAgency('Late Cancel Travels');
    const waiting = await applied(suite, token);
    await operatorStep(suite, 'askCorrection', {
      orderReference: waiting.orderReference,
      items: [{ applicantId: waiting.applicants[0]?.applicantId, code: 'Photo', reason: 'Blurred' }],
    });
    const cancelled = await visaPost(
      suite.app,
      token,
      VisaPaths.cancel,
      { orderReference: waiting.orderReference },
      { key: randomUUID() },
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<VisaApplication>().openCorrection).toBeNull();

    const submitted = await applied(suite, token);
    await operatorStep(suite, 'submit', { orderReference: submitted.orderReference });
    const quote = await visaGet(suite.app, token, VisaPaths.cancellationQuote, {
      orderReference: submitted.orderReference,
    });
    expect(quote.statusCode).toBe(409);
    expect(errorOf(quote).code).toBe(VisaApplicationErrorCode.NotCancellable);
    const late = await visaPost(
      suite.app,
      token,
      VisaPaths.cancel,
      { orderReference: submitted.orderReference },
      { key: randomUUID() },
    );
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).code).toBe(VisaApplicationErrorCode.NotCancellable);
    // An operator's step on a cancelled application is refused too.
    expect((await operatorStep(suite, 'submit', { orderReference: waiting.orderReference })).statusCode).toBe(
      409,
    );
  });
});

describe('editing', () => {
  it('changes names and passports while allowed, keeping the status and writing the history', async () => {
    const { token } = await suite.fundedAgency('Edit Travels');
    const application = await applied(suite, token);
    const applicant = application.applicants[0];
    if (!applicant) throw new Error('an applicant expected');
    const edit = {
      applicantId: applicant.applicantId,
      title: 'Mr',
      firstName: 'Karim Uddin',
      lastName: applicant.lastName,
      gender: 'Male',
      dateOfBirth: applicant.dateOfBirth,
      nationality: 'BD',
      passportNumber: 'b9876543',
      passportIssuedOn: dhakaDate(-365),
      passportExpiresOn: dhakaDate(9 * 365),
    };
    const edited = await visaPost(suite.app, token, VisaPaths.edit, {
      orderReference: application.orderReference,
      applicants: [edit],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const result = edited.json<VisaApplication>();
    expect(result.status).toBe('Requested');
    expect(result.applicants[0]).toMatchObject({
      firstName: 'Karim Uddin',
      passportNumber: 'B9876543',
      passportIssuedOn: dhakaDate(-365),
    });
    expect(result.history?.at(-1)).toMatchObject({ action: 'Edit', status: 'Requested' });

    const tooShort = await visaPost(suite.app, token, VisaPaths.edit, {
      orderReference: application.orderReference,
      applicants: [{ ...edit, passportExpiresOn: dhakaDate(60) }],
    });
    expect(tooShort.statusCode).toBe(400);
    expect(errorOf(tooShort).message).toBe(
      `applicants.0.passportExpiresOn: ${VisaApplicationMessage.passportExpiresTooSoon}`,
    );
    const younger = await visaPost(suite.app, token, VisaPaths.edit, {
      orderReference: application.orderReference,
      applicants: [{ ...edit, dateOfBirth: dhakaDate(-5 * 365) }],
    });
    expect(younger.statusCode).toBe(422);
    expect(errorOf(younger).code).toBe(VisaApplicationErrorCode.ApplicantTypeChanged);
    const clash = await visaPost(suite.app, token, VisaPaths.edit, {
      orderReference: application.orderReference,
      applicants: [{ ...edit, passportNumber: application.applicants[1]?.passportNumber }],
    });
    expect(clash.statusCode).toBe(400);
    expect(errorOf(clash).message).toContain('applicants.0.passportNumber');
    const stranger = await visaPost(suite.app, token, VisaPaths.edit, {
      orderReference: application.orderReference,
      applicants: [{ ...edit, applicantId: randomUUID() }],
    });
    expect(stranger.statusCode).toBe(422);
    // The product serves BD passports only: an edit cannot bring in another.
    const indian = await visaPost(suite.app, token, VisaPaths.edit, {
      orderReference: application.orderReference,
      applicants: [{ ...edit, nationality: 'IN' }],
    });
    expect(indian.statusCode).toBe(422);
    expect(errorOf(indian)).toEqual({
      code: VisaApplicationErrorCode.NationalityNotServed,
      message: `applicants.0.nationality: ${VisaApplicationMessage.nationalityNotServed}`,
    });
    expect((await view(token, application.orderReference)).applicants[0]?.nationality).toBe('BD');

    await operatorStep(suite, 'submit', { orderReference: application.orderReference });
    const late = await visaPost(suite.app, token, VisaPaths.edit, {
      orderReference: application.orderReference,
      applicants: [edit],
    });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).code).toBe(VisaApplicationErrorCode.NotEditable);
  });
});

describe('header search', () => {
  it('finds a VS- reference as a visa hit', async () => {
    const { token } = await suite.fundedAgency('Search Bar Travels');
    const application = await applied(suite, token);
    const response = await visaGet(suite.app, token, '/customer/api/v1/MyBooking/GetSearchBar', {
      searchKey: application.orderReference.toLowerCase(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      error: null,
      type: 'visa',
      reference: application.orderReference,
      orderType: null,
      count: 1,
    });
  });

  it('names a visa application only to users who may open it', async () => {
    const { agencyId, token } = await suite.fundedAgency('Hidden Search Travels');
    const application = await applied(suite, token);
    const search = async (who: string) =>
      (
        await visaGet(suite.app, who, '/customer/api/v1/MyBooking/GetSearchBar', {
          searchKey: application.orderReference,
        })
      ).json<{ type: string | null; count: number }>();
    const booker = await visaStaff(suite, agencyId, ['ShowBookings']);
    expect(await search(booker)).toMatchObject({ type: null, count: 0 });
    const reader = await visaStaff(suite, agencyId, ['ShowBookings', 'ViewVisaBooking']);
    expect(await search(reader)).toMatchObject({ type: 'visa', count: 1 });
  });
});

describe('the travel date', () => {
  it('takes an application for today, by the tenant’s day', async () => {
    const { token } = await suite.fundedAgency('Today Travels');
    const response = await apply(
      suite.app,
      token,
      applyBody(suite.product.id, [await adultApplicant(suite.app, token)], { travelDate: dhakaDate(0) }),
    );
    expect(response.statusCode, response.body).toBe(200);
  });
});
