import { describe, expect, it } from 'vitest';
import { Functionality } from '@portal/contracts';
import { brand, journey, leg, offer } from '../../../test/support/offers';
import { summarizeOffer } from './map-offer';
import { priceVisibilityOf, visibleSummary } from './price-visibility';

const row = summarizeOffer(
  offer('GDS-1', [journey([leg('BG147', 'DAC', 'DXB', '10:00', '14:00')])], [brand(40_000_00)]),
  {
    kind: 'Standard',
    currency: 'BDT',
    sourceName: 'Sabre',
    alliance: null,
    markup: 0,
  },
);

describe('price visibility', () => {
  it('shows an agency owner (no functionality list) everything, without copying the row', () => {
    const visibility = priceVisibilityOf({ role: 'agent', functionalities: [] });
    expect(visibility).toEqual({ showCommission: true, showMarkup: true, showSource: true });
    expect(visibleSummary(row, visibility)).toBe(row);
  });

  it('leaves out agent amount, commission, markup and source for staff without 203, 204, 205', () => {
    const staff = {
      role: 'staff' as const,
      functionalities: [Functionality.Search, Functionality.BookTicket],
    };
    const shown = visibleSummary(row, priceVisibilityOf(staff));
    expect(shown).toMatchObject({ agentAmount: null, commission: null, markup: null, source: null });
    expect(shown.grossAmount).toEqual(row.grossAmount);
    expect(row.source).not.toBeNull();
  });

  it('shows each field by its own functionality', () => {
    const visibility = priceVisibilityOf({
      role: 'staff',
      functionalities: [Functionality.Search, Functionality.ShowSource, Functionality.ShowMarkup],
    });
    const shown = visibleSummary(row, visibility);
    expect(shown.source).toEqual({ code: 'GDS', name: 'Sabre' });
    expect(shown.markup).toEqual({ amount: 0, currency: 'BDT' });
    expect(shown.commission).toBeNull();
  });
});
