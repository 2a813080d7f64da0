import {
  canTransition,
  hasFunctionality,
  type RequestStatus,
  type VisaApplicant,
  type VisaApplication,
  type VisaApplicationCan,
  type VisaCorrection,
  type VisaDocument,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import {
  agencyName,
  eventsOf,
  findRequest,
  namesOf,
  type ServiceRequestRow,
} from '../../requests/service-request.repository';
import { applicationNotFound } from './application-errors';
import { storedProduct } from './applied-product';
import {
  applicantsOf,
  correctionsOf,
  documentsOf,
  findApplication,
  type VisaApplicantRow,
  type VisaApplicationRow,
  type VisaCorrectionRow,
  type VisaDocumentRow,
} from './visa-application.repository';

/**
 * Who reads the application: an agency user (its own agency's, with their functionality codes; empty means all) or
 * the tenant's operators (every agency's).
 */
export type VisaViewer =
  | { side: 'Agency'; tenantId: string; agencyId: string; branchId: string | null; functionalities: readonly number[] }
  | { side: 'Operator'; tenantId: string };

export const scopeOfViewer = (viewer: VisaViewer) =>
  viewer.side === 'Agency'
    ? { tenantId: viewer.tenantId, agencyId: viewer.agencyId, branchId: viewer.branchId }
    : { tenantId: viewer.tenantId, agencyId: null, branchId: null };

/**
 * An issued visa is the agency's once the application is approved: attached while submitted, it is still the
 * operators' work in progress (it may be replaced, or the application rejected). Operators see it at once.
 */
export const visaVisible = (viewer: { side: 'Agency' | 'Operator' }, status: RequestStatus): boolean =>
  viewer.side === 'Operator' || status === 'Completed';

/** Operators are "Support team" to the agency; the operators see each other's names. */
const SupportTeam = 'Support team';

const cancellable: readonly RequestStatus[] = ['Requested', 'CorrectionAsked'];

function documentView(row: VisaDocumentRow): VisaDocument {
  return {
    documentId: row.id,
    code: row.code,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    side: row.side,
    uploadedAt: row.uploadedAt.toISOString(),
    supersededAt: row.supersededAt?.toISOString() ?? null,
  };
}

function applicantView(
  row: VisaApplicantRow,
  documents: VisaDocumentRow[],
  context: { currency: string; codes: readonly string[]; showVisa: boolean },
): VisaApplicant {
  const { currency } = context;
  // In the checklist's order (a document asked for beyond it last), each slot's versions oldest first.
  const rank = (code: string) =>
    context.codes.includes(code) ? context.codes.indexOf(code) : context.codes.length;
  const own = documents
    .filter((document) => document.applicantId === row.id)
    .sort((a, b) => rank(a.code) - rank(b.code));
  const checklist = own.filter((document) => document.code !== 'Visa');
  const visa = context.showVisa
    ? (own.find((document) => document.code === 'Visa' && !document.supersededAt) ?? null)
    : null;
  return {
    applicantId: row.id,
    position: row.position,
    applicantType: row.applicantType,
    title: row.title,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    nationality: row.nationality,
    passportNumber: row.passportNumber,
    passportIssuedOn: row.passportIssuedOn,
    passportExpiresOn: row.passportExpiresOn,
    travellerId: row.travellerId,
    governmentFee: { amount: row.governmentFee, currency },
    serviceFee: { amount: row.serviceFee, currency },
    documents: checklist.filter((document) => !document.supersededAt).map(documentView),
    previousDocuments: checklist.filter((document) => document.supersededAt).map(documentView),
    visa: visa ? documentView(visa) : null,
  };
}

function correctionView(
  row: VisaCorrectionRow,
  context: {
    applicants: VisaApplicantRow[];
    documents: VisaDocumentRow[];
    names: Map<string, string>;
    agencySide: boolean;
  },
): VisaCorrection {
  const { applicants, documents, names } = context;
  return {
    correctionId: row.id,
    askedAt: row.askedAt.toISOString(),
    askedBy: context.agencySide ? SupportTeam : (names.get(row.askedBy) ?? ''),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answeredBy: row.answeredBy ? (names.get(row.answeredBy) ?? '') : null,
    items: row.items.map((item) => {
      const applicant = applicants.find((one) => one.id === item.applicantId);
      const slot = documents.filter(
        (document) => document.applicantId === item.applicantId && document.code === item.code,
      );
      const answer = slot.find((document) => document.correctionId === row.id) ?? null;
      // The document the operator looked at: the slot's version current when the correction was asked.
      const replaced =
        slot.filter((document) => document.uploadedAt <= row.askedAt && document.id !== answer?.id).pop() ??
        null;
      return {
        applicantId: item.applicantId,
        applicantName: applicant ? `${applicant.title} ${applicant.firstName} ${applicant.lastName}` : '',
        code: item.code,
        reason: item.reason,
        replacedDocumentId: replaced?.id ?? null,
        answerDocumentId: answer?.id ?? null,
      };
    }),
  };
}

function canOf(viewer: VisaViewer, status: RequestStatus, applicants: VisaApplicant[]): VisaApplicationCan {
  const agency = viewer.side === 'Agency';
  const operator = !agency;
  const may = (name: 'EditVisaApplication' | 'CancelVisaApplication' | 'PrintVisaInvoice') =>
    agency && hasFunctionality(viewer.functionalities, name);
  return {
    edit: may('EditVisaApplication') && canTransition('Edit', status),
    correct: may('EditVisaApplication') && canTransition('Correct', status),
    cancel: may('CancelVisaApplication') && cancellable.includes(status),
    printInvoice: may('PrintVisaInvoice'),
    askCorrection: operator && canTransition('AskCorrection', status),
    submit: operator && canTransition('Submit', status),
    uploadVisa: operator && status === 'InProcess',
    approve:
      operator &&
      canTransition('Complete', status) &&
      applicants.every((applicant) => applicant.visa !== null),
    reject: operator && canTransition('Reject', status),
  };
}

/** The note of the action that closed the application (a rejection's or cancellation's reason). */
function closingNote(
  request: ServiceRequestRow,
  events: Awaited<ReturnType<typeof eventsOf>>,
): string | null {
  if (request.status !== 'Rejected' && request.status !== 'Cancelled') return null;
  const closing = events.filter(({ event }) => event.status === request.status).pop();
  return closing?.event.note ?? null;
}

/** Builds the view of a request already found in the viewer's scope. */
export async function applicationView(
  db: Db,
  options: { viewer: VisaViewer; request: ServiceRequestRow },
): Promise<VisaApplication> {
  const { viewer, request } = options;
  const { tenantId } = viewer;
  // One after another: `db` is often the caller's transaction, one connection that runs one query at a time.
  const application: VisaApplicationRow | null = await findApplication(db, tenantId, request.id);
  if (!application) throw applicationNotFound();
  const applicantRows = await applicantsOf(db, tenantId, request.id);
  const documents = await documentsOf(db, tenantId, request.id);
  const corrections = await correctionsOf(db, tenantId, request.id);
  const events = await eventsOf(db, request.id);
  const names = await namesOf(db, [
    request.requestedBy,
    ...corrections.flatMap((row) => [row.askedBy, ...(row.answeredBy ? [row.answeredBy] : [])]),
  ]);
  const agency = await agencyName(db, request.agencyId);

  const { currency } = application;
  const money = (amount: number) => ({ amount, currency });
  const product = storedProduct(application.product);
  const codes = product.checklist.map((item) => item.code);
  const agencySide = viewer.side === 'Agency';
  const showVisa = visaVisible(viewer, request.status);
  const applicants = applicantRows.map((row) => applicantView(row, documents, { currency, codes, showVisa }));
  const context = { applicants: applicantRows, documents, names, agencySide };
  const open = corrections.find((row) => row.answeredAt === null && request.status === 'CorrectionAsked');
  const may = (name: 'ShowVisaCorrectionHistory' | 'ShowVisaBookingHistory') =>
    viewer.side === 'Operator' || hasFunctionality(viewer.functionalities, name);
  const total = application.governmentFeeTotal + application.serviceFeeTotal;
  return {
    orderReference: request.reference,
    status: request.status,
    agencyName: agency,
    appliedBy: names.get(request.requestedBy) ?? '',
    appliedAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    nationality: application.nationality,
    travelDate: application.travelDate,
    product,
    applicants,
    fees: {
      governmentFee: money(application.governmentFeeTotal),
      serviceFee: money(application.serviceFeeTotal),
      total: money(total),
    },
    payment: { amount: money(total), paidAt: request.createdAt.toISOString() },
    refund:
      application.refundedAmount !== null
        ? {
            amount: money(application.refundedAmount),
            refundedAt: (request.closedAt ?? request.updatedAt).toISOString(),
          }
        : null,
    closingNote: closingNote(request, events),
    openCorrection: open ? correctionView(open, context) : null,
    ...(may('ShowVisaCorrectionHistory')
      ? { corrections: corrections.map((row) => correctionView(row, context)) }
      : {}),
    ...(may('ShowVisaBookingHistory')
      ? {
          history: events.map(({ event, firstName, lastName }) => ({
            at: event.at.toISOString(),
            action: event.action,
            status: event.status,
            by:
              event.side === 'System'
                ? 'System'
                : event.side === 'Operator' && agencySide
                  ? SupportTeam
                  : `${firstName ?? ''} ${lastName ?? ''}`.trim(),
            side: event.side,
            note: event.note,
          })),
        }
      : {}),
    can: canOf(viewer, request.status, applicants),
  };
}

/** GET GetApplication: one application in the viewer's scope; another agency's or tenant's answers 404. */
export async function loadApplicationView(
  db: Db,
  options: { viewer: VisaViewer; reference: string },
): Promise<VisaApplication> {
  const request = await findRequest(db, scopeOfViewer(options.viewer), 'Visa', options.reference);
  if (!request) throw applicationNotFound();
  return applicationView(db, { viewer: options.viewer, request });
}
