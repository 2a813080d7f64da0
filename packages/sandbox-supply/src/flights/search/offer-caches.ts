import type { BaggageAllowance, PassengerType } from '@portal/contracts';
import type { JourneyTaxes } from '../fares/taxes';
import type { SupplyPenalty } from '../types';

export interface MinorTaxes {
  lines: Record<PassengerType, { code: string; name: string; amount: number }[]>;
  totals: Record<PassengerType, number>;
}

export interface BrandConditions {
  cancellation: SupplyPenalty[];
  dateChange: SupplyPenalty[];
  baggage: BaggageAllowance;
  infantBaggage: BaggageAllowance;
  ruleSections: { title: string; text: string }[];
}

/**
 * Parts of offers that many offers share (tax lines, penalties, rules, class lists), built once per supply and
 * handed out as the same objects: thousands of offers per search would otherwise each carry their own copies.
 * Consumers treat offers as read-only.
 */
export interface OfferCaches {
  taxes: Map<string, JourneyTaxes>;
  minorTaxes: Map<string, MinorTaxes>;
  conditions: Map<string, BrandConditions>;
  perLeg: Map<string, string[]>;
}

export function createOfferCaches(): OfferCaches {
  return { taxes: new Map(), minorTaxes: new Map(), conditions: new Map(), perLeg: new Map() };
}

/** One string per leg, each leg's booking class followed by `suffix`, as a shared array. */
export function perLeg(caches: OfferCaches, classes: string, suffix: string): string[] {
  const key = `${classes}|${suffix}`;
  let list = caches.perLeg.get(key);
  if (!list) {
    list = Array.from(classes, (rbd) => rbd + suffix);
    caches.perLeg.set(key, list);
  }
  return list;
}
