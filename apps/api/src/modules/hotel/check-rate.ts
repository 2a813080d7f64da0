import type { HotelRateCheck, HotelRateKey } from '@portal/contracts';
import type { Cache } from '../../adapters/cache';
import type { HotelSupplier } from '../../adapters/hotel-supply';
import { requireCurrencyRate } from '../../currency/currency-rate';
import type { Db } from '../../db/client';
import { findWalletAccount } from '../../ledger/accounts';
import { checkMinutes, checkOutcome, newCheckId, saveRateCheck } from './booking-check-store';
import { soldOut } from './booking-errors';
import { findSearchedRate } from './find-searched-rate';
import { toHotelFacts } from './get-hotel-details';
import { agencyCurrency } from './hotel-money';
import { toRateView } from './rate-view';
import type { HotelSearchStore } from './search-store';

/**
 * POST Booking/CheckRate: the supplier's price and policy check of a rate the caller's search showed, just before
 * booking. Answers what changed against what the agent saw (the agent must accept a change when booking), both
 * views, and the wallet's balance; the check is kept for `checkMinutes` for Book to name. Rooms gone answer 409.
 */
export async function checkRate(options: {
  db: Db;
  cache: Cache;
  store: HotelSearchStore;
  supplier: HotelSupplier;
  owner: { tenantId: string; agencyId: string };
  userId: string;
  key: HotelRateKey;
  now: Date;
}): Promise<HotelRateCheck> {
  const { supplier, owner, now } = options;
  const searched = await findSearchedRate({
    store: options.store,
    supplier,
    owner,
    key: options.key,
    now,
  });
  const offer = await supplier.recheck({ offer: searched.offer, stay: searched.stay, now });
  if (!offer) throw soldOut();
  const conversion = await requireCurrencyRate(options.db, searched.hotel.currency);
  const plan = supplier.catalogue.ratePlans(searched.hotel.id).find((one) => one.code === offer.rateCode);
  const view = (rateOffer: typeof offer) =>
    toRateView({ offer: rateOffer, hotel: searched.hotel, rate: conversion, plan, now });
  const wallet = await findWalletAccount(options.db, owner.tenantId, owner.agencyId, agencyCurrency);
  const hotel = toHotelFacts(searched.hotel, supplier.catalogue);
  const checkId = newCheckId();
  const expiresAt = now.getTime() + checkMinutes * 60_000;
  const answer: HotelRateCheck = {
    checkId,
    expiresAt: new Date(expiresAt).toISOString(),
    outcome: checkOutcome(searched.offer, offer),
    hotel,
    stay: {
      checkIn: searched.stay.checkIn,
      checkOut: searched.stay.checkOut,
      nights: offer.nightly.length,
      rooms: searched.stay.rooms.map((room) => ({ adults: room.adults, childAges: [...room.childAges] })),
    },
    roomName: searched.room.name,
    bedSetup: searched.room.bedSetup,
    previous: view(searched.offer),
    rate: view(offer),
    walletBalance: { amount: (wallet?.posted ?? 0) + (wallet?.creditLimit ?? 0), currency: agencyCurrency },
  };
  await saveRateCheck(options.cache, {
    checkId,
    ...owner,
    userId: options.userId,
    key: options.key,
    createdAt: now.getTime(),
    expiresAt,
    stay: searched.stay,
    hotel,
    cityCode: searched.hotel.cityCode,
    roomCode: searched.room.code,
    roomName: searched.room.name,
    bedSetup: searched.room.bedSetup,
    offer,
    conversion,
    answer,
  });
  return answer;
}
