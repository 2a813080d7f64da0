import { z } from 'zod';
import { ZGroupFareReservationTab } from './group-fare-types';

/** GET Reservations (operators): one block's reservations by status tab, paged; search on reference or agency. */
export const ZGroupFareBlockReservationsQuery = z.strictObject({
  blockId: z.uuid(),
  tab: ZGroupFareReservationTab.default('all'),
  search: z.string().trim().max(60).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type GroupFareBlockReservationsQuery = z.infer<typeof ZGroupFareBlockReservationsQuery>;

export const GroupFareManifestFormats = ['xlsx', 'csv'] as const;
export const ZGroupFareManifestFormat = z.enum(GroupFareManifestFormats);
export type GroupFareManifestFormat = z.infer<typeof ZGroupFareManifestFormat>;

/** GET Manifest: the block's name list (every named and ticketed seat) as a spreadsheet or CSV attachment. */
export const ZGroupFareManifestQuery = z.strictObject({
  blockId: z.uuid(),
  format: ZGroupFareManifestFormat.default('xlsx'),
});
export type GroupFareManifestQuery = z.infer<typeof ZGroupFareManifestQuery>;

/** The manifest's columns, in order: its header row. */
export const GroupFareManifestColumns = [
  'Reservation',
  'Agency',
  'Order',
  'PNR',
  'Ticket number',
  'Type',
  'Title',
  'First name',
  'Last name',
  'Date of birth',
  'Gender',
  'Nationality',
  'Passport number',
  'Passport expiry',
] as const;

/** The attachment's name: manifest-UMR-DAC-JED-0115.xlsx. */
export function groupFareManifestFileName(code: string, format: GroupFareManifestFormat): string {
  return `manifest-${code}.${format}`;
}
