import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAgency, buildUser } from '../src/db/seed/builders';
import { checkCode, issueCode } from '../src/modules/identity/verification-code';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let userId: string;
let otherUserId: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const { buildTenant } = await import('../src/db/seed/builders');
  const { bdfareConfig } = await import('../src/db/seed/tenants/bdfare');
  await buildTenant(t.db, { config: bdfareConfig });
  const agency = await buildAgency(t.db, { tenantId: 'bdfare', name: 'Code Travels' });
  userId = (
    await buildUser(t.db, {
      tenantId: 'bdfare',
      agencyId: agency.id,
      email: 'codes@demo.test',
      password: 'x',
      passwordHash: 'x',
    })
  ).id;
  otherUserId = (
    await buildUser(t.db, {
      tenantId: 'bdfare',
      agencyId: agency.id,
      email: 'other@demo.test',
      password: 'x',
      passwordHash: 'x',
    })
  ).id;
});
afterAll(async () => {
  await t.close();
});

const minutes = (count: number) => count * 60_000;

async function issue(purpose: 'device' | 'reset' | 'phone', now = new Date(), forUser = userId) {
  return issueCode({ db: t.db, tenantId: 'bdfare', userId: forUser, purpose, subject: 'subject-1', now });
}

function check(
  issued: { reference: string; code: string },
  options: { purpose?: 'device' | 'reset' | 'phone'; code?: string; now?: Date; userId?: string } = {},
) {
  return checkCode({
    db: t.db,
    tenantId: 'bdfare',
    userId: options.userId ?? userId,
    purpose: options.purpose ?? 'reset',
    reference: issued.reference,
    code: options.code ?? issued.code,
    now: options.now ?? new Date(),
  });
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('verification codes', () => {
  it('are six digits and accepted once, with what they were bound to', async () => {
    const issued = await issue('reset');
    expect(issued.code).toMatch(/^\d{6}$/);
    expect(await check(issued)).toEqual({ subject: 'subject-1' });
    expect(await check(issued)).toBeNull();
  });

  it('expire after 10 minutes (checked 11 minutes later on an injected clock)', async () => {
    const issuedAt = new Date('2030-01-01T10:00:00Z');
    const late = await issue('reset', issuedAt);
    expect(await check(late, { now: new Date(issuedAt.getTime() + minutes(11)) })).toBeNull();
    const inTime = await issue('reset', issuedAt);
    expect(await check(inTime, { now: new Date(issuedAt.getTime() + minutes(9)) })).not.toBeNull();
  });

  it('are refused for another purpose or another user', async () => {
    const issued = await issue('device');
    expect(await check(issued, { purpose: 'reset' })).toBeNull();
    expect(await check(issued, { purpose: 'phone' })).toBeNull();
    expect(await check(issued, { purpose: 'device', userId: otherUserId })).toBeNull();
    expect(await check(issued, { purpose: 'device' })).not.toBeNull();
  });

  it('die after 5 wrong tries, even for the right code', async () => {
    const issued = await issue('phone');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await check(issued, { purpose: 'phone', code: wrong(issued.code) })).toBeNull();
    }
    expect(await check(issued, { purpose: 'phone' })).toBeNull();
  });

  it('survive 4 wrong tries', async () => {
    const issued = await issue('phone');
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await check(issued, { purpose: 'phone', code: wrong(issued.code) });
    }
    expect(await check(issued, { purpose: 'phone' })).not.toBeNull();
  });

  it('are voided by a newer code of the same purpose and user, not by other purposes or users', async () => {
    const older = await issue('reset');
    const device = await issue('device');
    await issue('reset', new Date(), otherUserId);
    const newer = await issue('reset');
    expect(await check(older)).toBeNull();
    expect(await check(newer)).not.toBeNull();
    expect(await check(device, { purpose: 'device' })).not.toBeNull();
  });

  it('give exactly one success to 50 simultaneous right submissions', async () => {
    const issued = await issue('reset');
    const results = await Promise.all(Array.from({ length: 50 }, () => check(issued)));
    expect(results.filter((result) => result !== null)).toHaveLength(1);
  });
});
