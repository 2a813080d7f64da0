import { createHash } from 'node:crypto';
import type { LogoKind } from '@portal/contracts';
import type { FileStore } from '../../adapters/file-store';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findCompanyLogo, findUserPhoto } from './company.repository';

export interface LogoImage {
  content: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  etag: string;
  /** The URL's version names this very file, so the browser may keep it without asking again. */
  versionMatches: boolean;
}

/**
 * GetLogo: the signed-in user's company logo or own photo. 404 when there is none (an operator has no company).
 */
export async function getLogo(options: {
  db: Db;
  files: FileStore;
  user: { tenantId: string; id: string; agencyId: string | null };
  kind: LogoKind;
  version: string | undefined;
}): Promise<LogoImage> {
  const { db, user } = options;
  const storedName =
    options.kind === 'profile'
      ? await findUserPhoto(db, { tenantId: user.tenantId, userId: user.id })
      : user.agencyId
        ? await findCompanyLogo(db, { tenantId: user.tenantId, agencyId: user.agencyId })
        : null;
  if (!storedName) throw AppError.notFound('No image has been uploaded.');
  const content = await options.files.read(storedName).catch(() => null);
  if (!content) throw AppError.notFound('No image has been uploaded.');
  const hash = createHash('sha256').update(storedName).digest('hex').slice(0, 12);
  return {
    content,
    contentType: storedName.endsWith('.png') ? 'image/png' : 'image/jpeg',
    etag: `"${hash}"`,
    versionMatches: options.version === hash,
  };
}
