import { describe, expect, it } from 'vitest';
import { ValidationMessage } from '../identity/messages';
import { ZAcceptInvitationRequest } from './invitation';
import { ZUpdatePasswordRequest } from './profile';
import { RoleMessage, ZRoleFields } from './roles';
import { StaffMessage, ZCreateStaffRequest, ZLoadStaffQuery } from './staff';

const roleId = '7f1d2b8e-3c4a-4b5d-8e6f-1a2b3c4d5e6f';
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the staff form', () => {
  it('lower-cases the email and stores blank optional fields as null', () => {
    const parsed = ZCreateStaffRequest.parse({
      firstName: 'Nadia',
      lastName: 'Islam',
      email: 'Nadia@Office.TEST',
      roleId,
      branchId: null,
      phoneNumber: '',
      designation: '',
    });
    expect(parsed).toMatchObject({
      email: 'nadia@office.test',
      e164Code: null,
      phoneNumber: null,
      designation: null,
    });
  });

  it('asks for the country code of a phone number and refuses unknown fields', () => {
    const base = { firstName: 'N', lastName: 'I', email: 'n@o.test', roleId, branchId: null };
    expect(messages(ZCreateStaffRequest.safeParse({ ...base, phoneNumber: '1711-223344' }))).toEqual([
      StaffMessage.phoneCodeRequired,
    ]);
    expect(ZCreateStaffRequest.safeParse({ ...base, password: 'x' }).success).toBe(false);
  });

  it('reads the list filters from the address, head office included', () => {
    expect(ZLoadStaffQuery.parse({ page: '2', branchId: 'headOffice', status: 'suspended' })).toEqual({
      page: 2,
      pageSize: 20,
      branchId: 'headOffice',
      status: 'suspended',
    });
    expect(ZLoadStaffQuery.safeParse({ status: 'disabled' }).success).toBe(false);
  });
});

describe('the role form', () => {
  it('keeps each known code once, in order, and refuses an empty or unknown list', () => {
    expect(ZRoleFields.parse({ name: ' Accounts ', functionalities: [233, 201, 233] })).toEqual({
      name: 'Accounts',
      functionalities: [201, 233],
    });
    expect(messages(ZRoleFields.safeParse({ name: 'Desk', functionalities: [] }))).toEqual([
      RoleMessage.functionalitiesRequired,
    ]);
    expect(messages(ZRoleFields.safeParse({ name: 'Desk', functionalities: [261] }))).toEqual([
      RoleMessage.functionalityUnknown,
    ]);
  });
});

describe('new passwords', () => {
  it('follow the spec’s rules and messages when accepting an invitation and changing one’s own', () => {
    const token = 'a'.repeat(43);
    expect(
      messages(
        ZAcceptInvitationRequest.safeParse({ token, password: 'Strong@1', confirmPassword: 'Strong@2' }),
      ),
    ).toEqual([ValidationMessage.passwordMismatch]);
    expect(
      messages(
        ZUpdatePasswordRequest.safeParse({
          currentPassword: 'x',
          password: 'alllower1',
          confirmPassword: 'alllower1',
        }),
      ),
    ).toEqual([ValidationMessage.newPasswordWeak]);
  });
});
