import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { canOpen } from '../../lib/app-access';
import { useUserContext } from '../../lib/session/user-context';
import { PageLoader } from '../layouts/page-loader';

/**
 * A signed-in page the user's functionalities must allow (spec §6, the same table the menus use); anything else
 * goes to /access-denied. `path` names the page when its route has parameters.
 */
export function RequirePermission({ path, children }: { path?: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const context = useUserContext();
  if (!context.data) return context.isError ? null : <PageLoader />;
  if (!canOpen(context.data.functionalities, path ?? pathname))
    return <Navigate to="/access-denied" replace />;
  return children;
}
