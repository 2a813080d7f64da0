import type { Brand, ItinerarySummary, PriceVisibility } from '@portal/contracts';
import { isPermitted, type PermissionSubject } from '../../lib/permission';

/** What the caller may see of prices and sources: the same rule the route guard applies (spec §6 203–205). */
export function priceVisibilityOf(user: PermissionSubject): PriceVisibility {
  return {
    showCommission: isPermitted(user, 'ShowCommision'),
    showMarkup: isPermitted(user, 'ShowMarkup'),
    showSource: isPermitted(user, 'ShowSource'),
  };
}

const seesEverything = (visibility: PriceVisibility) =>
  visibility.showCommission && visibility.showMarkup && visibility.showSource;

/** The row as this caller may see it; the stored row is shared, so it is copied only when something is hidden. */
export function visibleSummary(summary: ItinerarySummary, visibility: PriceVisibility): ItinerarySummary {
  if (seesEverything(visibility)) return summary;
  return {
    ...summary,
    agentAmount: visibility.showCommission ? summary.agentAmount : null,
    commission: visibility.showCommission ? summary.commission : null,
    ait: visibility.showCommission ? summary.ait : null,
    markup: visibility.showMarkup ? summary.markup : null,
    source: visibility.showSource ? summary.source : null,
  };
}

export function visibleBrand(brand: Brand, visibility: PriceVisibility): Brand {
  if (visibility.showCommission) return brand;
  return { ...brand, agentAmount: null, commission: null, ait: null };
}
