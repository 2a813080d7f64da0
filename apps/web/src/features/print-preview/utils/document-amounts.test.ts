import { describe, expect, it } from 'vitest';
import { PrintDocumentType, type FlightOrder } from '@portal/contracts';
import { documentAmounts } from './document-amounts';

const bdt = (amount: number) => ({ amount, currency: 'BDT' });
const extra = (price: number) => ({
  legKey: 'L1',
  seat: null,
  mealCode: null,
  extraBaggageKg: 0,
  ssrCodes: [],
  price: bdt(price),
});
const line = (passengerType: 'ADT' | 'CHD', count: number, gross: number, agent: number) => ({
  passengerType,
  count,
  baseFare: bdt(gross - 1000),
  taxes: bdt(1000),
  taxLines: [],
  grossPerPassenger: bdt(gross),
  agentPerPassenger: bdt(agent),
  totalGross: bdt(gross * count),
  totalAgent: bdt(agent * count),
});

const order = {
  passengers: [
    { paxId: 1, type: 'ADT', extras: [extra(150_000)] },
    { paxId: 2, type: 'ADT', extras: [] },
    { paxId: 3, type: 'CHD', extras: [extra(50_000)] },
  ],
  fareBreakdown: [line('ADT', 2, 5_000_000, 4_800_000), line('CHD', 1, 4_000_000, 3_850_000)],
  totals: {
    fareGross: bdt(14_000_000),
    // The agency's total carries its own rounding, which the document must keep.
    fareAgent: bdt(13_450_050),
    extras: bdt(200_000),
    payable: bdt(13_650_050),
  },
} as unknown as FlightOrder;

describe('documentAmounts', () => {
  it('uses the order’s own totals when every passenger is printed', () => {
    const agent = documentAmounts({
      order,
      typeId: PrintDocumentType.AgentInvoice,
      paxIds: [1, 2, 3],
      markup: 0,
    });
    expect(agent).toMatchObject({ fare: 13_450_050, extras: 200_000, markup: 0, total: 13_650_050 });
    expect(agent.rows.map((row) => row.total)).toEqual([4_950_000, 4_800_000, 3_900_000]);
  });

  it('adds the chosen passengers’ gross fares and extras, and the markup on the customer invoice only', () => {
    const customer = documentAmounts({
      order,
      typeId: PrintDocumentType.CustomerInvoice,
      paxIds: [1, 3],
      markup: 100_000,
    });
    expect(customer).toMatchObject({ fare: 9_000_000, extras: 200_000, markup: 100_000, total: 9_300_000 });
    const ticket = documentAmounts({ order, typeId: PrintDocumentType.Ticket, paxIds: [2], markup: 100_000 });
    expect(ticket).toMatchObject({ fare: 5_000_000, extras: 0, markup: 0, total: 5_000_000 });
  });
});
