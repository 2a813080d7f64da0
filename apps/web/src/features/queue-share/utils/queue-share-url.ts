import { ZImportPnrRequest, type ImportPnrRequest } from '@portal/contracts';

export const QueueSharePath = '/searchpad/queueshare';
export const QueueShareBookingPath = '/queue-share-booking';

/** /queue-share-booking?source=SBX&pnr=AB12CD: the retrieved booking, shown before it is imported. */
export function queueShareBookingUrl(request: ImportPnrRequest): string {
  return `${QueueShareBookingPath}?${new URLSearchParams({ source: request.source, pnr: request.pnr }).toString()}`;
}

/** The booking page's request from its address; null when the address holds no valid source and PNR. */
export function importRequestFrom(params: URLSearchParams): ImportPnrRequest | null {
  const parsed = ZImportPnrRequest.safeParse({
    source: params.get('source') ?? undefined,
    pnr: params.get('pnr') ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}

/** The order page of an imported booking. */
export const flightOrderUrl = (orderReference: string) =>
  `/flight-order?${new URLSearchParams({ reference: orderReference }).toString()}`;
