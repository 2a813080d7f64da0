import type { FileStore } from '../adapters/file-store';
import type { Db } from '../db/client';
import { findAgencyLogoName } from './agency-logo.repository';

/**
 * The agency's logo (png or jpeg bytes) for the header of the documents it prints, or null. A file that cannot be
 * read leaves the document with its name alone rather than failing the print.
 */
export async function agencyPrintLogo(
  db: Db,
  files: FileStore,
  scope: { tenantId: string; agencyId: string | null },
): Promise<Buffer | null> {
  if (!scope.agencyId) return null;
  const storedName = await findAgencyLogoName(db, { tenantId: scope.tenantId, agencyId: scope.agencyId });
  if (!storedName) return null;
  return files.read(storedName).catch(() => null);
}
