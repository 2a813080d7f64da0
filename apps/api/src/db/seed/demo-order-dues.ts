import type { Db } from '../client';
import { createOrderDue } from '../../ledger/create-order-due';

const day = 86_400_000;

/**
 * Partly paid orders of the demo agencies, so the partial-payment page has something to show: one past its due
 * date, one due within the week and one later. Made the way issuing makes them (createOrderDue), so the wallets,
 * dues and sales move through the ledger. Amounts in poisha; due dates are counted from the seeding.
 */
export const DemoOrderDues = [
  {
    tenantId: 'bdfare',
    agencyName: 'Demo Travels Ltd',
    orderReference: 'BDF-2600101',
    totalAmount: 84_500_00,
    paidAmount: 25_350_00,
    dueInDays: -2,
    pnr: 'K7QX2M',
    route: 'DAC-DXB-DAC',
    airline: 'Emirates',
    passengers: ['MR RAHIM UDDIN', 'MRS SALMA UDDIN'],
  },
  {
    tenantId: 'bdfare',
    agencyName: 'Demo Travels Ltd',
    orderReference: 'BDF-2600102',
    totalAmount: 38_200_00,
    paidAmount: 11_460_00,
    dueInDays: 3,
    pnr: 'P4LW8N',
    route: 'DAC-KUL',
    airline: 'Malaysia Airlines',
    passengers: ['MR KAMAL HASAN'],
  },
  {
    tenantId: 'bdfare',
    agencyName: 'Demo Travels Ltd',
    orderReference: 'BDF-2600103',
    totalAmount: 1_26_750_00,
    paidAmount: 38_025_00,
    dueInDays: 18,
    pnr: 'Z9RT5C',
    route: 'DAC-JED-DAC',
    airline: 'Saudia',
    passengers: ['MR ABDUL KARIM', 'MRS NASIMA KARIM', 'MSTR FAHIM KARIM'],
  },
  {
    tenantId: 'skyway',
    agencyName: 'Skyway Demo Agency',
    orderReference: 'SKY-2600201',
    totalAmount: 52_300_00,
    paidAmount: 15_690_00,
    dueInDays: -1,
    pnr: 'H2MB7Q',
    route: 'CGP-DXB',
    airline: 'flydubai',
    passengers: ['MR JAHID HOSSAIN'],
  },
  {
    tenantId: 'skyway',
    agencyName: 'Skyway Demo Agency',
    orderReference: 'SKY-2600202',
    totalAmount: 27_800_00,
    paidAmount: 8_340_00,
    dueInDays: 4,
    pnr: 'T6VN3D',
    route: 'CGP-BKK',
    airline: 'Thai Airways',
    passengers: ['MS RUMANA AKTER'],
  },
] as const;

export async function seedOrderDue(
  tx: Db,
  due: (typeof DemoOrderDues)[number] & { agencyId: string; now: Date },
): Promise<void> {
  await createOrderDue({
    db: tx,
    tenantId: due.tenantId,
    agencyId: due.agencyId,
    orderReference: due.orderReference,
    currency: 'BDT',
    totalAmount: due.totalAmount,
    paidAmount: due.paidAmount,
    dueAt: new Date(due.now.getTime() + due.dueInDays * day),
    pnr: due.pnr,
    route: due.route,
    airline: due.airline,
    passengers: [...due.passengers],
    createdBy: null,
    now: due.now,
  });
}
