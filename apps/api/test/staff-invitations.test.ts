import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanySettingsPaths,
  IdentityPaths,
  InvalidCredentialsMessage,
  InvitationErrorCode,
  InvitationPaths,
  StaffErrorCode,
  ValidationMessage,
  type AuditLogPage,
  type ErrorBody,
  type InvitationView,
  type StaffResponse,
} from '@portal/contracts';
import { staffInvitations, users } from '../src/db/schema';
import {
  branchOf,
  caller,
  invitationTokenTo,
  isolatedAgency,
  memberWith,
  nextOfficeAddress,
  roleWith,
  signIn,
} from './support/office';
import { hosts } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

// The business clock, moved forward to let links expire.
let clockOffsetMs = 0;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + clockOffsetMs) });
}, 240_000);
afterAll(async () => {
  await t.close();
});

const P = CompanySettingsPaths;
let counter = 0;
const inviteeEmail = () => {
  counter += 1;
  return `invitee-${counter}-${Date.now()}@office.test`;
};

const publicCall = {
  view: (token: string, host: string = hosts.main) =>
    t.app.inject({
      method: 'GET',
      url: `${InvitationPaths.view}?token=${encodeURIComponent(token)}`,
      headers: { host },
      remoteAddress: nextOfficeAddress(),
    }),
  accept: (payload: object, host: string = hosts.main) =>
    t.app.inject({
      method: 'POST',
      url: InvitationPaths.accept,
      headers: { host },
      payload,
      remoteAddress: nextOfficeAddress(),
    }),
};

async function invite(ownerToken: string, roleId: string, overrides: Record<string, unknown> = {}) {
  const email = inviteeEmail();
  const response = await caller(t.app, ownerToken).post(P.createStaff, {
    firstName: 'Nadia',
    lastName: 'Islam',
    email,
    roleId,
    branchId: null,
    ...overrides,
  });
  return { email, response };
}

