import type { TravellerListRequest, TravellerPage } from '@portal/contracts';
import type { Db } from '../../db/client';
import { pageWindow } from '../../lib/list-page';
import { listAgencyTravellers } from './traveller.repository';
import { toTraveller } from './traveller-view';

/** Traveller/load: one page of the agency's travellers by surname, searched by name or passport number. */
export async function loadTravellers(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  /** The caller's branch: set, only its users' records are found (null: the head office). */
  branchId: string | null;
  request: TravellerListRequest;
}): Promise<TravellerPage> {
  const { request } = options;
  const { rows, total } = await listAgencyTravellers(
    options.db,
    {
      tenantId: options.tenantId,
      agencyId: options.agencyId,
      branchId: options.branchId,
      term: request.search || undefined,
      expiresFrom: request.expiresFrom,
      expiresTo: request.expiresTo,
    },
    pageWindow(request),
  );
  return { travellers: rows.map(toTraveller), total, page: request.page, pageSize: request.pageSize };
}
