import {
  hasFunctionality,
  isOperatorPermission,
  OperatorPermission,
  type RoutePermission,
} from '@portal/contracts';

export interface PermissionSubject {
  role: 'agent' | 'staff' | 'operator';
  /** The agency user's effective functionality codes; empty means all (spec §6). */
  functionalities: readonly number[];
  /** Whether the user is of the main tenant (the provider's), whose operators alone manage tenants. */
  tenantIsMain?: boolean;
}

/** The back-office permissions of an operator: all of them, but tenant management off the main tenant. */
export function operatorPermissionsOf(tenantIsMain: boolean): OperatorPermission[] {
  return Object.values(OperatorPermission).filter(
    (permission) => tenantIsMain || permission !== OperatorPermission.ManageTenants,
  );
}

/**
 * Whether a signed-in user may call a route with this permission decision. 'none' admits every session (its own
 * calls: context, logout); an operator permission admits operators only (who hold the whole back-office set); a
 * functionality, or any one of a list, admits agency users by the spec's rule and never operators; tenant
 * management admits only the main tenant's operators. An undeclared
 * decision admits no one.
 */
export function isPermitted(subject: PermissionSubject, permission: RoutePermission | undefined): boolean {
  if (permission === undefined) return false;
  if (permission === 'none') return true;
  if (isOperatorPermission(permission)) {
    if (subject.role !== 'operator') return false;
    return permission !== OperatorPermission.ManageTenants || subject.tenantIsMain === true;
  }
  if (subject.role === 'operator') return false;
  if (typeof permission !== 'string') {
    return permission.some((one) => hasFunctionality(subject.functionalities, one));
  }
  return hasFunctionality(subject.functionalities, permission);
}
