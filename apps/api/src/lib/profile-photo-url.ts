import { UserAccountPaths } from '@portal/contracts';

/**
 * Where the browser loads a user's photo: User/GetLogo for the signed-in user, with the stored name's start as a
 * version, so a new photo shows at once despite the long cache of the old one. Null without a photo.
 */
export function profilePhotoUrl(photoPath: string | null): string | null {
  if (!photoPath) return null;
  return `${UserAccountPaths.getLogo}?kind=profile&v=${encodeURIComponent(photoPath.slice(0, 8))}`;
}
