import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CustomerPaths,
  ProfileErrorCode,
  ProfileMessage,
  StaffSettingsPaths,
  UserAccountPaths,
  ValidationMessage,
  type ErrorBody,
  type MyBasicInfo,
  type MyProfile,
  type UploadPhotoResponse,
  type UserContext,
} from '@portal/contracts';
import { users } from '../src/db/schema';
import { DemoPassword } from '../src/db/seed/demo-accounts';
import { caller, isolatedAgency, memberWith, officePassword, signIn } from './support/office';
import { jpegBytes, multipart, pdfBytes, pngBytes } from './support/registration';
import { hosts } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 240_000);
afterAll(async () => {
  await t.close();
});

const S = StaffSettingsPaths;

const uploadPhoto = (token: string, file: { filename: string; contentType: string; content: Buffer }) => {
  const body = multipart({}, [{ name: 'file', ...file }]);
  return t.app.inject({
    method: 'POST',
    url: S.uploadLogo,
    headers: { host: hosts.main, authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
};

const storedFiles = async () => {
  try {
    return await readdir(path.join(t.app.env.DATA_DIR, 'uploads'));
  } catch {
    return [];
  }
};

describe('the own profile', () => {
  it('shows a branch staff member their role, branch contacts and account manager, also in the user context', async () => {
    const token = await signIn(t.app, 'accounts@demo.test', DemoPassword);
    const me = caller(t.app, token);
    const profile = await me.get(S.loadProfile);
    expect(profile.statusCode).toBe(200);
    expect(profile.json<MyProfile>()).toEqual({
      firstName: 'Nusrat',
      lastName: 'Jahan',
      email: 'accounts@demo.test',
      e164Code: '+880',
      phoneNumber: null,
      designation: 'Accounts Officer',
      photoUrl: null,
      companyName: 'Demo Travels Ltd',
      isOwner: false,
      roleName: 'Accounts',
      branch: {
        name: 'Chattogram',
        code: 'CTG',
        email: 'ctg@demotravels.test',
        phoneNumber: '+880 1819-445501',
        address: 'Shop 12, Agrabad C/A, Chattogram 4100',
        city: 'Chattogram',
        contactName: 'Mizanur Rahman',
      },
      associatedStaff: { name: 'Nadia Karim', email: 'ops@demo.test', phoneNumber: expect.any(String) },
    });
    const context = (await me.get(CustomerPaths.getUserContext)).json<UserContext>();
    expect(context.associatedBranch).toEqual({
      name: 'Chattogram',
      email: 'ctg@demotravels.test',
      phoneNumber: '+880 1819-445501',
    });
    expect(context.profileLogo).toBeNull();
    const owner = await signIn(t.app, 'agent@demo.test', DemoPassword);
    const ownerContext = (await caller(t.app, owner).get(CustomerPaths.getUserContext)).json<UserContext>();
    expect(ownerContext.associatedBranch).toBeNull();
    expect((await caller(t.app, owner).get(S.loadProfile)).json<MyProfile>()).toMatchObject({
      isOwner: true,
      roleName: null,
      branch: null,
    });
  });

  it('lets any agency user change their own name, phone and designation, but not their email', async () => {
    const office = await isolatedAgency(t.app, t.db);
    const member = await memberWith(t.app, t.db, office.scope, ['Search']);
    const me = caller(t.app, member.token);
    const updated = await me.post(S.updateBasicInfo, {
      firstName: 'Shirin',
      lastName: 'Akter',
      e164Code: '+880',
      phoneNumber: '1811-445566',
      designation: 'Visa desk',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<MyBasicInfo>()).toEqual({
      firstName: 'Shirin',
      lastName: 'Akter',
      email: member.email,
      e164Code: '+880',
      phoneNumber: '1811-445566',
      designation: 'Visa desk',
    });
    expect((await me.get(S.viewBasicInfo)).json<MyBasicInfo>()).toEqual(updated.json<MyBasicInfo>());
    expect((await me.get(S.loadBasicInfo)).json<MyBasicInfo>().firstName).toBe('Shirin');
    const [row] = await t.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.phoneVerified).toBe(false);

    const withEmail = await me.post(S.updateBasicInfo, { firstName: 'A', lastName: 'B', email: 'x@y.test' });
    expect(withEmail.statusCode).toBe(400);
    const badPhone = await me.post(S.updateBasicInfo, {
      firstName: 'A',
      lastName: 'B',
      e164Code: '+880',
      phoneNumber: '12',
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.body).toContain(ValidationMessage.phoneInvalid);
    const noName = await me.post(S.updateBasicInfo, { firstName: '', lastName: 'B' });
    expect(noName.statusCode).toBe(400);
    const operator = await signIn(t.app, 'ops@demo.test', DemoPassword);
    expect((await caller(t.app, operator).get(S.loadProfile)).statusCode).toBe(403);
  });
});

describe('the own photo', () => {
  it('stores a png or jpeg, replaces the old one, and shows in the user context', async () => {
    const office = await isolatedAgency(t.app, t.db);
    const before = await storedFiles();
    const first = await uploadPhoto(office.ownerToken, {
      filename: 'me.png',
      contentType: 'image/png',
      content: pngBytes(),
    });
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json<UploadPhotoResponse>().photoUrl;
    expect(firstUrl).toMatch(
      new RegExp(`^${UserAccountPaths.getLogo.replaceAll('/', '\\/')}\\?kind=profile&v=`),
    );
    const context = (
      await caller(t.app, office.ownerToken).get(CustomerPaths.getUserContext)
    ).json<UserContext>();
    expect(context.profileLogo).toBe(firstUrl);

    const second = await uploadPhoto(office.ownerToken, {
      filename: 'me.jpg',
      contentType: 'image/jpeg',
      content: jpegBytes(),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json<UploadPhotoResponse>().photoUrl).not.toBe(firstUrl);
    const after = await storedFiles();
    expect(after.length).toBe(before.length + 1);
    expect((await caller(t.app, office.ownerToken).get(S.loadProfile)).json<MyProfile>().photoUrl).toBe(
      second.json<UploadPhotoResponse>().photoUrl,
    );
  });

  it('refuses a photo over 1 MB (413), a pdf or bytes of another kind (415), storing nothing', async () => {
    const office = await isolatedAgency(t.app, t.db);
    const before = await storedFiles();
    const tooLarge = await uploadPhoto(office.ownerToken, {
      filename: 'big.png',
      contentType: 'image/png',
      content: pngBytes(1024 * 1024 + 1),
    });
    expect(tooLarge.statusCode).toBe(413);
    const pdf = await uploadPhoto(office.ownerToken, {
      filename: 'me.png',
      contentType: 'image/png',
      content: pdfBytes(),
    });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json<ErrorBody>().error.message).toBe(ProfileMessage.photoWrongType);
    const html = await uploadPhoto(office.ownerToken, {
      filename: 'me.png',
      contentType: 'image/png',
      content: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    expect(html.statusCode).toBe(415);
    const json = await caller(t.app, office.ownerToken).post(S.uploadLogo, { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(await storedFiles()).toEqual(before);
    expect((await caller(t.app, office.ownerToken).get(S.loadProfile)).json<MyProfile>().photoUrl).toBeNull();
  });
});

describe('changing the own password', () => {
  it('needs the current password and the spec’s rules, ends every other session and keeps this one', async () => {
    const office = await isolatedAgency(t.app, t.db);
    const other = await signIn(t.app, office.ownerEmail);
    const me = caller(t.app, office.ownerToken);

    const wrong = await me.post(UserAccountPaths.updatePassword, {
      currentPassword: 'Wrong@1234',
      password: 'Fresh@1234',
      confirmPassword: 'Fresh@1234',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<ErrorBody>().error).toEqual({
      code: ProfileErrorCode.CurrentPasswordWrong,
      message: ProfileMessage.currentPasswordWrong,
    });
    const weak = await me.post(UserAccountPaths.updatePassword, {
      currentPassword: officePassword,
      password: 'freshpass',
      confirmPassword: 'freshpass',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain(ValidationMessage.newPasswordWeak);
    const mismatch = await me.post(UserAccountPaths.updatePassword, {
      currentPassword: officePassword,
      password: 'Fresh@1234',
      confirmPassword: 'Fresh@1235',
    });
    expect(mismatch.body).toContain(ValidationMessage.passwordMismatch);
    expect((await caller(t.app, other).get(S.loadProfile)).statusCode).toBe(200);

    const changed = await me.post(UserAccountPaths.updatePassword, {
      currentPassword: officePassword,
      password: 'Fresh@1234',
      confirmPassword: 'Fresh@1234',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ passwordChanged: true, error: null });
    expect((await me.get(S.loadProfile)).statusCode).toBe(200);
    expect((await caller(t.app, other).get(S.loadProfile)).statusCode).toBe(401);
    expect(await signIn(t.app, office.ownerEmail, 'Fresh@1234')).toEqual(expect.any(String));
    await expect(signIn(t.app, office.ownerEmail, officePassword)).rejects.toThrow();
  });
});
