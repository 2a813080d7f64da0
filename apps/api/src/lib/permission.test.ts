import { describe, expect, it } from 'vitest';
import { Functionality, OperatorPermission } from '@portal/contracts';
import { isPermitted } from './permission';

const owner = { role: 'agent', functionalities: [] } as const;
const staff = { role: 'staff', functionalities: [Functionality.Search, Functionality.ShowBookings] } as const;
const operator = { role: 'operator', functionalities: [] } as const;

describe('isPermitted', () => {
  it('admits every session on routes without a permission', () => {
    for (const subject of [owner, staff, operator]) expect(isPermitted(subject, 'none')).toBe(true);
  });

  it('gives an owner with an empty list every functionality', () => {
    expect(isPermitted(owner, 'CompanySettings')).toBe(true);
  });

  it('gives staff only the functionalities of their role', () => {
    expect(isPermitted(staff, 'ShowBookings')).toBe(true);
    expect(isPermitted(staff, 'CompanySettings')).toBe(false);
  });

  it('keeps operators out of agency routes and agency users out of operator routes', () => {
    expect(isPermitted(operator, 'ShowBookings')).toBe(false);
    expect(isPermitted(operator, OperatorPermission.ReviewRegistrations)).toBe(true);
    expect(isPermitted(owner, OperatorPermission.ReviewRegistrations)).toBe(false);
    expect(isPermitted(staff, OperatorPermission.ManageUserSessions)).toBe(false);
  });

  it('admits no one on a route that declared nothing', () => {
    expect(isPermitted(owner, undefined)).toBe(false);
  });
});
