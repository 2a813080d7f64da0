import {
  canTransition,
  VisaApplicationErrorCode,
  VisaApplicationMessage,
  visaApplicantDateIssues,
  visaApplicantTypeOn,
  type EditVisaApplicationBody,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { tenantToday } from '../../lib/tenant-clock';
import { moveRequest } from '../../requests/move-request';
import { lockRequest } from '../../requests/service-request.repository';
import {
  applicantNotFound,
  applicantTypeChanged,
  applicationNotFound,
  fieldConflict,
  notEditable,
} from './application-errors';
import { applicantsOf, findApplication, updateApplicant } from './visa-application.repository';
import { visaValidationError } from './visa-catalogue-errors';
import { findVisaProduct } from './visa-product.repository';
import { type AgencyScope } from '../../lib/agency-scope';

/**
 * POST Application/Edit (EditVisaApplication): the named applicants' names and passport details as they are to be,
 * while the application is Documents received or Correction asked (409 VISA_NOT_EDITABLE after). Each must be one of
 * its applicants (422), hold a passport the product serves (422 VISA_NATIONALITY_NOT_SERVED, the field named), keep
 * its applicant type on the travel date (fees are per type: 422), keep its passport valid six months beyond travel
 * (400, the field named), and no two applicants may share a passport. The history says who
 * edited whom; the status stays.
 */
export async function editApplication(options: {
  tx: Db;
  scope: AgencyScope;
  userId: string;
  body: EditVisaApplicationBody;
  now: Date;
}): Promise<void> {
  const { tx, scope, body, now } = options;
  const request = await lockRequest(tx, scope, 'Visa', body.orderReference);
  if (!request) throw applicationNotFound();
  if (!canTransition('Edit', request.status)) throw notEditable();
  const application = await findApplication(tx, scope.tenantId, request.id);
  if (!application) throw applicationNotFound();
  const applicants = await applicantsOf(tx, scope.tenantId, request.id);
  // The passports the product serves (as the operators keep it, published or not); a product gone keeps only the
  // nationality applied for.
  const product = await findVisaProduct(tx, scope.tenantId, application.productId);
  const served = new Set<string>(product?.nationalities ?? [application.nationality]);

  body.applicants.forEach((edit, index) => {
    const current = applicants.find((applicant) => applicant.id === edit.applicantId);
    if (!current) throw applicantNotFound();
    if (!served.has(edit.nationality)) {
      throw fieldConflict(
        VisaApplicationErrorCode.NationalityNotServed,
        `applicants.${index}.nationality`,
        VisaApplicationMessage.nationalityNotServed,
      );
    }
    const [issue] = visaApplicantDateIssues(edit, application.travelDate, tenantToday(now));
    if (issue)
      throw visaValidationError([{ path: ['applicants', index, issue.field], message: issue.message }]);
    if (visaApplicantTypeOn(edit.dateOfBirth, application.travelDate) !== current.applicantType) {
      throw applicantTypeChanged();
    }
  });
  // Passports as they will be: an edited one may not take another applicant's number.
  const after = applicants.map((applicant) => ({
    id: applicant.id,
    passport:
      body.applicants.find((edit) => edit.applicantId === applicant.id)?.passportNumber ??
      applicant.passportNumber,
  }));
  const clash = body.applicants.findIndex((edit) =>
    after.some((other) => other.id !== edit.applicantId && other.passport === edit.passportNumber),
  );
  if (clash >= 0) {
    throw visaValidationError([
      { path: ['applicants', clash, 'passportNumber'], message: VisaApplicationMessage.passportTwice },
    ]);
  }

  for (const edit of body.applicants) {
    await updateApplicant(
      tx,
      { tenantId: scope.tenantId, requestId: request.id, applicantId: edit.applicantId },
      {
        title: edit.title,
        firstName: edit.firstName,
        lastName: edit.lastName,
        gender: edit.gender,
        dateOfBirth: edit.dateOfBirth,
        nationality: edit.nationality,
        passportNumber: edit.passportNumber,
        passportIssuedOn: edit.passportIssuedOn ?? null,
        passportExpiresOn: edit.passportExpiresOn,
      },
    );
  }
  const edited = body.applicants.map((edit) => `${edit.title} ${edit.firstName} ${edit.lastName}`).join(', ');
  await moveRequest(tx, {
    request,
    action: 'Edit',
    to: request.status,
    side: 'Agency',
    userId: options.userId,
    note: `Details edited: ${edited}.`,
    now,
  });
}
