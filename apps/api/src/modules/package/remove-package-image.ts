import {
  HolidayCatalogueErrorCode,
  HolidayCatalogueMessage,
  type OperatorPackageResponse,
  type RemoveImageBody,
} from '@portal/contracts';
import type { FileStore } from '../../adapters/file-store';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { imageNotFound, packageNotFound } from './catalogue-errors';
import { listImages } from './catalogue.repository';
import type { CityDirectory } from './holiday-cities';
import { deleteImage, lockPackage } from './package-admin.repository';
import { operatorPackageView } from './operator-package-view';

/**
 * Operator/RemoveImage: takes an image out of the package's gallery (an uploaded file leaves the store once the
 * row is gone). A published package keeps at least one image (409): agencies never see an empty gallery.
 */
export async function removePackageImage(options: {
  db: Db;
  files: FileStore;
  tenantId: string;
  cities: CityDirectory;
  body: RemoveImageBody;
  now: Date;
}): Promise<OperatorPackageResponse> {
  const { tenantId, body, now } = options;
  const { answer, storedName } = await options.db.transaction(async (tx) => {
    const pkg = await lockPackage(tx, tenantId, body.packageId);
    if (!pkg) throw packageNotFound();
    const gallery = await listImages(tx, tenantId, [pkg.id]);
    if (!gallery.some((image) => image.id === body.imageId)) throw imageNotFound();
    if (pkg.status === 'Published' && gallery.length === 1) {
      throw new AppError(HolidayCatalogueErrorCode.LastImage, 409, HolidayCatalogueMessage.lastImage);
    }
    const removed = await deleteImage(tx, tenantId, pkg.id, body.imageId);
    if (!removed) throw imageNotFound();
    const view = await operatorPackageView({ db: tx, tenantId, cities: options.cities, pkg, now });
    return { answer: view, storedName: removed.storedName };
  });
  if (storedName) await options.files.remove(storedName);
  return answer;
}
