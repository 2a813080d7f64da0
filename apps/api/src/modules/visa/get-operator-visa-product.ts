import type { OperatorVisaProduct } from '@portal/contracts';
import type { Db } from '../../db/client';
import { visaProductNotFound } from './visa-catalogue-errors';
import type { CountryNames } from './visa-countries';
import { operatorVisaProductView } from './visa-product-view';
import { findVisaProduct } from './visa-product.repository';

/** Operator/GetProduct: one product of the operator's tenant, whatever its status. */
export async function getOperatorVisaProduct(options: {
  db: Db;
  tenantId: string;
  names: CountryNames;
  productId: string;
}): Promise<OperatorVisaProduct> {
  const row = await findVisaProduct(options.db, options.tenantId, options.productId);
  if (!row) throw visaProductNotFound();
  return operatorVisaProductView(row, options.names);
}
