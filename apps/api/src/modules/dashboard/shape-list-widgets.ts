import type { DashboardProduct, DashboardWidgets } from '@portal/contracts';

type Widget<K extends keyof DashboardWidgets> = NonNullable<DashboardWidgets[K]>;

/** Flight arrivals and hotel cities counted together under their code, most booked first. */
export function toDestinations(
  rows: {
    flights: { code: string; count: number }[];
    hotels: { code: string; name: string | null; count: number }[];
  },
  limit: number,
): Widget<'topDestinations'> {
  const merged = new Map<string, { code: string; name: string | null; bookings: number }>();
  const all = [...rows.hotels, ...rows.flights.map((row) => ({ ...row, name: null }))];
  for (const row of all) {
    if (!row.code) continue;
    const known = merged.get(row.code);
    const { name } = row;
    merged.set(row.code, {
      code: row.code,
      name: known?.name ?? name,
      bookings: (known?.bookings ?? 0) + row.count,
    });
  }
  const items = [...merged.values()].sort((a, b) => b.bookings - a.bookings || a.code.localeCompare(b.code));
  return { items: items.slice(0, limit) };
}

interface SummaryRow {
  currency: string | null;
  count: number;
  confirmed: number;
  amount: string;
}

/** Per product: bookings of the period, how many went through, and their cost per currency. */
export function toBookingSummary(rows: {
  flights: SummaryRow[];
  hotels: SummaryRow[];
  requests: (SummaryRow & { kind: string })[];
}): Widget<'bookingSummary'> {
  const of = (product: DashboardProduct, list: SummaryRow[]) => ({
    product,
    count: list.reduce((sum, row) => sum + row.count, 0),
    confirmed: list.reduce((sum, row) => sum + row.confirmed, 0),
    amounts: list
      .filter((row) => row.currency !== null && Number(row.amount) !== 0)
      .map((row) => ({ currency: row.currency as string, amount: Number(row.amount) })),
  });
  return {
    products: [
      of('flight', rows.flights),
      of('hotel', rows.hotels),
      of(
        'holiday',
        rows.requests.filter((row) => row.kind === 'Holiday'),
      ),
      of(
        'visa',
        rows.requests.filter((row) => row.kind === 'Visa'),
      ),
    ],
  };
}

/** Each wallet with the credit still unused and what can be spent. */
export function toWallets(
  rows: { currency: string; posted: number; creditLimit: number }[],
): Widget<'remainingBalance'>['wallets'] {
  return rows.map((row) => ({
    currency: row.currency,
    balance: row.posted,
    creditLimit: row.creditLimit,
    creditLeft: Math.max(0, row.creditLimit + Math.min(0, row.posted)),
    available: row.posted + row.creditLimit,
  }));
}
