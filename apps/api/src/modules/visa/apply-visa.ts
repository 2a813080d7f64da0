import {
  VisaApplicationErrorCode,
  VisaApplicationMessage,
  type ApplyVisaBody,
  type VisaChecklistItem,
  visaApplyDateIssues,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { chargeVisaApplication } from '../../ledger/charge-visa-application';
import { moneyText } from '../../lib/pdf-document';
import { tenantToday } from '../../lib/tenant-clock';
import { createRequest } from '../../requests/create-request';
import {
  fieldConflict,
  priceChanged,
  productNotFound,
  travelDatePast,
  uploadNotFound,
} from './application-errors';
import { appliedProduct } from './applied-product';
import { countApplicants, priceVisaProduct } from './price-visa-product';
import {
  claimUploads,
  insertApplicants,
  insertApplication,
  insertDocuments,
  type VisaUploadRow,
} from './visa-application.repository';
import { visaValidationError } from './visa-catalogue-errors';
import type { CountryNames } from './visa-countries';
import { findVisaProduct, type VisaProductRow } from './visa-product.repository';

/** Each applicant's documents against the checklist: nothing off it, nothing required missing (the field named). */
function checkDocuments(body: ApplyVisaBody, checklist: VisaChecklistItem[]): void {
  const listed = new Set<string>(checklist.map((item) => item.code));
  body.applicants.forEach((applicant, index) => {
    applicant.documents.forEach((document, documentIndex) => {
      if (!listed.has(document.code)) {
        throw fieldConflict(
          VisaApplicationErrorCode.DocumentNotInChecklist,
          `applicants.${index}.documents.${documentIndex}.code`,
          VisaApplicationMessage.documentNotInChecklist,
        );
      }
    });
    const given = new Set<string>(applicant.documents.map((document) => document.code));
    const missing = checklist
      .filter((item) => item.required && !given.has(item.code))
      .map((item) => item.code);
    if (missing.length > 0) {
      throw fieldConflict(
        VisaApplicationErrorCode.DocumentMissing,
        `applicants.${index}.documents`,
        `${VisaApplicationMessage.documentMissing} (${missing.join(', ')})`,
      );
    }
  });
}

/** The product may be applied for: the tenant's, published, serving every applicant's passport. */
async function productToApply(tx: Db, tenantId: string, body: ApplyVisaBody): Promise<VisaProductRow> {
  const product = await findVisaProduct(tx, tenantId, body.productId, { publishedOnly: true });
  if (!product) throw productNotFound();
  const served = new Set(product.nationalities);
  const passports = [body.nationality, ...body.applicants.map((applicant) => applicant.nationality)];
  const refused = passports.findIndex((nationality) => !served.has(nationality));
  if (refused >= 0) {
    throw fieldConflict(
      VisaApplicationErrorCode.NationalityNotServed,
      refused === 0 ? 'nationality' : `applicants.${refused - 1}.nationality`,
      VisaApplicationMessage.nationalityNotServed,
    );
  }
  return product;
}

/**
 * POST Application/Apply (runs once per Idempotency-Key, in the caller's transaction): checks the product, the
 * travel date and each applicant's checklist, attaches the agency's own uploads (each only once: an upload already
 * attached, by this application's replay or any other, refuses the whole call), opens the Visa request
 * ("Documents received") and pays every applicant's government and service fee from the wallet, all or nothing.
 * The fees are priced as the search priced the offer, and must come to the total the agent was shown (409
 * VISA_PRICE_CHANGED naming the new one otherwise, nothing stored). The date rules of each applicant (type by age, passport six
 * months beyond travel) were checked by the schema; those needing today (the travel date within the search's window,
 * nobody born and no passport issued after today) are checked here, 400 with the field named.
 */
export async function applyVisa(options: {
  tx: Db;
  scope: { tenantId: string; agencyId: string };
  userId: string;
  body: ApplyVisaBody;
  names: CountryNames;
  now: Date;
}): Promise<{ reference: string }> {
  const { tx, scope, body, now } = options;
  const today = tenantToday(now);
  if (body.travelDate < today) throw travelDatePast();
  const issues = visaApplyDateIssues(body, today);
  if (issues.length > 0) throw visaValidationError(issues);
  const product = await productToApply(tx, scope.tenantId, body);
  checkDocuments(body, product.checklist);
  // Priced from the catalogue now; the agent agreed to what the offer showed. Another price is refused before any
  // upload is claimed or money moves.
  const price = priceVisaProduct(product.fees, countApplicants(body.applicants));
  const total = { amount: price.total, currency: product.currency };
  if (total.amount !== body.expectedTotal.amount || total.currency !== body.expectedTotal.currency)
    throw priceChanged(moneyText(total));

  const uploadIds = body.applicants.flatMap((applicant) => applicant.documents.map((doc) => doc.uploadId));
  const claimed = await claimUploads(tx, scope, uploadIds, now);
  if (new Set(uploadIds).size !== uploadIds.length || claimed.length !== uploadIds.length)
    throw uploadNotFound();
  const uploads = new Map<string, VisaUploadRow>(claimed.map((upload) => [upload.id, upload]));

  const feeOf = new Map(price.lines.map((line) => [line.applicantType, line]));
  const governmentFee = price.governmentFeeTotal;
  const serviceFee = price.serviceFeeTotal;
  // An application is paid when made; a product without a price cannot be (the operators must price it first).
  if (total.amount <= 0) throw productNotFound();

  const request = await createRequest(tx, {
    ...scope,
    kind: 'Visa',
    orderId: null,
    mode: 'Manual',
    details: {
      paxIds: [],
      journeyIndexes: [],
      reason: null,
      remark: null,
      visa: { productId: product.id, travelDate: body.travelDate },
    },
    requestedBy: options.userId,
    note: `${body.applicants.length} applicant(s); ${moneyText(total)} paid from the wallet.`,
    now,
  });
  const payment = await chargeVisaApplication({
    db: tx,
    ...scope,
    reference: request.reference,
    visaTitle: product.title,
    currency: product.currency,
    governmentFee,
    serviceFee,
    createdBy: options.userId,
    now,
  });
  await insertApplication(tx, {
    requestId: request.id,
    ...scope,
    productId: product.id,
    countryCode: product.countryCode,
    visaType: product.visaType,
    nationality: body.nationality,
    travelDate: body.travelDate,
    product: { ...appliedProduct(product, options.names) },
    currency: product.currency,
    governmentFeeTotal: governmentFee,
    serviceFeeTotal: serviceFee,
    paymentTransactionId: payment.transactionId,
  });
  const applicants = await insertApplicants(
    tx,
    body.applicants.map((applicant, index) => ({
      requestId: request.id,
      tenantId: scope.tenantId,
      position: index + 1,
      applicantType: applicant.applicantType,
      title: applicant.title,
      firstName: applicant.firstName,
      lastName: applicant.lastName,
      gender: applicant.gender,
      dateOfBirth: applicant.dateOfBirth,
      nationality: applicant.nationality,
      passportNumber: applicant.passportNumber,
      passportIssuedOn: applicant.passportIssuedOn ?? null,
      passportExpiresOn: applicant.passportExpiresOn,
      travellerId: applicant.travellerId ?? null,
      governmentFee: feeOf.get(applicant.applicantType)?.governmentFee ?? 0,
      serviceFee: feeOf.get(applicant.applicantType)?.serviceFee ?? 0,
    })),
  );
  await insertDocuments(
    tx,
    body.applicants.flatMap((applicant, index) =>
      applicant.documents.map((document) => {
        const upload = uploads.get(document.uploadId);
        const owner = applicants.find((row) => row.position === index + 1);
        if (!upload || !owner) throw uploadNotFound();
        return {
          requestId: request.id,
          applicantId: owner.id,
          tenantId: scope.tenantId,
          code: document.code,
          fileName: upload.fileName,
          storedName: upload.storedName,
          contentType: upload.contentType,
          size: upload.size,
          side: 'Agency' as const,
          uploadedBy: upload.uploadedBy,
          uploadedAt: now,
        };
      }),
    ),
  );
  return { reference: request.reference };
}
