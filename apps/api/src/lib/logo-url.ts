import { createHash } from 'node:crypto';
import { UserAccountPaths, type LogoKind } from '@portal/contracts';

/**
 * The site-relative URL the browser loads a logo or photo from (User/GetLogo), or null when there is none. The
 * version is derived from the stored name, which changes with every upload, so a new image shows at once while an
 * unchanged one stays in the browser's cache; the stored name itself never leaves the server.
 */
export function logoUrl(kind: LogoKind, storedName: string | null | undefined): string | null {
  if (!storedName) return null;
  const version = createHash('sha256').update(storedName).digest('hex').slice(0, 12);
  return `${UserAccountPaths.getLogo}?kind=${kind}&v=${version}`;
}
