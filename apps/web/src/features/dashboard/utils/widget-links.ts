import { hasFunctionality, type DashboardProduct, type FunctionalityName } from '@portal/contracts';
import { afterSalesRequestPagePath } from '../../../lib/after-sales-paths';
import { PagePermissions } from '../../../lib/app-access';
import { holidayRequestPath } from '../../../lib/holiday-paths';
import { flightOrderPath, orderPagePath, visaOrderPath } from '../../../lib/order-path';

type Functionalities = readonly (string | number)[];

/** A page path when the user may open it (the route guards' own table), else null: no link to an access-denied page. */
export function allowedPath(functionalities: Functionalities, path: string): string | null {
  const base = path.split('?')[0] ?? path;
  const needed = (PagePermissions as Record<string, FunctionalityName | readonly FunctionalityName[]>)[base];
  if (!needed) return path;
  const names: readonly FunctionalityName[] = typeof needed === 'string' ? [needed] : needed;
  return names.some((name) => hasFunctionality(functionalities, name)) ? path : null;
}

/** The page of an order, booking or request named by its reference and product. */
export function referencePath(
  functionalities: Functionalities,
  item: { product: DashboardProduct; reference: string; kind?: string },
): string | null {
  const { product, reference, kind } = item;
  let path: string;
  if (kind === 'Void' || kind === 'Refund' || kind === 'Exchange')
    path = afterSalesRequestPagePath(kind, 'view', reference);
  else if (product === 'hotel') path = `/hotel-bookings/${encodeURIComponent(reference)}`;
  else if (product === 'holiday') path = holidayRequestPath(reference);
  else if (product === 'visa') path = visaOrderPath(reference);
  else path = product === 'flight' ? flightOrderPath(reference) : orderPagePath(reference);
  const guardPath = product === 'hotel' ? '/hotel-bookings' : path;
  return allowedPath(functionalities, guardPath) ? path : null;
}
