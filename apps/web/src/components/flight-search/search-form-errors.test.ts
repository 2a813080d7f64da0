import { describe, expect, it } from 'vitest';
import { SearchMessage } from '@portal/contracts';
import { issuesToFieldErrors } from './search-form-errors';

describe('search form errors', () => {
  it('places each issue under its field, traveller and list rules under root', () => {
    const errors = issuesToFieldErrors([
      { path: ['segments', 1, 'destination'], message: SearchMessage.destinationRequired },
      { path: ['segments', 1, 'destination'], message: SearchMessage.sameAirports },
      { path: ['returnDate'], message: SearchMessage.returnRequired },
      { path: ['infantCount'], message: SearchMessage.tooManyInfants },
      { path: ['childAges', 0], message: SearchMessage.childAgeRequired },
      { path: ['segments'], message: SearchMessage.multiCityNeedsTwo },
    ]);
    expect(errors.segments?.[1]?.destination?.message).toBe(SearchMessage.destinationRequired);
    expect(errors.segments?.[0]).toBeUndefined();
    expect(errors.returnDate?.message).toBe(SearchMessage.returnRequired);
    expect(errors.root?.travellers?.message).toBe(SearchMessage.tooManyInfants);
    expect(errors.root?.segments?.message).toBe(SearchMessage.multiCityNeedsTwo);
  });

  it('is empty without issues', () => {
    expect(issuesToFieldErrors([])).toEqual({});
  });
});
