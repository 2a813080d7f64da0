import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  BackofficeNotificationPaths,
  ErrorCode,
  NotificationErrorCode,
  NotificationLimit,
  NotificationMessage,
  NotificationPaths,
  ZBackofficeNotificationResponse,
  ZGetNotificationsResponse,
  ZGetPopupNotificationsResponse,
  type BackofficeNotification,
  type CreateNotificationRequest,
  type ErrorBody,
  type PopupNotification,
} from '@portal/contracts';
import { notifications, users } from '../src/db/schema';
import { buildAgency, buildUser } from '../src/db/seed/builders';
import { buildNotification, hoursFromNow } from './support/notifications';
import { hosts, login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

const tripzenHost = 'tripzen.localhost';
const password = 'Notices@123';

let t: TestApp;
const token: Record<string, string> = {};
const userId: Record<string, string> = {};
let demoAgencyId: string;

beforeAll(async () => {
  t = await createTestApp();
  const otherAgency = await buildAgency(t.db, { tenantId: 'bdfare', name: 'Other Desk Travels' });
  await buildUser(t.db, { tenantId: 'bdfare', agencyId: otherAgency.id, email: 'other@desk.test', password });
  await buildUser(t.db, { tenantId: 'skyway', email: 'ops@skyway-notices.test', password });
  await buildUser(t.db, { tenantId: 'tripzen', email: 'ops@tripzen-notices.test', password });

  token.operator = await login(t.app, 'ops@demo.test');
  token.agent = await login(t.app, 'agent@demo.test');
  token.staff = await login(t.app, 'staff@demo.test');
  token.otherAgent = await login(t.app, 'other@desk.test', { password });
  token.skywayAgent = await login(t.app, 'agent@skyway.test', { host: hosts.skyway });
  token.skywayOperator = await login(t.app, 'ops@skyway-notices.test', { host: hosts.skyway, password });
  token.tripzenAgent = await login(t.app, 'agent@tripzen.test', { host: tripzenHost });
  token.tripzenOperator = await login(t.app, 'ops@tripzen-notices.test', { host: tripzenHost, password });

  for (const email of ['agent@demo.test', 'staff@demo.test']) {
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    if (!row?.agencyId) throw new Error(`${email} was not seeded with an agency`);
    userId[email] = row.id;
    demoAgencyId = row.agencyId;
  }
});
afterAll(async () => {
  await t.close();
});

const headers = (who: string, host: string = hosts.main) => ({ host, authorization: `Bearer ${token[who]}` });

const popupsOf = async (who: string, host?: string): Promise<PopupNotification[]> => {
  const response = await t.app.inject({
    method: 'GET',
    url: NotificationPaths.getPopupNotifications,
    headers: headers(who, host),
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZGetPopupNotificationsResponse.parse(response.json()).notifications;
};
const popupTitles = async (who: string, host?: string) =>
  (await popupsOf(who, host)).map((popup) => popup.title);

const dismiss = (who: string, id: string, host?: string) =>
  t.app.inject({
    method: 'POST',
    url: NotificationPaths.dismissPopupNotification,
    headers: headers(who, host),
    payload: { id },
  });

const create = (
  body: Partial<CreateNotificationRequest> | Record<string, unknown>,
  who = 'operator',
  host?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: BackofficeNotificationPaths.createNotification,
    headers: headers(who, host),
    payload: body,
  });

async function created(body: CreateNotificationRequest): Promise<BackofficeNotification> {
  const response = await create(body);
  expect(response.statusCode, response.body).toBe(201);
  return ZBackofficeNotificationResponse.parse(response.json()).notification;
}

const withdraw = (id: string, who = 'operator', host?: string) =>
  t.app.inject({
    method: 'POST',
    url: BackofficeNotificationPaths.withdrawNotification,
    headers: headers(who, host),
    payload: { id },
  });

const listPage = (who: string, query = '', host?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${BackofficeNotificationPaths.getNotifications}${query}`,
    headers: headers(who, host),
  });

async function listed(who = 'operator', query = '', host?: string) {
  const response = await listPage(who, query, host);
  expect(response.statusCode, response.body).toBe(200);
  return ZGetNotificationsResponse.parse(response.json());
}

const rowOf = async (id: string) => (await listed()).notifications.find((row) => row.id === id);

describe('popup notifications', () => {
  it('an operator’s announcement reaches the tenant’s agency users until each dismisses it', async () => {
    const announcement = await created({
      title: 'Eid holiday hours',
      message: 'Our support desk closes at 4 pm during the Eid holidays.',
      linkPath: '/my-bookings',
      linkLabel: 'Open my bookings',
    });
    expect(announcement).toMatchObject({
      kind: 'announcement',
      status: 'Active',
      endsAt: null,
      withdrawnAt: null,
      dismissals: 0,
      link: { path: '/my-bookings', label: 'Open my bookings' },
    });

    const [first] = await popupsOf('agent');
    expect(first).toEqual({
      id: announcement.id,
      kind: 'announcement',
      title: 'Eid holiday hours',
      message: 'Our support desk closes at 4 pm during the Eid holidays.',
      link: { path: '/my-bookings', label: 'Open my bookings' },
      startsAt: announcement.startsAt,
    });
    expect(await popupTitles('staff')).toContain('Eid holiday hours');
    expect(await popupTitles('otherAgent')).toContain('Eid holiday hours');

    const dismissed = await dismiss('agent', announcement.id);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toEqual({ dismissed: true });
    // Twice is fine: a slow second click or a retried call.
    expect((await dismiss('agent', announcement.id)).statusCode).toBe(200);

    expect(await popupTitles('agent')).not.toContain('Eid holiday hours');
    expect(await popupTitles('staff')).toContain('Eid holiday hours');
    expect((await rowOf(announcement.id))?.dismissals).toBe(1);
  });

  it('shows an https link as given, and a start in the past as now', async () => {
    const before = Date.now();
    const announcement = await created({
      title: 'New fare rules',
      message: 'Read the new fare rules.',
      linkPath: 'https://help.example.test/fare-rules',
      linkLabel: 'Read them',
      startsAt: new Date(before - 86_400_000).toISOString(),
    });
    expect(Date.parse(announcement.startsAt)).toBeGreaterThanOrEqual(before - 1000);
    const popup = (await popupsOf('agent')).find((item) => item.id === announcement.id);
    expect(popup?.link).toEqual({ path: 'https://help.example.test/fare-rules', label: 'Read them' });
  });

  it('does not show scheduled, ended or withdrawn announcements', async () => {
    const scheduled = await created({
      title: 'Scheduled maintenance',
      message: 'Ticketing pauses tonight.',
      startsAt: hoursFromNow(2).toISOString(),
      endsAt: hoursFromNow(4).toISOString(),
    });
    expect(scheduled.status).toBe('Scheduled');
    const ended = await buildNotification(t.db, {
      tenantId: 'bdfare',
      title: 'Yesterday’s offer',
      startsAt: hoursFromNow(-30),
      endsAt: hoursFromNow(-6),
    });
    const withdrawn = await created({ title: 'Sent by mistake', message: 'Please ignore this.' });
    expect(await popupTitles('agent')).toContain('Sent by mistake');

    const withdrawal = await withdraw(withdrawn.id);
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    const after = ZBackofficeNotificationResponse.parse(withdrawal.json()).notification;
    expect(after).toMatchObject({ id: withdrawn.id, status: 'Withdrawn' });
    expect(after.withdrawnAt).not.toBeNull();

    const twice = await withdraw(withdrawn.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ErrorBody>().error).toEqual({
      code: NotificationErrorCode.AlreadyWithdrawn,
      message: NotificationMessage.alreadyWithdrawn,
    });

    for (const who of ['agent', 'staff', 'otherAgent']) {
      const titles = await popupTitles(who);
      expect(titles).not.toContain('Scheduled maintenance');
      expect(titles).not.toContain('Yesterday’s offer');
      expect(titles).not.toContain('Sent by mistake');
    }
    expect((await rowOf(scheduled.id))?.status).toBe('Scheduled');
    expect((await rowOf(ended.id))?.status).toBe('Ended');
    expect((await rowOf(withdrawn.id))?.status).toBe('Withdrawn');
    // Closing one that was withdrawn while it was on screen still succeeds.
    expect((await dismiss('staff', withdrawn.id)).statusCode).toBe(200);
  });

  it('reaches an agency’s users, or one user, and no one else', async () => {
    const toAgency = await buildNotification(t.db, {
      tenantId: 'bdfare',
      title: 'Your credit limit was raised',
      target: { audience: 'agency', agencyId: demoAgencyId },
    });
    const toUser = await buildNotification(t.db, {
      tenantId: 'bdfare',
      title: 'Your held booking expires soon',
      target: { audience: 'user', userId: userId['agent@demo.test'] ?? '' },
    });

    expect(await popupTitles('agent')).toEqual(
      expect.arrayContaining(['Your credit limit was raised', 'Your held booking expires soon']),
    );
    const staff = await popupTitles('staff');
    expect(staff).toContain('Your credit limit was raised');
    expect(staff).not.toContain('Your held booking expires soon');
    const other = await popupTitles('otherAgent');
    expect(other).not.toContain('Your credit limit was raised');
    expect(other).not.toContain('Your held booking expires soon');

    // Someone else's notification cannot be dismissed, and looks unknown.
    expect((await dismiss('otherAgent', toAgency.id)).statusCode).toBe(404);
    expect((await dismiss('staff', toUser.id)).statusCode).toBe(404);
    expect((await dismiss('staff', toAgency.id)).statusCode).toBe(200);
    expect(await popupTitles('staff')).not.toContain('Your credit limit was raised');
    expect(await popupTitles('agent')).toContain('Your credit limit was raised');
  });

  it('shows the ten newest, newest first, and lists 25 a page in the back office', async () => {
    const built = [];
    for (let index = 0; index < NotificationLimit.pageSize + 1; index += 1) {
      built.push(
        await buildNotification(t.db, {
          tenantId: 'tripzen',
          title: `Tripzen notice ${index + 1}`,
          startsAt: new Date(Date.now() - (60 - index) * 60_000),
        }),
      );
    }
    const popups = await popupTitles('tripzenAgent', tripzenHost);
    expect(popups).toEqual(
      Array.from({ length: NotificationLimit.popups }, (_, index) => `Tripzen notice ${26 - index}`),
    );

    const first = await listed('tripzenOperator', '', tripzenHost);
    expect(first).toMatchObject({ page: 1, pageSize: 25, total: 26 });
    const second = await listed('tripzenOperator', '?page=2', tripzenHost);
    const rows = [...first.notifications, ...second.notifications];
    expect(first.notifications).toHaveLength(25);
    expect(rows.map((row) => row.id).sort()).toEqual(built.map((row) => row.id).sort());
    const created = rows.map((row) => Date.parse(row.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect((await listPage('tripzenOperator', '?page=0', tripzenHost)).statusCode).toBe(400);
  });

  it('gives operators, who belong to no agency, no popups', async () => {
    expect(await popupsOf('operator')).toEqual([]);
    const [any] = (await listed()).notifications;
    expect((await dismiss('operator', any?.id ?? randomUUID())).statusCode).toBe(404);
  });
});

describe('announcement validation (400 naming the field, nothing stored)', () => {
  const countRows = async () => (await t.db.select({ total: count() }).from(notifications))[0]?.total ?? 0;

  async function rejected(body: Record<string, unknown>): Promise<string> {
    const response = await create(body);
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json<ErrorBody>();
    expect(error.code).toBe(ErrorCode.ValidationFailed);
    return error.message;
  }

  const valid = { title: 'Fare sale', message: 'Ten percent off on Dubai.' };

  it('title and message are required and limited', async () => {
    const before = await countRows();
    const empty = await rejected({});
    expect(empty).toContain(`title: ${NotificationMessage.titleRequired}`);
    expect(empty).toContain(`message: ${NotificationMessage.messageRequired}`);
    expect(await rejected({ ...valid, title: '   ' })).toContain(
      `title: ${NotificationMessage.titleRequired}`,
    );
    expect(await rejected({ ...valid, title: 'T'.repeat(81) })).toContain(
      `title: ${NotificationMessage.titleTooLong}`,
    );
    expect(await rejected({ ...valid, message: 'M'.repeat(601) })).toContain(
      `message: ${NotificationMessage.messageTooLong}`,
    );
    expect(await rejected({ ...valid, audience: 'user' })).toMatch(/audience/);
    expect(await countRows()).toBe(before);
    // The limits themselves are accepted.
    expect((await create({ title: 'T'.repeat(80), message: 'M'.repeat(600) })).statusCode).toBe(201);
  });

  it('a link needs a label, a label needs a link, and a link is a portal path or https', async () => {
    const before = await countRows();
    expect(await rejected({ ...valid, linkPath: '/searchpad' })).toContain(
      `linkLabel: ${NotificationMessage.linkLabelRequired}`,
    );
    expect(await rejected({ ...valid, linkLabel: 'Search now' })).toContain(
      `linkPath: ${NotificationMessage.linkRequired}`,
    );
    for (const linkPath of [
      'http://example.test',
      'searchpad',
      '//evil.test/x',
      'javascript:alert(1)',
      'https://',
    ]) {
      expect(await rejected({ ...valid, linkPath, linkLabel: 'Open' }), linkPath).toContain(
        `linkPath: ${NotificationMessage.linkInvalid}`,
      );
    }
    expect(await rejected({ ...valid, linkPath: '/searchpad', linkLabel: 'L'.repeat(41) })).toContain(
      `linkLabel: ${NotificationMessage.linkLabelTooLong}`,
    );
    expect(await countRows()).toBe(before);
  });

  it('the end comes after the start and is not in the past', async () => {
    const before = await countRows();
    expect(
      await rejected({
        ...valid,
        startsAt: hoursFromNow(5).toISOString(),
        endsAt: hoursFromNow(3).toISOString(),
      }),
    ).toContain(`endsAt: ${NotificationMessage.endBeforeStart}`);
    expect(await rejected({ ...valid, endsAt: hoursFromNow(-1).toISOString() })).toContain(
      `endsAt: ${NotificationMessage.endInPast}`,
    );
    expect(await rejected({ ...valid, startsAt: 'tomorrow' })).toContain(
      `startsAt: ${NotificationMessage.startInvalid}`,
    );
    expect(await countRows()).toBe(before);
  });
});

describe('access and tenant isolation', () => {
  it('another tenant’s operator neither sees nor withdraws an announcement, and its agents never see it', async () => {
    const announcement = await created({ title: 'Provider only', message: 'For the provider’s agents.' });

    const skywayList = await listed('skywayOperator', '', hosts.skyway);
    expect(skywayList.notifications.map((row) => row.id)).not.toContain(announcement.id);
    const foreignWithdrawal = await withdraw(announcement.id, 'skywayOperator', hosts.skyway);
    expect(foreignWithdrawal.statusCode).toBe(404);
    expect(foreignWithdrawal.json<ErrorBody>().error.code).toBe(ErrorCode.NotFound);
    expect((await rowOf(announcement.id))?.status).toBe('Active');

    expect(await popupTitles('skywayAgent', hosts.skyway)).not.toContain('Provider only');
    expect(await popupTitles('tripzenAgent', tripzenHost)).not.toContain('Provider only');
    expect((await dismiss('skywayAgent', announcement.id, hosts.skyway)).statusCode).toBe(404);

    // A skyway announcement stays on skyway.
    const skyway = await create(
      { title: 'Skyway only', message: 'For Skyway agents.' },
      'skywayOperator',
      hosts.skyway,
    );
    expect(skyway.statusCode, skyway.body).toBe(201);
    expect(await popupTitles('skywayAgent', hosts.skyway)).toContain('Skyway only');
    expect(await popupTitles('agent')).not.toContain('Skyway only');
  });

  it('answers 404 for an unknown id', async () => {
    expect((await dismiss('agent', randomUUID())).statusCode).toBe(404);
    expect((await withdraw(randomUUID())).statusCode).toBe(404);
    expect((await dismiss('agent', 'not-a-uuid')).statusCode).toBe(400);
  });

  it('refuses (403) agency users, owners and staff alike, on the back office calls', async () => {
    const [any] = (await listed()).notifications;
    for (const who of ['staff', 'agent']) {
      expect((await listPage(who)).statusCode, who).toBe(403);
      expect((await create({ title: 'Not mine', message: 'Not allowed.' }, who)).statusCode, who).toBe(403);
      expect((await withdraw(any?.id ?? randomUUID(), who)).statusCode, who).toBe(403);
    }
  });

  it('documents the calls', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{ paths: object }>();
    for (const path of [...Object.values(NotificationPaths), ...Object.values(BackofficeNotificationPaths)]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
  });
});
