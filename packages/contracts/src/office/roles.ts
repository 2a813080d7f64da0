import { z } from 'zod';
import { Functionality, functionalityName } from '../customer/functionalities';
import { FunctionalityModules, RolePresets } from './module-list';

export const RoleLimit = {
  nameMin: 2,
  nameMax: 50,
} as const;

export const RoleMessage = {
  nameLength: `Role name must be ${RoleLimit.nameMin} to ${RoleLimit.nameMax} characters`,
  nameTaken: 'A role with this name already exists in your agency.',
  functionalitiesRequired: 'Choose at least one permission for the role',
  functionalityUnknown: 'Unknown permission code',
  notFound: 'Role not found.',
} as const;

export const RoleErrorCode = {
  NameTaken: 'ROLE_NAME_TAKEN',
} as const;

/** One of the spec's functionality codes (201–260); any other number is refused. */
export const ZFunctionalityCode = z
  .number()
  .int()
  .refine((code) => functionalityName(code) !== undefined, RoleMessage.functionalityUnknown);

/**
 * A role's fields. The list is never empty: an empty list would mean "everything", which only an owner holds.
 * Codes given twice are kept once, in ascending order.
 */
export const ZRoleFields = z.strictObject({
  name: z
    .string()
    .trim()
    .min(RoleLimit.nameMin, RoleMessage.nameLength)
    .max(RoleLimit.nameMax, RoleMessage.nameLength),
  functionalities: z
    .array(ZFunctionalityCode)
    .min(1, RoleMessage.functionalitiesRequired)
    .max(Object.keys(Functionality).length * 2)
    .transform((codes) => [...new Set(codes)].sort((a, b) => a - b)),
});
export type RoleFields = z.input<typeof ZRoleFields>;

/** POST CompanySettings/createrole (ManageStaff). */
export const ZCreateRoleRequest = ZRoleFields;
export type CreateRoleRequest = z.input<typeof ZCreateRoleRequest>;

/** POST CompanySettings/updaterole (ManageStaff): replaces the name and the whole list. */
export const ZUpdateRoleRequest = ZRoleFields.extend({ roleId: z.uuid() });
export type UpdateRoleRequest = z.input<typeof ZUpdateRoleRequest>;

export const ZRole = z.object({
  roleId: z.uuid(),
  name: z.string(),
  functionalities: z.array(z.number().int()),
  /** How many of the agency's users (any status) hold the role. */
  userCount: z.number().int().nonnegative(),
  updatedAt: z.string(),
});
export type Role = z.infer<typeof ZRole>;

export const ZRoleResponse = z.object({ role: ZRole });
export type RoleResponse = z.infer<typeof ZRoleResponse>;

/** GET CompanySettings/loadroles (ShowStaffs): the agency's roles by name. */
export const ZLoadRolesResponse = z.object({ roles: z.array(ZRole) });
export type LoadRolesResponse = z.infer<typeof ZLoadRolesResponse>;

export const ZRoleOption = z.object({ roleId: z.uuid(), name: z.string() });
export type RoleOption = z.infer<typeof ZRoleOption>;

/** GET CompanySettings/dropdownrole (ShowStaffs). */
export const ZDropdownRoleResponse = z.object({ roles: z.array(ZRoleOption) });
export type DropdownRoleResponse = z.infer<typeof ZDropdownRoleResponse>;

/** GET CompanySettings/GetModuleList (ShowStaffs): what the role editor offers, and the presets to start from. */
export const ZModuleListResponse = z.object({
  modules: z.array(
    z.object({
      module: z.enum(FunctionalityModules.map((entry) => entry.module) as [string, ...string[]]),
      functionalities: z.array(z.object({ code: z.number().int(), name: z.string() })),
    }),
  ),
  presets: z.array(
    z.object({
      preset: z.enum(RolePresets.map((entry) => entry.preset) as [string, ...string[]]),
      name: z.string(),
      functionalities: z.array(z.number().int()),
    }),
  ),
});
export type ModuleListResponse = z.infer<typeof ZModuleListResponse>;
