import { z } from 'zod';
import { TextLimit } from '../common/strings';
import { EmailPattern } from '../identity/email-pattern';
import { ValidationMessage } from '../identity/messages';
import { ZE164Code, ZPhoneNumber } from '../identity/phone';
import { ZRoleOption } from './roles';

export const StaffLimit = {
  nameMax: 100,
  designationMax: 100,
  searchMax: 100,
  defaultPageSize: 20,
  maxPageSize: 100,
  /** How long a mailed invitation link works. */
  invitationValidHours: 72,
} as const;

/** A user's standing as the staff list shows it; "suspended" is stored as the user status "disabled". */
export const StaffStatuses = ['invited', 'active', 'suspended'] as const;
export const ZStaffStatus = z.enum(StaffStatuses);
export type StaffStatus = z.infer<typeof ZStaffStatus>;

export const StaffMessage = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: `Names must not exceed ${StaffLimit.nameMax} characters`,
  designationTooLong: `Designation must not exceed ${StaffLimit.designationMax} characters`,
  phoneCodeRequired: 'Choose the country code of the phone number',
  emailTaken: 'A user with this email already exists.',
  invitationPending: 'This person has already been invited. Resend the invitation instead.',
  roleNotFound: 'Choose one of your agency’s roles',
  branchNotFound: 'Choose one of your agency’s active branches',
  staffNotFound: 'Staff member not found.',
  notInvited: 'This user has already accepted the invitation.',
  stillInvited: 'This person has not accepted the invitation yet. Resend or leave the invitation instead.',
  selfSuspend: 'You cannot suspend yourself.',
  lastManager:
    'This change would leave your agency with no active user who can manage staff. Give another active user the Manage staff permission first.',
  sessionEndedBySuspension:
    'Your account has been suspended by your agency. Please contact your administrator.',
} as const;

export const StaffErrorCode = {
  EmailTaken: 'STAFF_EMAIL_TAKEN',
  InvitationPending: 'STAFF_INVITATION_PENDING',
  RoleNotFound: 'STAFF_ROLE_NOT_FOUND',
  BranchNotFound: 'STAFF_BRANCH_NOT_FOUND',
  NotInvited: 'STAFF_NOT_INVITED',
  StillInvited: 'STAFF_STILL_INVITED',
  SelfSuspend: 'STAFF_SELF_SUSPEND',
  LastManager: 'STAFF_LAST_MANAGER',
} as const;

const ZPersonName = (required: string) =>
  z.string(required).trim().min(1, required).max(StaffLimit.nameMax, StaffMessage.nameTooLong);

/** An optional text: absent, null and blank all mean "none" and are stored as null. */
const optionalText = (schema: z.ZodType<string>) =>
  z
    .union([z.literal(''), schema])
    .nullish()
    .transform((value) => (value ? value : null));

export const ZStaffEmail = z
  .string(ValidationMessage.emailRequired)
  .trim()
  .toLowerCase()
  .min(1, ValidationMessage.emailRequired)
  .max(TextLimit.email, ValidationMessage.emailInvalid)
  .regex(EmailPattern, ValidationMessage.emailInvalid);

/** Name, phone and designation: what a person's own profile and the staff form share. */
export const staffPersonShape = {
  firstName: ZPersonName(StaffMessage.firstNameRequired),
  lastName: ZPersonName(StaffMessage.lastNameRequired),
  e164Code: optionalText(ZE164Code),
  phoneNumber: optionalText(z.string().trim().pipe(ZPhoneNumber)),
  designation: optionalText(
    z.string().trim().max(StaffLimit.designationMax, StaffMessage.designationTooLong),
  ),
};

const phoneHasCode = (values: { e164Code: string | null; phoneNumber: string | null }) =>
  !values.phoneNumber || values.e164Code !== null;
const phoneCodeIssue = { message: StaffMessage.phoneCodeRequired, path: ['e164Code'] };

/** Where the person works: a role (null makes an owner, who holds every permission) and a branch (null: head office). */
const placementShape = {
  roleId: z.uuid().nullable(),
  branchId: z.uuid().nullable(),
};

