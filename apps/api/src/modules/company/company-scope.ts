import { hasFunctionality, type FunctionalityName } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import type { AgencyScope } from './company.repository';

/** The caller's agency as the scope of a company call; an operator has none, so its id is unknown here (404). */
export function agencyScopeOf(user: { tenantId: string; agencyId: string | null }): AgencyScope {
  if (!user.agencyId) throw AppError.notFound();
  return { tenantId: user.tenantId, agencyId: user.agencyId };
}

/** Whether the caller holds a functionality (the page shows read-only forms without it). */
export function holds(user: { functionalities: readonly number[] }, name: FunctionalityName): boolean {
  return hasFunctionality(user.functionalities, name);
}
