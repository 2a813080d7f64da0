import type { VisaProductView } from '@portal/contracts';
import type { Db } from '../../db/client';
import { visaProductNotFound } from './visa-catalogue-errors';
import type { CountryNames } from './visa-countries';
import { visaProductView } from './visa-product-view';
import { findVisaProduct } from './visa-product.repository';

/** Search/GetProduct: one published product of the tenant; an unpublished one is not found, as another tenant's. */
export async function getVisaProduct(options: {
  db: Db;
  tenantId: string;
  names: CountryNames;
  productId: string;
}): Promise<VisaProductView> {
  const row = await findVisaProduct(options.db, options.tenantId, options.productId, { publishedOnly: true });
  if (!row) throw visaProductNotFound();
  return visaProductView(row, options.names);
}
