/**
 * Special fares in the spec's form. The agency's search calls sit in the flight service's Search controller (spec §7
 * "Flight search and booking": GetAirXclusiveFare, AirXclusiveFareSearch, GetAirUmrahFare); reservations in its
 * GroupFare controller; the operators' inventory in the back office.
 */
const flight = '/flight/api/v1';

export const GroupFarePaths = {
  /** POST {kind, origin?, destination?, fromDate?, toDate?, seats}: published blocks the agency may buy from. */
  search: `${flight}/Search/AirXclusiveFareSearch`,
  /** GET ?blockId: one block as agencies see it (seats left, fares, deadlines, rules, the agency's own cap left). */
  block: `${flight}/Search/GetAirXclusiveFare`,
  /** GET ?origin&destination&fromDate&toDate&seats: the Umrah blocks (the season's list on /umrah-fares-result). */
  umrah: `${flight}/Search/GetAirUmrahFare`,
  /** POST {blockId, adults, children, infants} (Idempotency-Key): holds the seats; answers the reservation. */
  reserve: `${flight}/GroupFare/Reserve`,
  /** GET ?tab&search&kind&page: the agency's reservations (the group-fare queue). */
  reservations: `${flight}/GroupFare/Reservations`,
  /** GET ?reference: one reservation: block, seats, money, deadlines, names, history, the order once ticketed. */
  reservation: `${flight}/GroupFare/GetReservation`,
  /** POST {reference, amount} (Idempotency-Key): the deposit from the wallet; the rest becomes a due. */
  payDeposit: `${flight}/GroupFare/PayDeposit`,
  /** POST {reference, names}: the name list typed in (replaces the one stored, before the name deadline). */
  saveNames: `${flight}/GroupFare/SaveNames`,
  /** GET ?reference: the name-list template (XLSX) with one line per passenger. */
  nameTemplate: `${flight}/GroupFare/NameTemplate`,
  /** POST multipart {reference, file}: the filled template; refused line by line with nothing stored. */
  uploadNames: `${flight}/GroupFare/UploadNames`,
  /** POST {reference, amount} (Idempotency-Key): the balance from the wallet; ticketed at once when named. */
  payBalance: `${flight}/GroupFare/PayBalance`,
  /** POST {reference} (Idempotency-Key): named and paid in full, ticket now (also done by itself). */
  ticket: `${flight}/GroupFare/Ticket`,
  /** POST {reference}: the agency gives the seats back (the deposit by the block's rule). */
  release: `${flight}/GroupFare/Release`,
} as const;

const backoffice = '/backoffice/api/v1/GroupFare';

export const GroupFareOperatorPaths = {
  /** POST {origin, destination, departureDate, returnDate?, airline?, cabin}: sandbox GDS flights to block seats on. */
  findFlights: `${backoffice}/FindFlights`,
  /** GET ?tab&kind&search&page: the tenant's blocks with sold, reserved, left and names missing. */
  blocks: `${backoffice}/Blocks`,
  /** GET ?blockId: one block for editing, with its figures. */
  block: `${backoffice}/Block`,
  /** POST: a new block: seats are taken from the airline's inventory at once. */
  createBlock: `${backoffice}/CreateBlock`,
  /** POST: fares, deadlines, cap, visibility, rules (seats only upward, or down to what is taken). */
  updateBlock: `${backoffice}/UpdateBlock`,
  publishBlock: `${backoffice}/PublishBlock`,
  /** POST {blockId}: no new reservations; open ones carry on. */
  closeBlock: `${backoffice}/CloseBlock`,
  /** GET ?blockId&tab&page: the block's reservations by agency. */
  reservations: `${backoffice}/Reservations`,
  /** POST {reference}: an operator releases a reservation (the deposit by the block's rule). */
  release: `${backoffice}/Release`,
  /** GET ?blockId&format=xlsx|csv: the name list of every named and ticketed seat: the manifest. */
  manifest: `${backoffice}/Manifest`,
  /** GET: the tenant's agencies to choose for a block's visibility. */
  agencies: `${backoffice}/Agencies`,
} as const;
