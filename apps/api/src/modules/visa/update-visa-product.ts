import type { OperatorVisaProduct, UpdateVisaProductBody } from '@portal/contracts';
import type { Db } from '../../db/client';
import { checkProductCountries } from './check-product-countries';
import { visaProductExists, visaProductNotFound } from './visa-catalogue-errors';
import type { CountryNames } from './visa-countries';
import { operatorVisaProductView, visaProductFields } from './visa-product-view';
import { updateVisaProduct as storeProduct } from './visa-product.repository';

/**
 * Operator/UpdateProduct: every field replaced, the status kept. Applications already made keep the product as it
 * was when they applied (their own copy), so a fee change applies to new applications only.
 */
export async function updateVisaProduct(options: {
  db: Db;
  tenantId: string;
  currency: string;
  names: CountryNames;
  body: UpdateVisaProductBody;
  now: Date;
}): Promise<OperatorVisaProduct> {
  const { productId, ...fields } = options.body;
  checkProductCountries(fields, options.names);
  const row = await storeProduct(options.db, options.tenantId, productId, {
    fields: visaProductFields(fields, options.currency),
    now: options.now,
  });
  if (row === 'duplicate') throw visaProductExists();
  if (!row) throw visaProductNotFound();
  return operatorVisaProductView(row, options.names);
}
