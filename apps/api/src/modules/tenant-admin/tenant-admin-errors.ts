import { ErrorCode } from '@portal/contracts';
import { AppError } from '../../lib/app-error';

/** The refusals of tenant management, in the words the back office shows. */
export const tenantNotFound = () => new AppError(ErrorCode.NotFound, 404, 'There is no such tenant.');
export const versionNotFound = () =>
  new AppError(ErrorCode.NotFound, 404, 'That version of the tenant does not exist.');
export const tenantIdTaken = (tenantId: string) =>
  new AppError(ErrorCode.TenantIdTaken, 409, `The tenant id ${tenantId} is already in use.`);
export const hostTaken = (host: string) =>
  new AppError(ErrorCode.HostTaken, 409, `The host ${host} already belongs to another tenant.`);
export const hostReserved = (host: string) =>
  new AppError(ErrorCode.HostTaken, 409, `The host ${host} is reserved and cannot be given to this tenant.`);
export const operatorEmailTaken = () =>
  new AppError(ErrorCode.Conflict, 409, 'This email address is already a user of that tenant.');
