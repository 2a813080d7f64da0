import type { FastifyBaseLogger } from 'fastify';
import type { VisaApplication } from '@portal/contracts';
import type { Messaging } from '../../adapters/messaging';
import type { Db } from '../../db/client';
import { moneyText } from '../../lib/pdf-document';
import { findRequest } from '../../requests/service-request.repository';
import { agencyParty } from './visa-application.repository';

export type VisaNotice = 'CorrectionAsked' | 'Approved' | 'Rejected';

const applicantName = (application: VisaApplication, applicantId: string) => {
  const applicant = application.applicants.find((one) => one.applicantId === applicantId);
  return applicant ? `${applicant.title} ${applicant.firstName} ${applicant.lastName}` : 'an applicant';
};

function messageOf(notice: VisaNotice, application: VisaApplication, agency: string, brand: string) {
  const { orderReference: reference, product } = application;
  const what = `${product.title} application ${reference} (${application.applicants.length} applicant(s), travel ${application.travelDate})`;
  const link = `Open it under Visa applications, or search ${reference} in the portal's header.`;
  if (notice === 'CorrectionAsked') {
    const items = (application.openCorrection?.items ?? [])
      .map((item) => `- ${applicantName(application, item.applicantId)}: ${item.code}. ${item.reason}`)
      .join('\n');
    return {
      subject: `${brand}: documents needed again for visa ${reference}`,
      body:
        `Dear ${agency},\n\nOur visa team needs these documents of your ${what} uploaded again:\n\n${items}\n\n` +
        `The application waits until they are uploaded through its correction form. ${link}`,
    };
  }
  if (notice === 'Approved') {
    return {
      subject: `${brand}: visa ${reference} approved`,
      body:
        `Dear ${agency},\n\nGood news: your ${what} is approved. The visa of every applicant is attached to the ` +
        `application, ready to download. ${link}`,
    };
  }
  // Rejected before submission, the embassy was never paid: the government fees were credited back.
  const fees = application.refund
    ? `The application was not submitted to the embassy, so its government fees (${moneyText(application.refund.amount)}) ` +
      `were credited back to your wallet; our service fees are kept.`
    : `Fees already paid to the embassy and our service fees are not refundable.`;
  return {
    subject: `${brand}: visa ${reference} rejected`,
    body:
      `Dear ${agency},\n\nWe are sorry: your ${what} was rejected.\n\nReason: ${application.closingNote ?? '-'}\n\n` +
      `${fees} ${link}`,
  };
}

/**
 * Tells the agency (at its registered address) what happened to its application: documents to upload again, an
 * approval, a rejection. Sent after the change is committed; a mail that cannot be sent is logged and the change
 * stands.
 */
export async function mailApplicationNotice(options: {
  db: Db;
  messaging: Messaging;
  log: Pick<FastifyBaseLogger, 'error'>;
  tenantId: string;
  brand: string;
  notice: VisaNotice;
  application: VisaApplication;
}): Promise<void> {
  const { application, tenantId } = options;
  try {
    const request = await findRequest(
      options.db,
      { tenantId, agencyId: null, branchId: null },
      'Visa',
      application.orderReference,
    );
    if (!request) return;
    const agency = await agencyParty(options.db, tenantId, request.agencyId);
    if (!agency.email) return;
    const message = messageOf(options.notice, application, agency.name, options.brand);
    await options.messaging.mail.sendMail({ tenantId, to: agency.email, ...message });
  } catch (error) {
    options.log.error(
      { err: error, reference: application.orderReference },
      'visa application notice mail was not sent',
    );
  }
}
