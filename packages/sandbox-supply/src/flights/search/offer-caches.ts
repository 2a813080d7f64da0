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
  repeated: Map<string, string[]>;
}

export function createOfferCaches(): OfferCaches {
  return { taxes: new Map(), minorTaxes: new Map(), conditions: new Map(), repeated: new Map() };
}

/** The same string `count` times, as a shared array. */
export function repeated(caches: OfferCaches, value: string, count: number): string[] {
  const key = `${value}*${count}`;
  let list = caches.repeated.get(key);
  if (!list) {
    list = new Array<string>(count).fill(value);
    caches.repeated.set(key, list);
  }
  return list;
}
