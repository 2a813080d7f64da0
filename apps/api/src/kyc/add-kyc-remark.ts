import type { KycRemarkResponse, UpdateKycRemarksRequest } from '@portal/contracts';
import type { Db } from '../db/client';
import { recordAgencyEvent } from '../audit/agency-audit.repository';
import { AppError } from '../lib/app-error';
import { auditActor } from '../audit/audit-actor';
import { documentKindLabel, toKycRemark } from './document-view';
import { insertKycRemark, lockAgencyFile, type AgencyScope } from './documents.repository';

/**
 * updatekycremarks (agency side) and Kyc/Remark (operator side): one more message in the agency's KYC
 * conversation, with its audit entry in the same transaction.
 */
export async function addKycRemark(options: {
  db: Db;
  scope: AgencyScope;
  user: { tenantId: string; id: string };
  side: 'agency' | 'operator';
  request: Pick<UpdateKycRemarksRequest, 'text' | 'documentKind'>;
  now: Date;
}): Promise<KycRemarkResponse> {
  const { db, scope, now } = options;
  const actor = await auditActor(db, options.user);
  const row = await db.transaction(async (tx) => {
    if (!(await lockAgencyFile(tx, scope))) throw AppError.notFound();
    const remark = await insertKycRemark(tx, scope, {
      documentKind: options.request.documentKind,
      side: options.side,
      authorId: actor.id,
      authorName: actor.name,
      text: options.request.text,
      now,
    });
    const about = remark.documentKind ? ` on the ${documentKindLabel[remark.documentKind]}` : '';
    await recordAgencyEvent(tx, {
      ...scope,
      actor,
      action: options.side === 'agency' ? 'kyc.remarkAdded' : 'kyc.operatorRemarkAdded',
      targetType: 'document',
      targetId: remark.id,
      summary: `${options.side === 'agency' ? 'Answered the operators' : 'Operator remark'}${about}`,
      at: now,
    });
    return remark;
  });
  return { remark: toKycRemark(row) };
}
