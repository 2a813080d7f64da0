import { describe, expect, it } from 'vitest';
import {
  GroupFareOperatorPaths,
  GroupFarePaths,
  type GroupFareReservationsResponse,
  type GroupFareSearchResponse,
} from '@portal/contracts';
import { buildUser } from '../src/db/seed/builders';
import { createBranch } from './support/branches';
import { authHeaders } from './support/flight';
import {
  get,
  ok,
  post,
  readReservation,
  refusal,
  reserve,
  reserveCall,
  useGroupFareApp,
} from './support/group-fares';
import { login, hosts } from './support/requests';
import { staffWith } from './support/staff';

const suite = useGroupFareApp();

describe('who sees and buys a special fare', () => {
  it('another tenant’s block is not found, for the block, a search and a reservation', async () => {
    const { app } = suite;
    const { token } = await suite.fundedAgency('Tenant Wall Travels');
    const foreign = await suite.block({ tenantId: 'skyway', seats: 5 });
    expect(refusal(await get(app, token, GroupFarePaths.block, { blockId: foreign.id }))).toEqual([
      404,
      'GROUP_FARE_BLOCK_NOT_FOUND',
    ]);
    expect(refusal(await reserveCall(app, token, { blockId: foreign.id, adults: 1 }))).toEqual([
      404,
      'GROUP_FARE_BLOCK_NOT_FOUND',
    ]);
    const found = ok<GroupFareSearchResponse>(
      await post(app, token, GroupFarePaths.search, { kind: 'Umrah' }),
    );
    expect(found.offers.map((offer) => offer.blockId)).not.toContain(foreign.id);
  });

  it('a block shown to chosen agencies is invisible to the others; a draft to everyone', async () => {
    const { app } = suite;
    const chosen = await suite.fundedAgency('Chosen Travels');
    const other = await suite.fundedAgency('Not Chosen Travels');
    const block = await suite.block({ seats: 5, kind: 'Group', agencyIds: [chosen.agencyId] });
    expect(ok(await get(app, chosen.token, GroupFarePaths.block, { blockId: block.id }))).toMatchObject({
      blockId: block.id,
    });
    expect(refusal(await get(app, other.token, GroupFarePaths.block, { blockId: block.id }))[0]).toBe(404);
    expect(refusal(await reserveCall(app, other.token, { blockId: block.id, adults: 1 }))[0]).toBe(404);
    const search = ok<GroupFareSearchResponse>(
      await post(app, other.token, GroupFarePaths.search, { kind: 'Group' }),
    );
    expect(search.offers.map((offer) => offer.blockId)).not.toContain(block.id);

    const draft = await suite.block({ seats: 5, published: false });
    expect(refusal(await get(app, chosen.token, GroupFarePaths.block, { blockId: draft.id }))[0]).toBe(404);
  });

  it('a staff user without the kind’s functionality is refused 403; with another kind’s, only that kind', async () => {
    const { app } = suite;
    const { token, agencyId } = await suite.fundedAgency('Staff Kinds Travels');
    const umrah = await suite.block({ seats: 5, kind: 'Umrah' });
    const xclusive = await suite.block({
      seats: 5,
      kind: 'Xclusive',
      destination: 'DXB',
      returnInDays: null,
    });
    const groupOnly = await staffWith(app, suite.t.db, agencyId, ['AccessGroupFares']);
    expect(refusal(await get(app, groupOnly, GroupFarePaths.block, { blockId: umrah.id }))[0]).toBe(403);
    expect(refusal(await reserveCall(app, groupOnly, { blockId: umrah.id, adults: 1 }))[0]).toBe(403);
    expect(refusal(await post(app, groupOnly, GroupFarePaths.search, { kind: 'Umrah' }))[0]).toBe(403);
    expect(refusal(await get(app, groupOnly, GroupFarePaths.umrah, {}))[0]).toBe(403);

    const umrahOnly = await staffWith(app, suite.t.db, agencyId, ['AccessUmrahFares']);
    expect(ok(await get(app, umrahOnly, GroupFarePaths.umrah, {}))).toHaveProperty('offers');
    expect(refusal(await reserveCall(app, umrahOnly, { blockId: xclusive.id, adults: 1 }))[0]).toBe(403);
    const mine = await reserve(app, umrahOnly, { blockId: umrah.id, adults: 1 });
    // The owner (every functionality) reads it; a staff user without any special-fare functionality cannot call.
    expect((await readReservation(app, token, mine.reference)).reference).toBe(mine.reference);
    // A user of another kind neither reads it nor sees it in the queue.
    expect(
      refusal(await get(app, groupOnly, GroupFarePaths.reservation, { reference: mine.reference }))[0],
    ).toBe(403);
    const groupQueue = ok<GroupFareReservationsResponse>(
      await get(app, groupOnly, GroupFarePaths.reservations, {}),
    );
    expect(groupQueue.items.map((item) => item.reference)).not.toContain(mine.reference);
    const none = await staffWith(app, suite.t.db, agencyId, ['AccessHoliday']);
    expect(refusal(await get(app, none, GroupFarePaths.reservations, {}))[0]).toBe(403);
  });

  it('another agency’s reservation is not found; a branch sees only what its people reserved', async () => {
    const { app } = suite;
    const owner = await suite.fundedAgency('Own Reservation Travels');
    const stranger = await suite.fundedAgency('Stranger Travels');
    const block = await suite.block({ seats: 8, perAgencyCap: 8 });
    const reserved = await reserve(app, owner.token, { blockId: block.id, adults: 1 });
    const read = await get(app, stranger.token, GroupFarePaths.reservation, {
      reference: reserved.reference,
    });
    expect(refusal(read)).toEqual([404, 'GROUP_FARE_RESERVATION_NOT_FOUND']);
    for (const url of [GroupFarePaths.payDeposit, GroupFarePaths.payBalance]) {
      const refused = await post(app, stranger.token, url, { reference: reserved.reference, amount: 100 });
      expect(refusal(refused)[0], url).toBe(404);
    }
    expect(
      refusal(await post(app, stranger.token, GroupFarePaths.release, { reference: reserved.reference }))[0],
    ).toBe(404);
    const theirs = ok<GroupFareReservationsResponse>(
      await get(app, stranger.token, GroupFarePaths.reservations, {}),
    );
    expect(theirs.counts.all).toBe(0);

    const branch = await createBranch(suite.t.db, { agencyId: owner.agencyId });
    const clerk = await staffWith(app, suite.t.db, owner.agencyId, ['AccessUmrahFares'], {
      branchId: branch.id,
    });
    expect(
      refusal(await get(app, clerk, GroupFarePaths.reservation, { reference: reserved.reference }))[0],
    ).toBe(404);
    const clerks = await reserve(app, clerk, { blockId: block.id, adults: 1 });
    const branchQueue = ok<GroupFareReservationsResponse>(
      await get(app, clerk, GroupFarePaths.reservations, {}),
    );
    expect(branchQueue.items.map((item) => item.reference)).toEqual([clerks.reference]);
    const headOffice = ok<GroupFareReservationsResponse>(
      await get(app, owner.token, GroupFarePaths.reservations, { search: clerks.reference }),
    );
    expect(headOffice.items.map((item) => item.reference)).toEqual([clerks.reference]);
  });

  it('operators release a reservation of their own tenant only', async () => {
    const { app } = suite;
    const { token } = await suite.fundedAgency('Operator Release Travels');
    const block = await suite.block({ seats: 5 });
    const reserved = await reserve(app, token, { blockId: block.id, adults: 2 });
    await buildUser(suite.t.db, {
      tenantId: 'skyway',
      email: 'gf-desk@skyway.test',
      password: 'Desk@12345',
      firstName: 'Skyway',
      lastName: 'Desk',
    });
    const skywayOperator = await login(app, 'gf-desk@skyway.test', {
      host: hosts.skyway,
      password: 'Desk@12345',
    });
    const foreign = await app.inject({
      method: 'POST',
      url: GroupFareOperatorPaths.release,
      headers: authHeaders(skywayOperator, hosts.skyway),
      payload: { reference: reserved.reference },
    });
    expect(refusal(foreign)).toEqual([404, 'GROUP_FARE_RESERVATION_NOT_FOUND']);
    expect(
      refusal(await post(app, token, GroupFareOperatorPaths.release, { reference: reserved.reference }))[0],
    ).toBe(403);
    const released = ok(
      await app.inject({
        method: 'POST',
        url: GroupFareOperatorPaths.release,
        headers: authHeaders(suite.operator),
        payload: { reference: reserved.reference },
      }),
    );
    expect(released).toMatchObject({ status: 'Released', releaseReason: 'Operator' });
    const seen = await readReservation(app, token, reserved.reference);
    expect(seen.history.at(-1)?.by).toBe('Support team');
  });
});
