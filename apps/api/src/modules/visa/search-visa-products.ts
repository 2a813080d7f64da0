import {
  VisaTypes,
  visaSearchDateIssues,
  type VisaOffer,
  type VisaSearchRequest,
  type VisaSearchResponse,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { tenantToday } from '../../lib/tenant-clock';
import { addCalendarDays } from './visa-dates';
import { visaValidationError } from './visa-catalogue-errors';
import type { CountryNames } from './visa-countries';
import { priceVisaProduct } from './price-visa-product';
import { visaProductView } from './visa-product-view';
import { findPublishedProductsFor } from './visa-product.repository';

/**
 * Search/SearchVisa: the tenant's published products for the destination (and visa type) open to the nationality,
 * each priced for the applicants by type, cheapest first. Nothing is stored: the search is cheap to repeat, and
 * applying prices the product again from the catalogue.
 */
export async function searchVisaProducts(options: {
  db: Db;
  tenantId: string;
  names: CountryNames;
  request: VisaSearchRequest;
  now: Date;
}): Promise<VisaSearchResponse> {
  const { request } = options;
  const today = tenantToday(options.now);
  const issues = visaSearchDateIssues(request, today);
  if (issues.length > 0) throw visaValidationError(issues);

  const rows = await findPublishedProductsFor(options.db, options.tenantId, {
    destination: request.destination,
    nationality: request.nationality,
    visaType: request.visaType,
  });
  const offers = rows.map((row): VisaOffer => {
    const applyBy = addCalendarDays(request.travelDate, -row.processingDays);
    return {
      ...visaProductView(row, options.names),
      ...priceVisaProduct(row.fees, request.applicants),
      applyBy,
      enoughTime: today <= applyBy,
    };
  });
  const typeOrder = (offer: VisaOffer) => VisaTypes.indexOf(offer.visaType);
  offers.sort((a, b) => a.total - b.total || typeOrder(a) - typeOrder(b));
  return { offers };
}
