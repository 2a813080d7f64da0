import type { SeatInventory } from '@portal/sandbox-supply';
import type { Db } from '../../db/client';
import { loadSeatSales, type PnrRow } from './sandbox-gds.repository';

/** How stale the counts may be when another API process sold the seats (this process's own sales show at once). */
export const inventoryMaxAgeMs = 2_000;
const dayMs = 86_400_000;

export interface DatabaseSeatInventory extends SeatInventory {
  /** Reloads when due; through `db` when the caller is inside a transaction of its own. */
  refresh(db?: Db): Promise<void>;
  /** This process changed seat sales: the next refresh reloads, whatever the age of the counts. */
  changed(): void;
}

const keyOf = (legKey: string, bookingClass: string) => `${legKey}|${bookingClass}`;

/**
 * Seats sold through our PNRs, as search prices them: a snapshot of the sold counts that `sold` reads
 * synchronously, reloaded by `refresh` (awaited before a search prices) when this process sold or released seats
 * since the last load, or when the last load is older than inventoryMaxAgeMs (other processes on PostgreSQL).
 * Flights that have left are not loaded.
 */
export function createSeatInventory(options: { db: Db; clock?: () => number }): DatabaseSeatInventory {
  const clock = options.clock ?? Date.now;
  // By leg, then class: search asks for every class of every leg it prices, and most legs have no sales, so a miss
  // must not build a key string each time.
  let counts = new Map<string, Map<string, number>>();
  let lastStart = -Infinity;
  let lastChange = -Infinity;
  let generation = 0;
  let applied = 0;
  let inFlight: Promise<void> | null = null;

  async function load(db: Db): Promise<void> {
    const mine = ++generation;
    lastStart = clock();
    // Leg keys carry the local departure date; a day's margin covers every time zone.
    const fromDate = new Date(lastStart - dayMs).toISOString().slice(0, 10);
    const rows = await loadSeatSales(db, fromDate);
    // A slower, older load must not overwrite a newer one.
    if (mine < applied) return;
    applied = mine;
    const loaded = new Map<string, Map<string, number>>();
    for (const row of rows) {
      const classes = loaded.get(row.legKey) ?? new Map<string, number>();
      classes.set(row.bookingClass, row.sold);
      loaded.set(row.legKey, classes);
    }
    counts = loaded;
  }

  return {
    sold: (legKey, bookingClass) => counts.get(legKey)?.get(bookingClass) ?? 0,
    changed() {
      lastChange = clock();
    },
    async refresh(db = options.db) {
      const now = clock();
      // After a change of ours, every refresh for a while reloads: the change may have been written in a caller's
      // transaction that commits a little later than it was made.
      const stale =
        now - lastStart >= inventoryMaxAgeMs ||
        now - lastChange < inventoryMaxAgeMs ||
        lastChange >= lastStart;
      if (!stale) {
        // A caller inside its own transaction must not wait for a load outside it: on the embedded database that
        // load waits for the transaction to end.
        if (inFlight && db === options.db) await inFlight;
        return;
      }
      const loading = load(db);
      inFlight = loading;
      try {
        await loading;
      } finally {
        if (inFlight === loading) inFlight = null;
      }
    },
  };
}

/** The inventory as one PNR sees it: its own held seats are not counted as sold (they are its to keep). */
export function withoutOwnSeats(
  inventory: SeatInventory,
  pnr: Pick<PnrRow, 'holdings' | 'seatCount'>,
): SeatInventory {
  const own = new Set(pnr.holdings.map((holding) => keyOf(holding.legKey, holding.bookingClass)));
  return {
    sold: (legKey, bookingClass) =>
      Math.max(
        0,
        inventory.sold(legKey, bookingClass) - (own.has(keyOf(legKey, bookingClass)) ? pnr.seatCount : 0),
      ),
  };
}
