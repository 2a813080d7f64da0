import type { SupplyBrand } from '../types';
import type { PenaltyWindow } from './penalty-window';

/** Whether the brand permits a date change in the window: a changeable brand with a fee filed for it. */
export function changesPermitted(brand: SupplyBrand, window: PenaltyWindow): boolean {
  return brand.changeable && brand.dateChange.some((p) => p.window === window && p.amount !== null);
}
