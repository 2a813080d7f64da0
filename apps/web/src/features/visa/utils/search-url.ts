import { VisaTypes, ZVisaSearchRequest, type VisaSearchRequest, type VisaType } from '@portal/contracts';

/** The visa pages (spec §2 "Holidays and visas"). */
export const VisaPages = {
  searchpad: '/searchpad/visa',
  results: '/visa-search-result',
  booking: '/visa-booking',
  order: '/visa-order',
  applications: '/visa-myapplications',
  printPreview: '/visa-print-preview',
} as const;

/** The search written into an address: short names, the applicants by type as counts. */
export function searchToAddress(request: VisaSearchRequest): URLSearchParams {
  const search = new URLSearchParams({
    nationality: request.nationality,
    destination: request.destination,
  });
  if (request.visaType) search.set('type', request.visaType);
  search.set('date', request.travelDate);
  search.set('adults', String(request.applicants.Adult));
  if (request.applicants.Child > 0) search.set('children', String(request.applicants.Child));
  if (request.applicants.Infant > 0) search.set('infants', String(request.applicants.Infant));
  return search;
}

const count = (value: string | null) => (value === null ? 0 : Number(value));

/**
 * The search an address describes, checked with the contracts' schema; null when it does not describe one (a link
 * cut short, a hand-edited count). Whether the date is still ahead is the API's to say.
 */
export function searchFromAddress(search: URLSearchParams): VisaSearchRequest | null {
  const type = search.get('type');
  const parsed = ZVisaSearchRequest.safeParse({
    nationality: search.get('nationality') ?? '',
    destination: search.get('destination') ?? '',
    ...(type && (VisaTypes as readonly string[]).includes(type) ? { visaType: type as VisaType } : {}),
    travelDate: search.get('date') ?? '',
    applicants: {
      Adult: count(search.get('adults')),
      Child: count(search.get('children')),
      Infant: count(search.get('infants')),
    },
  });
  return parsed.success ? parsed.data : null;
}

export const visaResultsPath = (request: VisaSearchRequest) =>
  `${VisaPages.results}?${searchToAddress(request).toString()}`;

/** The booking page of one offer keeps the search, so its fees are the search's own. */
export function visaBookingPath(productId: string, request: VisaSearchRequest): string {
  const search = searchToAddress(request);
  search.set('productId', productId);
  return `${VisaPages.booking}?${search.toString()}`;
}

export const visaPrintPreviewPath = (reference: string) =>
  `${VisaPages.printPreview}?orderReference=${encodeURIComponent(reference)}`;
