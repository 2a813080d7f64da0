import type { OperatorVisaProduct } from '@portal/contracts';
import type { Db } from '../../db/client';
import { visaProductAlreadyPublished, visaProductNotFound } from './visa-catalogue-errors';
import type { CountryNames } from './visa-countries';
import { operatorVisaProductView } from './visa-product-view';
import { findVisaProduct, moveVisaProductStatus } from './visa-product.repository';

/** Operator/PublishProduct: agencies find and apply for it from now on. Publishing twice is 409. */
export async function publishVisaProduct(options: {
  db: Db;
  tenantId: string;
  names: CountryNames;
  productId: string;
  now: Date;
}): Promise<OperatorVisaProduct> {
  const row = await moveVisaProductStatus(options.db, options.tenantId, options.productId, {
    from: 'Unpublished',
    to: 'Published',
    now: options.now,
  });
  if (row) return operatorVisaProductView(row, options.names);
  const existing = await findVisaProduct(options.db, options.tenantId, options.productId);
  throw existing ? visaProductAlreadyPublished() : visaProductNotFound();
}
