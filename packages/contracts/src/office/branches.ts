import { z } from 'zod';
import { ZCompanyEmail, ZCompanyPhone } from './company';

export const BranchLimit = {
  nameMin: 2,
  nameMax: 100,
  textMax: 200,
  addressMax: 500,
  defaultPageSize: 20,
  maxPageSize: 100,
} as const;

export const BranchStatuses = ['active', 'inactive'] as const;
export const ZBranchStatus = z.enum(BranchStatuses);
export type BranchStatus = z.infer<typeof ZBranchStatus>;

export const BranchMessage = {
  nameLength: `Branch name must be ${BranchLimit.nameMin} to ${BranchLimit.nameMax} characters`,
  codeInvalid: 'Branch code must be 2 to 10 letters or digits',
  contactNameRequired: 'Contact person is required',
  contactNameTooLong: `Contact person must not exceed ${BranchLimit.textMax} characters`,
  addressRequired: 'Address is required',
  addressTooLong: `Address must not exceed ${BranchLimit.addressMax} characters`,
  cityRequired: 'City is required',
  cityTooLong: `City must not exceed ${BranchLimit.textMax} characters`,
  codeTaken: 'Another branch of your agency already uses this code.',
  hasActiveStaff: 'This branch still has active staff. Move them to another branch or suspend them first.',
  notFound: 'Branch not found.',
} as const;

export const BranchErrorCode = {
  CodeTaken: 'BRANCH_CODE_TAKEN',
  HasActiveStaff: 'BRANCH_HAS_ACTIVE_STAFF',
} as const;

const ZInstant = z.iso.datetime({ offset: true });

/** A branch office of the agency (spec "branch": fields not shown in the spec; these are the ones we keep). */
export const ZBranch = z.object({
  branchId: z.uuid(),
  name: z.string(),
  /** Upper-case letters and digits, unique within the agency. */
  code: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  contactName: z.string(),
  status: ZBranchStatus,
  /** Active users placed in the branch. */
  activeStaff: z.number().int().nonnegative(),
  createdAt: ZInstant,
  updatedAt: ZInstant,
});
export type Branch = z.infer<typeof ZBranch>;

const requiredText = (required: string, tooLong: string, max: number) =>
  z.string(required).trim().min(1, required).max(max, tooLong);

/** The fields of the branch form (createbranch, updatebranch); the web form and the API validate alike. */
export const branchFieldShape = {
  name: z
    .string(BranchMessage.nameLength)
    .trim()
    .min(BranchLimit.nameMin, BranchMessage.nameLength)
    .max(BranchLimit.nameMax, BranchMessage.nameLength),
  /** Stored upper-case, so "ctg" and "CTG" are the same code. */
  code: z
    .string(BranchMessage.codeInvalid)
    .trim()
    .regex(/^[A-Za-z0-9]{2,10}$/, BranchMessage.codeInvalid)
    .transform((code) => code.toUpperCase()),
  email: ZCompanyEmail,
  phone: ZCompanyPhone,
  address: requiredText(BranchMessage.addressRequired, BranchMessage.addressTooLong, BranchLimit.addressMax),
  city: requiredText(BranchMessage.cityRequired, BranchMessage.cityTooLong, BranchLimit.textMax),
  contactName: requiredText(
    BranchMessage.contactNameRequired,
    BranchMessage.contactNameTooLong,
    BranchLimit.textMax,
  ),
};

/** POST CompanySettings/createbranch (ManageBranch): a new active branch; a code already used answers 409. */
export const ZCreateBranchRequest = z.strictObject(branchFieldShape);
export type CreateBranchRequest = z.infer<typeof ZCreateBranchRequest>;
export type CreateBranchInput = z.input<typeof ZCreateBranchRequest>;

/**
 * POST CompanySettings/updatebranch (ManageBranch): replaces the fields and the status. Branches are never
 * deleted; deactivating one that still has active staff answers 409 BRANCH_HAS_ACTIVE_STAFF.
 */
export const ZUpdateBranchRequest = z.strictObject({
  branchId: z.uuid(),
  ...branchFieldShape,
  status: ZBranchStatus,
});
export type UpdateBranchRequest = z.infer<typeof ZUpdateBranchRequest>;
export type UpdateBranchInput = z.input<typeof ZUpdateBranchRequest>;

export const ZBranchResponse = z.object({ branch: ZBranch });
export type BranchResponse = z.infer<typeof ZBranchResponse>;

/** GET CompanySettings/viewbranch?branchId=: another agency's branch answers 404. */
export const ZViewBranchQuery = z.strictObject({ branchId: z.uuid() });

/** GET CompanySettings/loadbranch (ShowBranches): one page; `search` matches name, code, city or contact. */
export const ZLoadBranchQuery = z.strictObject({
  status: z.enum([...BranchStatuses, 'all']).default('all'),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(BranchLimit.maxPageSize).default(BranchLimit.defaultPageSize),
});
export type LoadBranchQuery = z.infer<typeof ZLoadBranchQuery>;
export type LoadBranchQueryInput = z.input<typeof ZLoadBranchQuery>;

export const ZLoadBranchResponse = z.object({
  branches: z.array(ZBranch),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Per status tab, over the search (not the page). */
  counts: z.object({
    active: z.number().int().nonnegative(),
    inactive: z.number().int().nonnegative(),
    all: z.number().int().nonnegative(),
  }),
});
export type LoadBranchResponse = z.infer<typeof ZLoadBranchResponse>;
