import { hasFunctionality, type FunctionalityName } from '@portal/contracts';

export interface SearchpadTab {
  key: 'flights' | 'hotels' | 'holidays' | 'visa' | 'queueShare' | 'xclusiveFares' | 'umrah' | 'groupFares';
  /** The functionality that must be held; Flights is always there. */
  requires: FunctionalityName | null;
  isNew?: boolean;
}

const AllTabs: SearchpadTab[] = [
  { key: 'flights', requires: null },
  { key: 'hotels', requires: 'SearchHotel', isNew: true },
  { key: 'holidays', requires: 'AccessHoliday' },
  { key: 'visa', requires: 'SearchVisa' },
  { key: 'queueShare', requires: 'ImportPnr' },
  { key: 'xclusiveFares', requires: 'UsexClusiveFares' },
  { key: 'umrah', requires: 'AccessUmrahFares' },
  { key: 'groupFares', requires: 'AccessGroupFares' },
];

/** The search pad's tabs this user may see (spec §2 "Tabs", access rule of §6). */
export function visibleTabs(functionalities: readonly number[]): SearchpadTab[] {
  return AllTabs.filter((tab) => tab.requires === null || hasFunctionality(functionalities, tab.requires));
}
