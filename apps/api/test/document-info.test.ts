import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerPaths, type ErrorBody } from '@portal/contracts';
import { agencies } from '../src/db/schema';
import { hosts, login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await login(t.app, 'agent@demo.test');
});
afterAll(async () => {
  await t.close();
});

const update = (payload: unknown, token = owner) =>
  t.app.inject({
    method: 'POST',
    url: CustomerPaths.updateCustomerDocumentInfo,
    headers: { host: hosts.main, authorization: `Bearer ${token}` },
    payload: payload as Record<string, unknown>,
  });

async function demoAgency() {
  const [row] = await t.db.select().from(agencies).where(eq(agencies.name, 'Demo Travels Ltd'));
  if (!row) throw new Error('No demo agency');
  return row;
}

async function documentCollect(token = owner) {
  const response = await t.app.inject({
    method: 'GET',
    url: CustomerPaths.getUserContext,
    headers: { host: hosts.main, authorization: `Bearer ${token}` },
  });
  return response.json<{ documentCollect: { canSkip: boolean; forceCollect: boolean } }>().documentCollect;
}

describe('UpdateCustomerDocumentInfo', () => {
  it('asks the demo owner for documents, skippably, and not the staff who cannot edit company info', async () => {
    expect(await documentCollect()).toEqual({ canSkip: true, forceCollect: true });
    const staff = await login(t.app, 'staff@demo.test');
    expect(await documentCollect(staff)).toEqual({ canSkip: true, forceCollect: false });
    expect((await update({ tradeLicenseNumber: 'TL-1', skip: false }, staff)).statusCode).toBe(403);
  });

  it.each([
    [
      'trade licence',
      { tradeLicenseNumber: 'T'.repeat(51), civilAviationNumber: '', skip: false },
      'Trade License Number must not exceed 50 characters',
    ],
    [
      'civil aviation',
      { tradeLicenseNumber: 'TL-1', civilAviationNumber: 'C'.repeat(51), skip: false },
      'Civil Aviation Number must not exceed 50 characters',
    ],
    [
      'missing trade licence',
      { tradeLicenseNumber: '   ', civilAviationNumber: 'CA-1', skip: false },
      'Please enter Trade license number',
    ],
  ])('answers 400 for a %s number and writes nothing', async (_case, payload, message) => {
    const response = await update(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.message).toContain(message);
    const agency = await demoAgency();
    expect([agency.tradeLicenseNumber, agency.civilAviationNumber]).toEqual([null, null]);
  });

  it('refuses unknown fields', async () => {
    expect((await update({ tradeLicenseNumber: 'TL-1', skip: false, extra: 1 })).statusCode).toBe(400);
  });

  it('records a skip while skipping is allowed, and refuses it (422) where the documents are required', async () => {
    const skipped = await update({ tradeLicenseNumber: '', civilAviationNumber: '', skip: true });
    expect(skipped.json()).toEqual({ success: true });
    expect((await demoAgency()).documentsSkippedAt).toBeInstanceOf(Date);

    await t.db
      .update(agencies)
      .set({ documentsSkippable: false })
      .where(eq(agencies.name, 'Demo Travels Ltd'));
    expect(await documentCollect()).toEqual({ canSkip: false, forceCollect: true });
    const refused = await update({ skip: true });
    expect(refused.statusCode).toBe(422);
    await t.db
      .update(agencies)
      .set({ documentsSkippable: true })
      .where(eq(agencies.name, 'Demo Travels Ltd'));
  });

  it('stores trimmed numbers of exactly 50 characters and stops asking', async () => {
    const trade = 'T'.repeat(50);
    const response = await update({
      tradeLicenseNumber: `  ${trade} `,
      civilAviationNumber: ' CA-77 ',
      skip: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const agency = await demoAgency();
    expect(agency).toMatchObject({
      tradeLicenseNumber: trade,
      civilAviationNumber: 'CA-77',
      documentsSkippedAt: null,
    });
    expect(await documentCollect()).toEqual({ canSkip: true, forceCollect: false });
  });
});
