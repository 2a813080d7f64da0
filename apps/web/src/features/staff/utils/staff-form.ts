import { z } from 'zod';
import {
  ZCreateStaffRequest,
  ZUpdateStaffRequest,
  type CreateStaffRequest,
  type StaffMember,
  type UpdateStaffRequest,
} from '@portal/contracts';

/** The staff form's boxes, all text: '' for a role means owner (edit only), '' for a branch means head office. */
export interface StaffFormValues {
  firstName: string;
  lastName: string;
  email: string;
  e164Code: string;
  phoneNumber: string;
  designation: string;
  roleId: string;
  branchId: string;
}

export const emptyStaffForm = (e164Code: string): StaffFormValues => ({
  firstName: '',
  lastName: '',
  email: '',
  e164Code,
  phoneNumber: '',
  designation: '',
  roleId: '',
  branchId: '',
});

export function staffFormOf(member: StaffMember, defaultCode: string): StaffFormValues {
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    e164Code: member.e164Code ?? defaultCode,
    phoneNumber: member.phoneNumber ?? '',
    designation: member.designation ?? '',
    roleId: member.role?.roleId ?? '',
    branchId: member.branch?.branchId ?? '',
  };
}

/** The boxes as the contracts' request shape: empty choices become null, a country code without a number is dropped. */
function requestShape(values: StaffFormValues) {
  const phoneNumber = values.phoneNumber.trim();
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    e164Code: phoneNumber ? values.e164Code.trim() || null : null,
    phoneNumber: phoneNumber || null,
    designation: values.designation,
    roleId: values.roleId || null,
    branchId: values.branchId || null,
  };
}

/** Invite: the contracts' rules and messages (a staff member always gets a role). */
export const inviteFormSchema = z.preprocess((values) => {
  const form = values as StaffFormValues;
  return { ...requestShape(form), email: form.email, roleId: form.roleId || undefined };
}, ZCreateStaffRequest) as unknown as z.ZodType<CreateStaffRequest, StaffFormValues>;

/** Edit: the same rules for one person (`staffId`); no role makes an owner. */
export const editFormSchema = (staffId: string) =>
  z.preprocess(
    (values) => ({ staffId, ...requestShape(values as StaffFormValues) }),
    ZUpdateStaffRequest,
  ) as unknown as z.ZodType<UpdateStaffRequest, StaffFormValues>;
