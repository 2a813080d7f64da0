import type { CreateVisaProductBody, OperatorVisaProduct } from '@portal/contracts';
import type { Db } from '../../db/client';
import { checkProductCountries } from './check-product-countries';
import { visaProductExists } from './visa-catalogue-errors';
import type { CountryNames } from './visa-countries';
import { operatorVisaProductView, visaProductFields } from './visa-product-view';
import { insertVisaProduct } from './visa-product.repository';

/**
 * Operator/CreateProduct: a new product in the tenant's currency, Unpublished until an operator publishes it (so a
 * half-checked fee never reaches agencies). One product per destination and visa type: a second is 409.
 */
export async function createVisaProduct(options: {
  db: Db;
  tenantId: string;
  currency: string;
  names: CountryNames;
  body: CreateVisaProductBody;
  now: Date;
}): Promise<OperatorVisaProduct> {
  checkProductCountries(options.body, options.names);
  const row = await insertVisaProduct(options.db, options.tenantId, {
    fields: visaProductFields(options.body, options.currency),
    status: 'Unpublished',
    now: options.now,
  });
  if (!row) throw visaProductExists();
  return operatorVisaProductView(row, options.names);
}
