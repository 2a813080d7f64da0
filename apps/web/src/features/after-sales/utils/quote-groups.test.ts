import { describe, expect, it } from 'vitest';
import type { QuoteLine } from '@portal/contracts';
import { quoteGroups } from './quote-groups';

const line = (kind: QuoteLine['kind'], paxId: number | null, amount: number): QuoteLine => ({
  kind,
  label: kind,
  paxId,
  amount: { amount, currency: 'BDT' },
});

const passengers = [
  {
    paxId: 2,
    name: 'Mrs Nadia Rahman',
    type: 'ADT' as const,
    ticketNumber: '1',
    ticketStatus: 'Issued' as const,
  },
  {
    paxId: 1,
    name: 'Mr Karim Rahman',
    type: 'ADT' as const,
    ticketNumber: '2',
    ticketStatus: 'Issued' as const,
  },
];

describe('quoteGroups', () => {
  it('groups the lines by passenger in the request’s order, with each one’s subtotal, whole-request lines last', () => {
    const groups = quoteGroups(
      [
        line('BaseFare', 1, 10_000_00),
        line('ServiceFee', null, -100_00),
        line('BaseFare', 2, 12_000_00),
        line('ServiceFee', 1, -300_00),
      ],
      passengers,
    );
    expect(groups.map((group) => [group.paxId, group.name, group.subtotal])).toEqual([
      [2, 'Mrs Nadia Rahman', 12_000_00],
      [1, 'Mr Karim Rahman', 9_700_00],
      [null, null, -100_00],
    ]);
    expect(groups[1]?.lines.map((one) => one.kind)).toEqual(['BaseFare', 'ServiceFee']);
  });

  it('has no groups for no lines', () => {
    expect(quoteGroups([], passengers)).toEqual([]);
  });
});
