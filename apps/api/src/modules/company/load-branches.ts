import type { BranchResponse, LoadBranchQuery, LoadBranchResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { pageWindow } from '../../lib/list-page';
import { branchesPage, findBranch } from './branch.repository';
import { branchNotFound, toBranch } from './branch-shape';
import type { AgencyScope } from './company.repository';

/** loadbranch: one page of the agency's branches by name, with the counts of the status tabs. */
export async function loadBranches(options: {
  db: Db;
  scope: AgencyScope;
  query: LoadBranchQuery;
}): Promise<LoadBranchResponse> {
  const { query } = options;
  const page = await branchesPage(options.db, options.scope, {
    status: query.status,
    search: query.search || undefined,
    ...pageWindow(query),
  });
  return {
    branches: page.rows.map(toBranch),
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
    counts: page.counts,
  };
}

/** viewbranch: one branch of the agency; another agency's answers 404. */
export async function viewBranch(options: {
  db: Db;
  scope: AgencyScope;
  branchId: string;
}): Promise<BranchResponse> {
  const row = await findBranch(options.db, options.scope, options.branchId);
  if (!row) throw branchNotFound();
  return { branch: toBranch(row) };
}
