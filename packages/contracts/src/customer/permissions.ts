import type { FunctionalityName } from './functionalities';

/**
 * The back office's own permission set. Operators are the tenant's staff, not an agency's: they hold these and no
 * agency functionality, and agency users never hold these. Every operator holds all of them until operator roles
 * exist, but ManageTenants, which only the main tenant's operators hold.
 */
export const OperatorPermission = {
  ReviewRegistrations: 'operator:ReviewRegistrations',
  ManageUserSessions: 'operator:ManageUserSessions',
  ManageNotifications: 'operator:ManageNotifications',
  ManageWallets: 'operator:ManageWallets',
  AuditLedger: 'operator:AuditLedger',
  ReviewDeposits: 'operator:ReviewDeposits',
  ResolveOrders: 'operator:ResolveOrders',
  ApprovePartialPayments: 'operator:ApprovePartialPayments',
  ResolveAfterSales: 'operator:ResolveAfterSales',
  /** Confirm or refuse hotel bookings the supplier has not yet confirmed. */
  ResolveHotelBookings: 'operator:ResolveHotelBookings',
  /** Write, publish and unpublish the tenant's tour packages. */
  ManageHolidayCatalogue: 'operator:ManageHolidayCatalogue',
  /** Quote, refuse and answer agencies' holiday enquiries. */
  ResolveHolidayRequests: 'operator:ResolveHolidayRequests',
  /** Keep the tenant's visa products: fees, checklists, publishing. */
  ManageVisaCatalogue: 'operator:ManageVisaCatalogue',
  /** Process agencies' visa applications: corrections, submission, approval or rejection. */
  ProcessVisaApplications: 'operator:ProcessVisaApplications',
  /** Review agencies' KYC documents: approve, reject with a remark, answer the agency. */
  ReviewAgencyDocuments: 'operator:ReviewAgencyDocuments',
  /** Keep the tenant's special-fare blocks (Xclusive, Umrah, group seats), release reservations, export manifests. */
  ManageGroupFares: 'operator:ManageGroupFares',
  /** Create white-label tenants and brand, publish and roll them back: the main tenant's operators only. */
  ManageTenants: 'operator:ManageTenants',
} as const;
export type OperatorPermission = (typeof OperatorPermission)[keyof typeof OperatorPermission];

const operatorPermissions = new Set<string>(Object.values(OperatorPermission));

export function isOperatorPermission(value: unknown): value is OperatorPermission {
  return typeof value === 'string' && operatorPermissions.has(value);
}

/**
 * What a route demands of its caller, declared on every route: 'none' (any signed-in user, for the session's own
 * calls), an agency functionality (agency users whose list allows it; operators never), a list of functionalities
 * (agency users allowed any one of them, e.g. ViewTraveller or ManageTravellers), or an operator permission
 * (operators only).
 */
export type RoutePermission =
  FunctionalityName | readonly [FunctionalityName, ...FunctionalityName[]] | OperatorPermission | 'none';
