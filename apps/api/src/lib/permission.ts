import { hasFunctionality, isOperatorPermission, type RoutePermission } from '@portal/contracts';

export interface PermissionSubject {
  role: 'agent' | 'staff' | 'operator';
  /** The agency user's effective functionality codes; empty means all (spec §6). */
  functionalities: readonly number[];
}

/**
 * Whether a signed-in user may call a route with this permission decision. 'none' admits every session (its own
 * calls: context, logout); an operator permission admits operators only (who hold the whole back-office set); a
 * functionality, or any one of a list, admits agency users by the spec's rule and never operators. An undeclared
 * decision admits no one.
 */
export function isPermitted(subject: PermissionSubject, permission: RoutePermission | undefined): boolean {
  if (permission === undefined) return false;
  if (permission === 'none') return true;
  if (isOperatorPermission(permission)) return subject.role === 'operator';
  if (subject.role === 'operator') return false;
  if (typeof permission !== 'string') {
    return permission.some((one) => hasFunctionality(subject.functionalities, one));
  }
  return hasFunctionality(subject.functionalities, permission);
}
