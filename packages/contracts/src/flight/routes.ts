/** Flight search calls (spec §7 "Flight search and booking"); price is v2 and arrives with booking. */
const search = '/flight/api/v1/Search';

export const FlightPaths = {
  airSearch: `${search}/AirSearch`,
  refreshAirSearch: `${search}/RefreshAirSearch`,
  getAirSearch: `${search}/GetAirSearch`,
  getAirSearchWithCurrency: `${search}/GetAirSearchWithCurrency`,
  getAirSearchMore: `${search}/GetAirSearchMore`,
  getAirSearchMoreCount: `${search}/GetAirSearchMoreCount`,
  getAirSearchFilter: `${search}/GetAirSearchFilter`,
  getAirSearchItinerary: `${search}/GetAirSearchItinerary`,
  getAirSearchItineraryWithCurrency: `${search}/GetAirSearchItineraryWithCurrency`,
  itineraryBrandDetails: `${search}/ItineraryBrandDetails`,
  itineraryBrandDetailsWithCurrency: `${search}/ItineraryBrandDetailsWithCurrency`,
  itineraryMoreCombinations: `${search}/ItineraryMoreCombinations`,
  airRule: '/flight/api/v1/Rule/AirRule',
  makeProposal: '/flight/api/v1/Proposal/MakeProposal',
  getProposal: '/flight/api/v1/Proposal/GetProposal',
  getProposalPdf: '/flight/api/v1/Proposal/GetProposalPdf',
} as const;

/** Reference data for the search form (spec §7 "Utility"). */
export const ReferencePaths = {
  getAirportsByKey: '/utility/api/v1/Airport/GetAirportsByKey',
  getAirlineOptions: '/utility/api/v1/Airline/GetAirlineOptions',
  getAllCountries: '/utility/api/v1/Country/GetAllCountries',
} as const;
