import type { PriceChange, RepriceOutcome } from '@portal/contracts';
import type { SupplyBrand } from '@portal/sandbox-supply';

/** What changed between the brand the agent last saw and the one the supplier sells now (totals are gross). */
export function repriceOutcome(
  previous: SupplyBrand,
  current: SupplyBrand,
  currency: string,
): RepriceOutcome {
  const priceMoved = previous.totalGross !== current.totalGross || previous.totalAgent !== current.totalAgent;
  const classMoved = JSON.stringify(previous.bookingClasses) !== JSON.stringify(current.bookingClasses);
  const change: PriceChange =
    priceMoved && classMoved
      ? 'PriceAndBookingClass'
      : priceMoved
        ? 'Price'
        : classMoved
          ? 'BookingClass'
          : 'None';
  return {
    change,
    previousTotal: { amount: previous.totalGross, currency },
    currentTotal: { amount: current.totalGross, currency },
    previousBookingClasses: previous.bookingClasses,
    currentBookingClasses: current.bookingClasses,
  };
}
