import type { AfterSalesPageKind } from '../../../lib/after-sales-paths';

/** Every after-sales read of one kind sits under this key: its queue pages and its requests. */
export const afterSalesKey = (kind: AfterSalesPageKind) => ['order', 'after-sales', kind] as const;
