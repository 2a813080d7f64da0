import {
  CompanyErrorCode,
  CompanyMessage,
  type CompanyBasicInfo,
  type UpdateCompanyBasicInfoRequest,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { recordAgencyEvent } from '../../audit/agency-audit.repository';
import { AppError } from '../../lib/app-error';
import { auditActor, changedFields } from '../../audit/audit-actor';
import {
  findCompany,
  listWalletCurrencies,
  lockCompany,
  updateCompany,
  type AgencyScope,
} from './company.repository';
import { toBasicInfo } from './company-shape';
import { isKnownTimeZone } from './time-zones';

/**
 * updatebasicinfo: replaces the company's editable fields. The time zone must be one GetTimeZones offers and the
 * currency one GetCustomerCurrencies offers; the change and its audit entry are written together.
 */
export async function updateBasicInfo(options: {
  db: Db;
  scope: AgencyScope;
  user: { tenantId: string; id: string };
  request: UpdateCompanyBasicInfoRequest;
  now: Date;
}): Promise<CompanyBasicInfo> {
  const { db, scope, request, now } = options;
  if (!isKnownTimeZone(request.timeZone)) {
    throw new AppError(CompanyErrorCode.TimeZoneUnknown, 400, CompanyMessage.timeZoneUnknown);
  }
  const actor = await auditActor(db, options.user);
  await db.transaction(async (tx) => {
    const before = await lockCompany(tx, scope);
    if (!before) throw AppError.notFound();
    const wallets = await listWalletCurrencies(tx, scope);
    if (request.currency !== before.currency && !wallets.includes(request.currency)) {
      throw new AppError(CompanyErrorCode.CurrencyUnknown, 400, CompanyMessage.currencyUnknown);
    }
    await updateCompany(tx, scope, request, now);
    const changes = changedFields(
      {
        name: before.name,
        email: before.email,
        phone: before.phone,
        address: before.address,
        city: before.city,
        zipCode: before.zipCode,
        website: before.website,
        timeZone: before.timeZone,
        currency: before.currency,
      },
      { ...request },
    );
    await recordAgencyEvent(tx, {
      ...scope,
      actor,
      action: 'company.updated',
      targetType: 'company',
      targetId: scope.agencyId,
      summary: Object.keys(changes).length
        ? `Updated the company's ${Object.keys(changes).join(', ')}`
        : 'Saved the company information without changes',
      changes,
      at: now,
    });
  });
  const row = await findCompany(db, scope);
  if (!row) throw AppError.notFound();
  return toBasicInfo(row, true);
}
