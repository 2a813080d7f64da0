import { z } from 'zod';

/** How far the airline has confirmed a service a traveller asked for. */
export const ServiceStatuses = ['Requested', 'Confirmed', 'Cancelled'] as const;
export const ZServiceStatus = z.enum(ServiceStatuses);
export const ZServiceKind = z.enum(['Seat', 'Meal', 'Baggage', 'SSR']);

const ZServiceOf = z.object({
  legKey: z.string(),
  /** The flight's route, e.g. DAC-CXB. */
  route: z.string(),
  kind: ZServiceKind,
  code: z.string(),
  name: z.string(),
});

/** POST GetUpdatedTravelerSSRStatus {orderReference}: each traveller's services as the airline has them now. */
export const ZTravellerServices = z.object({
  orderReference: z.string(),
  passengers: z.array(
    z.object({
      paxId: z.number().int().positive(),
      name: z.string(),
      services: z.array(ZServiceOf.extend({ status: ZServiceStatus })),
    }),
  ),
});
export type TravellerServices = z.infer<typeof ZTravellerServices>;

/** POST AirSSRHistory {orderReference}: every change of a service's status, oldest first. */
export const ZServiceHistory = z.object({
  orderReference: z.string(),
  entries: z.array(
    ZServiceOf.extend({
      at: z.string(),
      paxId: z.number().int().positive(),
      passenger: z.string(),
      status: ZServiceStatus,
    }),
  ),
});
export type ServiceHistory = z.infer<typeof ZServiceHistory>;
