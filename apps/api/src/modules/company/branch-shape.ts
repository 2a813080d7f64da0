import { BranchErrorCode, BranchMessage, type Branch } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import type { BranchRow } from './branch.repository';

export function toBranch(row: BranchRow): Branch {
  return {
    branchId: row.id,
    name: row.name,
    code: row.code,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    contactName: row.contactName,
    status: row.status,
    activeStaff: row.activeStaff,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const branchNotFound = () => AppError.notFound(BranchMessage.notFound);
export const branchCodeTaken = () => new AppError(BranchErrorCode.CodeTaken, 409, BranchMessage.codeTaken);
