import { describe, expect, it } from 'vitest';
import { VisaCatalogueMessage, type VisaDestination } from '@portal/contracts';
import { checkSearch, defaultSearchValues, destinationsFor, valuesOfSearch } from './search-form';

const today = '2030-05-01';

describe('the visa search form', () => {
  it('starts on Bangladeshi passports and one adult', () => {
    expect(defaultSearchValues([{ code: 'IN' }, { code: 'BD' }])).toMatchObject({
      nationality: 'BD',
      applicants: { Adult: 1, Child: 0, Infant: 0 },
    });
    expect(defaultSearchValues([{ code: 'NP' }]).nationality).toBe('NP');
    expect(defaultSearchValues([]).nationality).toBeNull();
  });

  it('asks for what is missing in the contracts’ words', () => {
    const { issues } = checkSearch(
      { ...defaultSearchValues([]), applicants: { Adult: 0, Child: 0, Infant: 0 } },
      today,
    );
    expect(issues).toEqual([
      { field: 'nationality', message: VisaCatalogueMessage.nationalityRequired },
      { field: 'destination', message: VisaCatalogueMessage.destinationRequired },
      { field: 'travelDate', message: VisaCatalogueMessage.travelDateRequired },
      { field: 'applicants', message: VisaCatalogueMessage.applicantsRequired },
    ]);
  });

  it('refuses a past or too distant travel date and too many applicants', () => {
    const base = { ...defaultSearchValues([{ code: 'BD' }]), destination: 'AE' };
    expect(checkSearch({ ...base, travelDate: '2030-04-30' }, today).issues).toEqual([
      { field: 'travelDate', message: VisaCatalogueMessage.travelDateInPast },
    ]);
    expect(checkSearch({ ...base, travelDate: '2031-06-01' }, today).issues).toEqual([
      { field: 'travelDate', message: VisaCatalogueMessage.travelDateTooFar },
    ]);
    expect(
      checkSearch({ ...base, travelDate: '2030-06-01', applicants: { Adult: 6, Child: 3, Infant: 1 } }, today)
        .issues,
    ).toEqual([{ field: 'applicants', message: VisaCatalogueMessage.tooManyApplicants }]);
  });

  it('answers the request, and shows it again for Modify search', () => {
    const values = {
      nationality: 'BD',
      destination: 'AE',
      visaType: 'Tourist' as const,
      travelDate: '2030-06-01',
      applicants: { Adult: 2, Child: 0, Infant: 0 },
    };
    const { request } = checkSearch(values, today);
    expect(request).toEqual({ ...values });
    expect(valuesOfSearch(request!)).toEqual(values);
    expect(checkSearch({ ...values, visaType: null }, today).request).not.toHaveProperty('visaType');
  });

  it('offers the destinations open to the nationality', () => {
    const destinations: VisaDestination[] = [
      { code: 'AE', name: 'United Arab Emirates', visaTypes: ['Tourist'], nationalities: ['BD', 'IN'] },
      { code: 'GB', name: 'United Kingdom', visaTypes: ['Tourist'], nationalities: ['BD'] },
    ];
    expect(destinationsFor(destinations, 'IN').map((destination) => destination.code)).toEqual(['AE']);
    expect(destinationsFor(destinations, null)).toHaveLength(2);
  });
});
