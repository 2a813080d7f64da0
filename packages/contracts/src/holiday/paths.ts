/**
 * The tour package service (spec §7 "Tour packages", §2 holidays, codes 245 AccessHoliday and 246
 * ShowHolidayQueue), in the spec's form `/package/api/v1/{Controller}/{Action}`; GetAllPackages is the utility
 * service's call (spec §7 Utility).
 */
const base = '/package/api/v1';

export const HolidayPaths = {
  /** GET: destination cities with their popularity; the top five are the popular cities. */
  availableCities: `${base}/Package/GetAvailableCities`,
  /** POST {searchText}: cities having published packages whose name or code matches. */
  searchCities: `${base}/Package/SearchCities`,
  /** POST: packages matching a city, month, travellers and filter{type, duration, rating, price{min,max}}, sorted. */
  searchPackages: `${base}/Package/SearchPackages`,
  /** GET ?packageId: one package with its itinerary, inclusions, gallery and departures. */
  packageDetail: `${base}/Package/GetPackageDetail`,
  /** GET ?imageId: a gallery image (public, cached; drawn or uploaded); `packageImageUrl(imageId)` writes it. */
  packageImage: `${base}/Package/Image`,
  /** POST (Idempotency-Key): the enquiry: departure, travellers by type, rooms, notes. Answers the HL- request. */
  sendRequest: `${base}/Package/SendRequest`,
  /** GET ?tab&search&page: the agency's holiday requests in tabs with counts. */
  requests: `${base}/Request/Queue`,
  /** GET ?reference: one request with its package, quotes, history and messages. */
  request: `${base}/Request/GetRequest`,
  /** POST {reference, message}: a message to the operators on the request's thread. */
  message: `${base}/Request/SendMessage`,
  /** POST (Idempotency-Key) {reference, quoteId}: accept the current quote, paying the deposit from the wallet. */
  accept: `${base}/Request/Accept`,
  /** POST {reference, quoteId}: decline the quote (the request is cancelled). */
  decline: `${base}/Request/Decline`,
  /** POST {reference}: withdraw an enquiry not yet confirmed. */
  cancel: `${base}/Request/Cancel`,
} as const;

/** The operators' side: the catalogue and the enquiry desk. */
export const HolidayOperatorPaths = {
  /** GET ?status&search&page: the tenant's packages. */
  packages: `${base}/Operator/Packages`,
  /** GET ?packageId: one package as written, with its departures and gallery. */
  package: `${base}/Operator/GetPackage`,
  /** POST: create a package (Draft). */
  createPackage: `${base}/Operator/CreatePackage`,
  /** POST: replace a package's text and departures. */
  updatePackage: `${base}/Operator/UpdatePackage`,
  /** POST {packageId}: publish (needs a gallery image and an open departure) / unpublish. */
  publishPackage: `${base}/Operator/PublishPackage`,
  unpublishPackage: `${base}/Operator/UnpublishPackage`,
  /** POST multipart {packageId, file}: add a gallery image (png/jpeg, 1 MB). */
  uploadImage: `${base}/Operator/UploadImage`,
  /** POST {packageId, imageId}: remove a gallery image. */
  removeImage: `${base}/Operator/RemoveImage`,
  /** GET ?tab&search&page: every agency's holiday requests, longest waiting first. */
  requests: `${base}/Operator/Requests`,
  /** GET ?reference: one request, operator view. */
  request: `${base}/Operator/GetRequest`,
  /** POST {reference, lines, validHours, note}: quote a price with a validity. */
  quote: `${base}/Operator/Quote`,
  /** POST {reference, reason}: refuse an enquiry. */
  reject: `${base}/Operator/Reject`,
  /** POST {reference, message}. */
  message: `${base}/Operator/SendMessage`,
} as const;

/** The utility service's list of every published package (spec §7 Utility: Package/GetAllPackages). */
export const PackageUtilityPaths = {
  allPackages: '/utility/api/v1/Package/GetAllPackages',
} as const;

/** The address of a gallery image (what `url` fields carry). */
export function packageImageUrl(imageId: string): string {
  return `${HolidayPaths.packageImage}?imageId=${imageId}`;
}
