import { describe, expect, it } from 'vitest';
import { HolidayCatalogueMessage } from '@portal/contracts';
import {
  checkPackageForm,
  emptyDeparture,
  newPackageValues,
  PriceFormatIssue,
  type PackageFormValues,
} from './holiday-package-form';

const filled = (): PackageFormValues => ({
  ...newPackageValues(),
  code: 'dxb-fam-4n',
  title: 'Dubai family break',
  summary: 'Four nights by the Creek with a desert safari.',
  cityCodes: ['DXB'],
  itinerary: [
    { title: 'Arrival', description: 'Transfer to the hotel.' },
    { title: 'City tour', description: 'Old Dubai and the souks.' },
  ],
  inclusions: 'Return flights\n\n  Breakfast daily  \nAirport transfers',
  exclusions: '',
  departures: [
    { ...emptyDeparture('2027-03-10'), adultPrice: '85,000', childPrice: '60000', infantPrice: '9,500.50' },
  ],
});

describe('the package editor', () => {
  it('sends the package with numbered days, one inclusion per line and prices in minor units', () => {
    const checked = checkPackageForm(filled(), null);
    expect(checked.issues).toEqual([]);
    expect(checked.body).toMatchObject({
      code: 'DXB-FAM-4N',
      itinerary: [{ day: 1, title: 'Arrival' }, { day: 2 }],
      inclusions: ['Return flights', 'Breakfast daily', 'Airport transfers'],
      exclusions: [],
      departures: [
        { departsOn: '2027-03-10', adultPrice: 85_000_00, childPrice: 60_000_00, infantPrice: 9_500_50 },
      ],
    });
  });

  it('keeps a departure’s id when updating, so its taken seats stay taken', () => {
    const values = filled();
    values.departures[0] = { ...values.departures[0]!, departureId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' };
    const checked = checkPackageForm(values, '7f0b8b5e-1d1a-4c7e-9d0a-3b1f2a4c5d6e');
    expect(checked.body).toMatchObject({
      packageId: '7f0b8b5e-1d1a-4c7e-9d0a-3b1f2a4c5d6e',
      departures: [{ departureId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' }],
    });
  });

  it('names each wrong field on its path: a price that is no amount, a child dearer than an adult, too many days', () => {
    const values = filled();
    values.nights = 1;
    values.itinerary.push({ title: 'Extra', description: 'One day too many.' });
    values.departures = [
      { ...emptyDeparture('2027-03-10'), adultPrice: 'lots', childPrice: '1', infantPrice: '0' },
      { ...emptyDeparture('2027-04-10'), adultPrice: '50,000', childPrice: '60,000', infantPrice: '0' },
    ];
    const paths = checkPackageForm(values, null).issues;
    expect(paths).toContainEqual({ path: 'departures.0.adultPrice', message: PriceFormatIssue });
    expect(paths).toContainEqual({
      path: 'departures.1.childPrice',
      message: HolidayCatalogueMessage.childOverAdult,
    });
    expect(paths).toContainEqual({ path: 'itinerary', message: HolidayCatalogueMessage.itineraryDays });
  });

  it('puts an issue of a line of a list on the list’s box', () => {
    const values = { ...filled(), cityCodes: ['DXB', 'DUBAI'] };
    expect(checkPackageForm(values, null).issues.map((issue) => issue.path)).toEqual(['cityCodes']);
  });
});
