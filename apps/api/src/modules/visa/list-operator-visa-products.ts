import {
  VisaCatalogueLimit,
  VisaTypes,
  type OperatorVisaProductsPage,
  type VisaProductStatus,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import type { CountryNames } from './visa-countries';
import { operatorVisaProductRow } from './visa-product-view';
import { countVisaProductsByStatus, listTenantVisaProducts } from './visa-product.repository';

/**
 * Operator/Products: the tenant's products by destination name then visa type, a page at a time, with the count of
 * each status for the list's tabs. `search` matches the title or the destination's name or code.
 */
export async function listOperatorVisaProducts(options: {
  db: Db;
  tenantId: string;
  names: CountryNames;
  query: {
    status?: VisaProductStatus | undefined;
    destination?: string | undefined;
    search?: string | undefined;
    page: number;
  };
}): Promise<OperatorVisaProductsPage> {
  const { query, names } = options;
  const text = query.search?.trim();
  const search = text ? { text, countryCodes: names.matching(text) } : undefined;
  const [rows, counts] = await Promise.all([
    listTenantVisaProducts(options.db, options.tenantId, {
      status: query.status,
      destination: query.destination,
      search,
    }),
    countVisaProductsByStatus(options.db, options.tenantId),
  ]);
  const listed = rows
    .map((row) => operatorVisaProductRow(row, names))
    .sort(
      (a, b) =>
        a.destination.name.localeCompare(b.destination.name, 'en') ||
        VisaTypes.indexOf(a.visaType) - VisaTypes.indexOf(b.visaType),
    );
  const pageSize = VisaCatalogueLimit.pageSize;
  const offset = (query.page - 1) * pageSize;
  return {
    products: listed.slice(offset, offset + pageSize),
    page: query.page,
    pageSize,
    total: listed.length,
    counts,
  };
}
