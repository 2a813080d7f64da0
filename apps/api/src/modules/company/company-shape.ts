import type { CompanyBasicInfo, CompanyBasicInfoView } from '@portal/contracts';
import { logoUrl } from '../../lib/logo-url';
import type { CompanyRow } from './company.repository';

/** The form's values of the company, as loadbasicinfo answers them. */
export function toBasicInfo(row: CompanyRow, canEdit: boolean): CompanyBasicInfo {
  return {
    agencyId: row.agencyId,
    name: row.name,
    type: row.type,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    zipCode: row.zipCode,
    website: row.website,
    timeZone: row.timeZone,
    currency: row.currency,
    logoUrl: logoUrl('company', row.logoPath),
    tradeLicenseNumber: row.tradeLicenseNumber,
    civilAviationNumber: row.civilAviationNumber,
    canEdit,
  };
}

export function toBasicInfoView(
  row: CompanyRow,
  canEdit: boolean,
  owner: CompanyBasicInfoView['owner'],
): CompanyBasicInfoView {
  return {
    ...toBasicInfo(row, canEdit),
    status: row.status,
    owner,
    memberSince: row.createdAt.toISOString(),
  };
}
