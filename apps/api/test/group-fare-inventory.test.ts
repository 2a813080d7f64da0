import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroupFareBlock } from './support/group-fare-builders';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('group fare blocks', () => {
  it('the builder makes a published block on a real sandbox flight', async () => {
    const block = await createGroupFareBlock(t.app, { seats: 12 });
    expect(block.status).toBe('Published');
    expect(block.totalSeats).toBe(12);
    expect(block.route).toMatch(/^DAC-JED-DAC$/);
    expect(block.recordLocator).toMatch(/^[A-Z0-9]{6}$/);
  });
});