/**
 * POST CompanySettings/createstaff (ManageStaff): invites a person. The user is created "invited" and gets a mailed
 * single-use link to set a password. A staff member always gets a role.
 */
export const ZCreateStaffRequest = z
  .strictObject({
    ...staffPersonShape,
    email: ZStaffEmail,
    roleId: z.uuid(StaffMessage.roleNotFound),
    branchId: placementShape.branchId,
  })
  .refine(phoneHasCode, phoneCodeIssue);
export type CreateStaffRequest = z.input<typeof ZCreateStaffRequest>;

/** POST CompanySettings/updatestaff (ManageStaff). roleId null makes the user an owner; a role makes them staff. */
export const ZUpdateStaffRequest = z
  .strictObject({ staffId: z.uuid(), ...staffPersonShape, ...placementShape })
  .refine(phoneHasCode, phoneCodeIssue);
export type UpdateStaffRequest = z.input<typeof ZUpdateStaffRequest>;

/** POST CompanySettings/setstaffstatus (ManageStaff): suspending ends every session of the user at once. */
export const ZSetStaffStatusRequest = z.strictObject({
  staffId: z.uuid(),
  status: z.enum(['active', 'suspended']),
});
export type SetStaffStatusRequest = z.input<typeof ZSetStaffStatusRequest>;

/** POST CompanySettings/resendinvitation (ManageStaff): a new link; the older ones stop working. */
export const ZResendInvitationRequest = z.strictObject({ staffId: z.uuid() });
export type ResendInvitationRequest = z.input<typeof ZResendInvitationRequest>;

export const ZBranchOption = z.object({ branchId: z.uuid(), name: z.string(), code: z.string() });
export type BranchOption = z.infer<typeof ZBranchOption>;

/** A user of the agency as the staff list and view show it. */
export const ZStaffMember = z.object({
  staffId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  e164Code: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  designation: z.string().nullable(),
  /** An owner holds every permission and has no role. */
  isOwner: z.boolean(),
  role: ZRoleOption.nullable(),
  /** Null: head office, which sees the whole agency. */
  branch: ZBranchOption.nullable(),
  status: ZStaffStatus,
  /** ISO instants. */
  lastSignInAt: z.string().nullable(),
  invitationExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof ZStaffMember>;

export const ZStaffResponse = z.object({ staff: ZStaffMember });
export type StaffResponse = z.infer<typeof ZStaffResponse>;

/** GET CompanySettings/viewstaff?staffId (ShowStaffs): another agency's or tenant's id answers 404. */
export const ZViewStaffQuery = z.strictObject({ staffId: z.uuid() });
export const ZStaffView = ZStaffMember;
export type StaffView = StaffMember;

/** The branch filter: a branch id, or "headOffice" for users in no branch. */
export const HeadOfficeFilter = 'headOffice';

/** GET CompanySettings/loadstaff (ShowStaffs): owners and staff; search matches name or email (contains). */
export const ZLoadStaffQuery = z.strictObject({
  search: z.string().trim().max(StaffLimit.searchMax).optional(),
  roleId: z.uuid().optional(),
  branchId: z.union([z.uuid(), z.literal(HeadOfficeFilter)]).optional(),
  status: ZStaffStatus.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(StaffLimit.maxPageSize).default(StaffLimit.defaultPageSize),
});
export type LoadStaffQuery = z.input<typeof ZLoadStaffQuery>;

export const ZStaffPage = z.object({
  staff: z.array(ZStaffMember),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StaffPage = z.infer<typeof ZStaffPage>;

/** GET CompanySettings/dropdownbranch (ShowStaffs): the agency's active branches by name. */
export const ZDropdownBranchResponse = z.object({ branches: z.array(ZBranchOption) });
export type DropdownBranchResponse = z.infer<typeof ZDropdownBranchResponse>;

/** GET CompanySettings/GetStaffLookups (ShowStaffs): the staff page's filter and form choices in one call. */
export const ZStaffLookupsResponse = z.object({
  roles: z.array(ZRoleOption),
  branches: z.array(ZBranchOption),
  statuses: z.array(ZStaffStatus),
});
export type StaffLookupsResponse = z.infer<typeof ZStaffLookupsResponse>;
