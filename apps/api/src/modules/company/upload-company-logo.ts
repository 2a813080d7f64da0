import type { CompanyLogoResponse } from '@portal/contracts';
import type { FileStore } from '../../adapters/file-store';
import type { Db } from '../../db/client';
import { recordAgencyEvent } from '../../audit/agency-audit.repository';
import { AppError } from '../../lib/app-error';
import { extensionFor } from '../../lib/file-type';
import { logoUrl } from '../../lib/logo-url';
import { auditActor } from '../../audit/audit-actor';
import { lockCompany, setCompanyLogo, type AgencyScope } from './company.repository';
import type { LogoUpload } from './read-logo-form';

/**
 * uploadlogo: the image replaces the agency's logo. The new file is stored first and removed again if the row
 * cannot be written; the old file is removed only once the new one is committed, so a logo is never missing.
 */
export async function uploadCompanyLogo(options: {
  db: Db;
  files: FileStore;
  scope: AgencyScope;
  user: { tenantId: string; id: string };
  image: LogoUpload;
  now: Date;
}): Promise<CompanyLogoResponse> {
  const { db, files, scope, image, now } = options;
  const actor = await auditActor(db, options.user);
  const stored = await files.save(image.content, extensionFor[image.contentType]);
  let previous: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const company = await lockCompany(tx, scope);
      if (!company) throw AppError.notFound();
      previous = company.logoPath;
      await setCompanyLogo(tx, scope, stored, now);
      await recordAgencyEvent(tx, {
        ...scope,
        actor,
        action: 'company.logoUploaded',
        targetType: 'company',
        targetId: scope.agencyId,
        summary: previous ? 'Replaced the company logo' : 'Added a company logo',
        at: now,
      });
    });
  } catch (error) {
    await files.remove(stored);
    throw error;
  }
  if (previous) await files.remove(previous).catch(() => undefined);
  return { logoUrl: logoUrl('company', stored) };
}

/** RemoveLogo: the agency goes back to its name alone; removing no logo changes nothing and logs nothing. */
export async function removeCompanyLogo(options: {
  db: Db;
  files: FileStore;
  scope: AgencyScope;
  user: { tenantId: string; id: string };
  now: Date;
}): Promise<CompanyLogoResponse> {
  const { db, scope, now } = options;
  const actor = await auditActor(db, options.user);
  const previous = await db.transaction(async (tx) => {
    const company = await lockCompany(tx, scope);
    if (!company) throw AppError.notFound();
    if (!company.logoPath) return null;
    await setCompanyLogo(tx, scope, null, now);
    await recordAgencyEvent(tx, {
      ...scope,
      actor,
      action: 'company.logoRemoved',
      targetType: 'company',
      targetId: scope.agencyId,
      summary: 'Removed the company logo',
      at: now,
    });
    return company.logoPath;
  });
  if (previous) await options.files.remove(previous).catch(() => undefined);
  return { logoUrl: null };
}
