import { holidaySceneSvg } from '@portal/sandbox-supply';
import type { FileStore } from '../../adapters/file-store';
import type { Db } from '../../db/client';
import { imageNotFound } from './catalogue-errors';
import { findImage } from './catalogue.repository';

export interface PackageImage {
  content: string | Buffer;
  contentType: string;
  /** Uploaded files go out as attachments (DESIGN §8); an <img> shows them all the same. */
  fileName: string | null;
}

/**
 * GET Package/Image: a gallery image of the tenant's packages, drawn (SVG from its scene name) or uploaded (the
 * stored png or jpeg with the type its bytes were checked as). Another tenant's image is not found.
 */
export async function getPackageImage(options: {
  db: Db;
  files: FileStore;
  tenantId: string;
  imageId: string;
}): Promise<PackageImage> {
  const image = await findImage(options.db, options.tenantId, options.imageId);
  if (!image) throw imageNotFound();
  if (image.drawn) {
    const svg = holidaySceneSvg(image.drawn);
    if (svg === undefined) throw imageNotFound();
    return { content: svg, contentType: 'image/svg+xml; charset=utf-8', fileName: null };
  }
  if (!image.storedName || !image.contentType) throw imageNotFound();
  return {
    content: await options.files.read(image.storedName),
    contentType: image.contentType,
    fileName: `package-image-${image.id}.${image.contentType === 'image/png' ? 'png' : 'jpg'}`,
  };
}
