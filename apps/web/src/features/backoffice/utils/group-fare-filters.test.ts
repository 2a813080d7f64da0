import { describe, expect, it } from 'vitest';
import {
  groupFareBlockFiltersFromSearch,
  groupFareBlockFiltersToSearch,
  groupFareReservationFiltersFromSearch,
  groupFareReservationFiltersToSearch,
} from './group-fare-filters';

describe('the special-fare lists’ filters in the address', () => {
  it('reads a tab, a kind, a search and a page, and writes them back the same', () => {
    const search = new URLSearchParams('tab=published&kind=Umrah&search=JED&page=2');
    const filters = groupFareBlockFiltersFromSearch(search);
    expect(filters).toEqual({ tab: 'published', kind: 'Umrah', search: 'JED', page: 2 });
    expect(groupFareBlockFiltersToSearch(filters).toString()).toBe(search.toString());
  });

  it('falls back to every block of every kind for what it does not know', () => {
    expect(groupFareBlockFiltersFromSearch(new URLSearchParams('tab=sold&kind=Hajj&page=x'))).toEqual({
      tab: 'all',
      kind: '',
      search: '',
      page: 1,
    });
    expect(groupFareBlockFiltersToSearch({ tab: 'all', kind: '', search: '', page: 1 }).toString()).toBe('');
  });

  it('keeps a block’s reservation tab and page', () => {
    const filters = groupFareReservationFiltersFromSearch(new URLSearchParams('tab=released&page=3'));
    expect(filters).toEqual({ tab: 'released', page: 3 });
    expect(groupFareReservationFiltersToSearch(filters).toString()).toBe('tab=released&page=3');
    expect(groupFareReservationFiltersFromSearch(new URLSearchParams('tab=lost')).tab).toBe('all');
  });
});
