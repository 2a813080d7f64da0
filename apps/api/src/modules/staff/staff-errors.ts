import { RoleErrorCode, RoleMessage, StaffErrorCode, StaffMessage } from '@portal/contracts';
import { AppError } from '../../lib/app-error';

export const staffNotFound = () => AppError.notFound(StaffMessage.staffNotFound);
export const roleNotFound = () => AppError.notFound(RoleMessage.notFound);
export const roleNameTaken = () => new AppError(RoleErrorCode.NameTaken, 409, RoleMessage.nameTaken);
export const emailTaken = () => new AppError(StaffErrorCode.EmailTaken, 409, StaffMessage.emailTaken);
export const invitationPending = () =>
  new AppError(StaffErrorCode.InvitationPending, 409, StaffMessage.invitationPending);
/** A role or branch that is not the agency's (or not active) in a staff form: a fix the user can make, so 422. */
export const unknownRole = () => new AppError(StaffErrorCode.RoleNotFound, 422, StaffMessage.roleNotFound);
export const unknownBranch = () =>
  new AppError(StaffErrorCode.BranchNotFound, 422, StaffMessage.branchNotFound);
export const notInvited = () => new AppError(StaffErrorCode.NotInvited, 409, StaffMessage.notInvited);
export const selfSuspend = () => new AppError(StaffErrorCode.SelfSuspend, 422, StaffMessage.selfSuspend);
export const lastManager = () => new AppError(StaffErrorCode.LastManager, 422, StaffMessage.lastManager);
export const stillInvited = () => new AppError(StaffErrorCode.StillInvited, 409, StaffMessage.stillInvited);
