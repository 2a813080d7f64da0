import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { OperatorPermission } from '@portal/contracts';
import { useUserContext } from '../../lib/session/user-context';
import { PageLoader } from '../layouts/page-loader';

/**
 * A back-office page only some operators may open (tenant management: the main tenant's operators). Others see
 * the back office's access-denied page; the API refuses them as well.
 */
export function RequireOperatorPermission({
  permission,
  children,
}: {
  permission: OperatorPermission;
  children: ReactNode;
}) {
  const context = useUserContext();
  if (!context.data) return context.isError ? null : <PageLoader />;
  if (!context.data.operatorPermissions.includes(permission))
    return <Navigate to="/backoffice/access-denied" replace />;
  return children;
}
