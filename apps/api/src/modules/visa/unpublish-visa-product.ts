import type { OperatorVisaProduct } from '@portal/contracts';
import type { Db } from '../../db/client';
import { visaProductAlreadyUnpublished, visaProductNotFound } from './visa-catalogue-errors';
import type { CountryNames } from './visa-countries';
import { operatorVisaProductView } from './visa-product-view';
import { findVisaProduct, moveVisaProductStatus } from './visa-product.repository';

/**
 * Operator/UnpublishProduct: withdrawn from search and from new applications; applications already made name it
 * still and go on. Unpublishing twice is 409.
 */
export async function unpublishVisaProduct(options: {
  db: Db;
  tenantId: string;
  names: CountryNames;
  productId: string;
  now: Date;
}): Promise<OperatorVisaProduct> {
  const row = await moveVisaProductStatus(options.db, options.tenantId, options.productId, {
    from: 'Published',
    to: 'Unpublished',
    now: options.now,
  });
  if (row) return operatorVisaProductView(row, options.names);
  const existing = await findVisaProduct(options.db, options.tenantId, options.productId);
  throw existing ? visaProductAlreadyUnpublished() : visaProductNotFound();
}
