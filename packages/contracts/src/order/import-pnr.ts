import { z } from 'zod';
import { ZMoney } from '../common/money';
import { ZFareBreakdown } from '../flight/itinerary-details';
import { ZFlightLeg, ZJourney } from '../flight/search-results';
import { ZOrderPassenger } from './flight-order';

/**
 * The GDSs an agency can share a queue from (spec §3 "Queue share"): the agent queues a PNR made outside the portal
 * to the portal's office (PCC) and queue in that GDS, then imports it. `transferQueueText` is that instruction.
 */
export const QueueShareSources = [
  {
    code: 'SBX',
    name: 'Sandbox GDS',
    pcc: '7XK2',
    queue: 50,
    transferQueueText: 'Queue the PNR to PCC 7XK2, queue 50, before importing it.',
  },
] as const;
export type QueueShareSource = (typeof QueueShareSources)[number];
export const QueueShareSourceCodes = QueueShareSources.map((source) => source.code) as [
  QueueShareSource['code'],
  ...QueueShareSource['code'][],
];

/** A record locator: six letters or digits. */
export const PnrPattern = /^[A-Z0-9]{6}$/;

export const ImportPnrErrorCode = {
  NotFound: 'PNR_NOT_FOUND',
  AlreadyImported: 'PNR_ALREADY_IMPORTED',
  NotImportable: 'PNR_NOT_IMPORTABLE',
} as const;

export const ImportPnrMessage = {
  sourceRequired: 'Choose the source of the PNR.',
  pnrInvalid: 'Enter the PNR: 6 letters or digits.',
  notFound:
    'No booking with this PNR is in your agency’s queue. Check the PNR and queue it to us as the source says.',
  alreadyImported: (orderReference: string) => `This PNR is already imported as order ${orderReference}.`,
  ticketed: 'This PNR is already ticketed, so it cannot be imported as a booking on hold.',
  cancelled: 'This PNR was cancelled, so it cannot be imported.',
  expired: 'The time limit of this PNR has passed, so it cannot be imported.',
} as const;

/** POST AirGetImportPNR, AirGetImportPNROrderDetails and AirCreateImportPNROrder (the last with Idempotency-Key). */
export const ZImportPnrRequest = z.strictObject({
  source: z.enum(QueueShareSourceCodes, ImportPnrMessage.sourceRequired),
  // Locators are written in capitals; a lower-case entry is the same PNR.
  pnr: z
    .string(ImportPnrMessage.pnrInvalid)
    .trim()
    .toUpperCase()
    .regex(PnrPattern, ImportPnrMessage.pnrInvalid),
});
export type ImportPnrRequest = z.infer<typeof ZImportPnrRequest>;

/**
 * The PNR's state at the GDS. A held PNR within a minute of its time limit reads Expired: the portal would expire
 * the order at once.
 */
export const ImportPnrStatuses = ['Held', 'Ticketed', 'Cancelled', 'Expired'] as const;
export const ZImportPnrStatus = z.enum(ImportPnrStatuses);
export type ImportPnrStatus = z.infer<typeof ZImportPnrStatus>;

/** AirGetImportPNR: the PNR found in the agency's queue, and whether it can become an order now. */
export const ZImportPnrFound = z.object({
  source: z.enum(QueueShareSourceCodes),
  pnr: z.string(),
  airlinePnr: z.string(),
  status: ZImportPnrStatus,
  /** Only a held PNR within its time limit becomes an order; otherwise why not. */
  importable: z.boolean(),
  refusal: z.string().nullable(),
  timeLimit: z.string(),
  validatingAirline: z.string(),
  /** DAC-DXB, DAC-DXB-DAC: each journey's origin, then the final destination. */
  route: z.string(),
  firstDepartureAt: z.string(),
  passengerCount: z.number().int().positive(),
});
export type ImportPnrFound = z.infer<typeof ZImportPnrFound>;

/** AirGetImportPNROrderDetails: the order the PNR would become, priced as the portal prices its own orders. */
export const ZImportPnrOrderDetails = ZImportPnrFound.extend({
  brandName: z.string(),
  cabin: z.string(),
  refundable: z.boolean(),
  journeys: z.array(ZJourney),
  legs: z.record(z.string(), ZFlightLeg),
  passengers: z.array(ZOrderPassenger),
  fareBreakdown: z.array(ZFareBreakdown),
  totals: z.object({ fareGross: ZMoney, fareAgent: ZMoney, extras: ZMoney, payable: ZMoney }),
});
export type ImportPnrOrderDetails = z.infer<typeof ZImportPnrOrderDetails>;