describe('inviting a person', () => {
  it('creates an invited user, mails a single-use link on the agency’s host, and refuses their login', async () => {
    const office = await isolatedAgency(t.app, t.db);
    const role = await roleWith(t.db, office.scope, ['Search']);
    const branch = await branchOf(t.db, office.scope, 'RAJ');
    const { response } = await invite(office.ownerToken, role.id, {
      email: 'Nadia.Islam@Office.test',
      e164Code: '+880',
      phoneNumber: '1711-556677',
      designation: 'Ticketing',
      branchId: branch.id,
    });
    expect(response.statusCode).toBe(201);
    const { staff } = response.json<StaffResponse>();
    expect(staff).toMatchObject({
      email: 'nadia.islam@office.test',
      status: 'invited',
      role: { roleId: role.id },
      branch: { code: 'RAJ' },
      lastSignInAt: null,
      invitationExpiresAt: expect.any(String),
    });
    const hours = (Date.parse(staff.invitationExpiresAt ?? '') - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const mail = await invitationTokenTo(t.db, 'nadia.islam@office.test');
    expect(mail.body).toContain(`http://${hosts.main}/accept-invitation?token=`);
    expect(mail.body).toContain(office.agency.name);
    const [stored] = await t.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.userId, staff.staffId));
    expect(stored?.tokenHash).not.toContain(mail.token);

    const login = await t.app.inject({
      method: 'POST',
      url: IdentityPaths.authenticate,
      headers: { host: hosts.main, 'x-device-id': 'api-test-device-0001' },
      remoteAddress: nextOfficeAddress(),
      payload: { username: 'nadia.islam@office.test', password: 'Anything1' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.body).toContain(InvalidCredentialsMessage);

    const log = (
      await caller(t.app, office.ownerToken).get(`${P.loadAuditLog}?targetType=staff`)
    ).json<AuditLogPage>();
    expect(log.events[0]).toMatchObject({ action: 'staff.invited', targetId: staff.staffId });
  });

  it('answers 409 for an address already invited or already in use, and 422 for a foreign role or branch', async () => {
    const office = await isolatedAgency(t.app, t.db);
    const other = await isolatedAgency(t.app, t.db);
    const role = await roleWith(t.db, office.scope, ['Search']);
    const { email } = await invite(office.ownerToken, role.id);
    const again = await invite(office.ownerToken, role.id, { email });
    expect(again.response.statusCode).toBe(409);
    expect(again.response.json<ErrorBody>().error.code).toBe(StaffErrorCode.InvitationPending);
    const taken = await invite(office.ownerToken, role.id, { email: 'agent@demo.test' });
    expect(taken.response.statusCode).toBe(409);
    expect(taken.response.json<ErrorBody>().error.code).toBe(StaffErrorCode.EmailTaken);
    // Another agency inviting the same pending address meets a taken address, not its invitation.
    const elsewhere = await invite(other.ownerToken, (await roleWith(t.db, other.scope, ['Search'])).id, {
      email,
    });
    expect(elsewhere.response.json<ErrorBody>().error.code).toBe(StaffErrorCode.EmailTaken);

    const foreignRole = await roleWith(t.db, other.scope, ['Search']);
    const badRole = await invite(office.ownerToken, foreignRole.id);
    expect(badRole.response.statusCode).toBe(422);
    const foreignBranch = await branchOf(t.db, other.scope, 'BAR');
    const badBranch = await invite(office.ownerToken, role.id, { branchId: foreignBranch.id });
    expect(badBranch.response.statusCode).toBe(422);
    const [nobody] = await t.db.select().from(users).where(eq(users.email, badBranch.email));
    expect(nobody).toBeUndefined();
    expect((await invite(office.ownerToken, role.id, { email: 'not-an-email' })).response.statusCode).toBe(
      400,
    );
    const reader = await memberWith(t.app, t.db, office.scope, ['ShowStaffs']);
    expect((await invite(reader.token, role.id)).response.statusCode).toBe(403);
  });
});

describe('the invitee’s link', () => {
  it('shows who is invited where, sets the password once, and the invitee then signs in normally', async () => {
    const office = await isolatedAgency(t.app, t.db);
    const role = await roleWith(t.db, office.scope, ['Search']);
    const { email } = await invite(office.ownerToken, role.id);
    const { token } = await invitationTokenTo(t.db, email);

    const view = await publicCall.view(token);
    expect(view.statusCode).toBe(200);
    expect(view.json<InvitationView>()).toMatchObject({
      firstName: 'Nadia',
      lastName: 'Islam',
      email,
      agencyName: office.agency.name,
    });
    expect((await publicCall.view(`${token}x`)).statusCode).toBe(404);
    // A link belongs to its tenant: another brand's host does not know it.
    expect((await publicCall.view(token, hosts.skyway)).statusCode).toBe(404);

    const weak = await publicCall.accept({ token, password: 'weakpass', confirmPassword: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain(ValidationMessage.newPasswordWeak);
    const mismatch = await publicCall.accept({
      token,
      password: 'Strong@123',
      confirmPassword: 'Strong@124',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain(ValidationMessage.passwordMismatch);

    const accepted = await publicCall.accept({
      token,
      password: 'Strong@123',
      confirmPassword: 'Strong@123',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ accepted: true, email });
    const signedIn = await signIn(t.app, email, 'Strong@123');
    expect(signedIn).toEqual(expect.any(String));

    const replay = await publicCall.accept({ token, password: 'Other@1234', confirmPassword: 'Other@1234' });
    expect(replay.statusCode).toBe(410);
    expect(replay.json<ErrorBody>().error.code).toBe(InvitationErrorCode.Used);
    expect((await publicCall.view(token)).statusCode).toBe(410);
    const staffView = await caller(t.app, office.ownerToken).get(
      `${P.viewStaff}?staffId=${(await t.db.select().from(users).where(eq(users.email, email)))[0]?.id}`,
    );
    expect(staffView.json<StaffResponse['staff']>()).toMatchObject({
      status: 'active',
      invitationExpiresAt: null,
    });
    const actions = (await caller(t.app, office.ownerToken).get(P.loadAuditLog)).json<AuditLogPage>().events;
    expect(actions[0]).toMatchObject({ action: 'staff.invitationAccepted', actorName: 'Nadia Islam' });
  });

  it('accepts a link clicked twice at once only once', async () => {
    const office = await isolatedAgency(t.app, t.db);
    const role = await roleWith(t.db, office.scope, ['Search']);
    const { email } = await invite(office.ownerToken, role.id);
    const { token } = await invitationTokenTo(t.db, email);
    const statuses = (
      await Promise.all(
        [1, 2, 3].map((n) =>
          publicCall.accept({ token, password: `Strong@12${n}`, confirmPassword: `Strong@12${n}` }),
        ),
      )
    ).map((response) => response.statusCode);
    expect(statuses.sort()).toEqual([200, 410, 410]);
  });

  it('expires after 72 hours, and a resent link replaces the older one', async () => {
    const office = await isolatedAgency(t.app, t.db);
    const role = await roleWith(t.db, office.scope, ['Search']);
    const { email, response } = await invite(office.ownerToken, role.id);
    const staffId = response.json<StaffResponse>().staff.staffId;
    const first = (await invitationTokenTo(t.db, email)).token;

    clockOffsetMs = 72 * 3_600_000 + 60_000;
    try {
      const expired = await publicCall.view(first);
      expect(expired.statusCode).toBe(410);
      expect(expired.json<ErrorBody>().error.code).toBe(InvitationErrorCode.Expired);
      const resent = await caller(t.app, office.ownerToken).post(P.resendInvitation, { staffId });
      expect(resent.statusCode).toBe(200);
      const second = (await invitationTokenTo(t.db, email)).token;
      expect(second).not.toBe(first);
      expect((await publicCall.view(second)).statusCode).toBe(200);
    } finally {
      clockOffsetMs = 0;
    }
    // Resending once more ends the second link at once.
    const second = (await invitationTokenTo(t.db, email)).token;
    await caller(t.app, office.ownerToken).post(P.resendInvitation, { staffId });
    const gone = await publicCall.view(second);
    expect(gone.statusCode).toBe(410);
    const third = (await invitationTokenTo(t.db, email)).token;
    expect(
      (await publicCall.accept({ token: third, password: 'Strong@123', confirmPassword: 'Strong@123' }))
        .statusCode,
    ).toBe(200);
    const afterAccept = await caller(t.app, office.ownerToken).post(P.resendInvitation, { staffId });
    expect(afterAccept.statusCode).toBe(409);
    expect(afterAccept.json<ErrorBody>().error.code).toBe(StaffErrorCode.NotInvited);
    const open = await t.db.select().from(staffInvitations).where(eq(staffInvitations.userId, staffId));
    expect(open.filter((row) => row.usedAt !== null)).toHaveLength(1);
  });

  it('refuses changing the status of a person who has not accepted yet, and another agency’s resend', async () => {
    const office = await isolatedAgency(t.app, t.db);
    const other = await isolatedAgency(t.app, t.db);
    const role = await roleWith(t.db, office.scope, ['Search']);
    const { response } = await invite(office.ownerToken, role.id);
    const staffId = response.json<StaffResponse>().staff.staffId;
    const suspend = await caller(t.app, office.ownerToken).post(P.setStaffStatus, {
      staffId,
      status: 'suspended',
    });
    expect(suspend.statusCode).toBe(409);
    expect(suspend.json<ErrorBody>().error.code).toBe(StaffErrorCode.StillInvited);
    expect((await caller(t.app, other.ownerToken).post(P.resendInvitation, { staffId })).statusCode).toBe(
      404,
    );
  });
});
