import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { GroupFarePaths, type GroupFareOffer } from '@portal/contracts';
import { findTenantBlock } from '../src/group-fares/group-fare-sales.repository';
import {
  get,
  ok,
  passenger,
  payDeposit,
  refusal,
  reserve,
  reserveCall,
  saveNames,
  useGroupFareApp,
} from './support/group-fares';

const suite = useGroupFareApp();
/** Two API servers on one database, as behind a load balancer (on PostgreSQL each has its own connections). */
let servers: FastifyInstance[];

beforeAll(async () => {
  servers = [suite.app, await suite.t.openSecondApp()];
});

async function storedSeats(blockId: string) {
  const block = await findTenantBlock(suite.t.db, 'bdfare', blockId);
  if (!block) throw new Error('block vanished');
  return block;
}

describe('seats counted by one conditional update', () => {
  it('two agencies race for the last seats of a block: one gets them, the other is refused, never oversold', async () => {
    const first = await suite.fundedAgency('Race First Travels');
    const second = await suite.fundedAgency('Race Second Travels');
    for (let round = 0; round < 4; round += 1) {
      // 5 seats: each agency asks 3 at once; only one of them fits.
      const block = await suite.block({ seats: 5, perAgencyCap: 5 });
      const answers = await Promise.all([
        reserveCall(servers[0]!, first.token, { blockId: block.id, adults: 3 }),
        reserveCall(servers[1]!, second.token, { blockId: block.id, adults: 3 }),
      ]);
      const codes = answers.map(refusal).sort();
      expect(codes, answers.map((answer) => answer.body).join('\n')).toEqual([
        [200, undefined],
        [409, 'GROUP_FARE_SOLD_OUT'],
      ]);
      const stored = await storedSeats(block.id);
      expect(stored.seatsReserved).toBe(3);
      // The refused agency's counter was undone with its refusal: it may still take the 2 seats left.
      const loser = answers[0]!.statusCode === 200 ? second : first;
      const rest = ok(await reserveCall(suite.app, loser.token, { blockId: block.id, adults: 2 }));
      expect(rest.block.seatsLeft).toBe(0);
      const none = await reserveCall(suite.app, loser.token, { blockId: block.id, adults: 1 });
      expect(refusal(none)).toEqual([409, 'GROUP_FARE_SOLD_OUT']);
      expect((await storedSeats(block.id)).seatsReserved).toBe(5);
    }
  });

  it('many agencies asking at once for more than the block has never oversell it', async () => {
    const agencies = await Promise.all(
      Array.from({ length: 6 }, (_, index) => suite.fundedAgency(`Crowd ${index} Travels`)),
    );
    const block = await suite.block({ seats: 7, perAgencyCap: 3 });
    const answers = await Promise.all(
      agencies.flatMap((agency, index) => [
        reserveCall(servers[index % 2]!, agency.token, { blockId: block.id, adults: 2 }),
        reserveCall(servers[(index + 1) % 2]!, agency.token, { blockId: block.id, adults: 1 }),
      ]),
    );
    const taken = answers
      .filter((answer) => answer.statusCode === 200)
      .reduce((sum, answer) => sum + answer.json<{ passengers: { seats: number } }>().passengers.seats, 0);
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      expect(refusal(answer)).toEqual([409, 'GROUP_FARE_SOLD_OUT']);
    }
    const stored = await storedSeats(block.id);
    expect(stored.seatsReserved).toBe(taken);
    expect(taken).toBeLessThanOrEqual(7);
    expect(taken).toBeGreaterThanOrEqual(6);
  });

  it('an agency’s cap holds under 20 parallel reservations: exactly 4 of 20 one-seat reservations succeed', async () => {
    const { token } = await suite.fundedAgency('Cap Hoarder Travels');
    const block = await suite.block({ seats: 30, perAgencyCap: 4 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        reserveCall(servers[index % 2]!, token, { blockId: block.id, adults: 1 }),
      ),
    );
    const outcomes = answers.map(refusal);
    expect(outcomes.filter(([status]) => status === 200)).toHaveLength(4);
    expect(outcomes.filter(([status]) => status !== 200)).toEqual(
      Array.from({ length: 16 }, () => [422, 'GROUP_FARE_CAP_REACHED']),
    );
    const offer = ok<GroupFareOffer>(
      await get(suite.app, token, GroupFarePaths.block, { blockId: block.id }),
    );
    expect(offer).toMatchObject({ seatsLeft: 26, agencySeatsLeft: 0 });
    expect((await storedSeats(block.id)).seatsReserved).toBe(4);
    // Another agency is not held back by this one's cap.
    const other = await suite.fundedAgency('Cap Neighbour Travels');
    expect(ok(await reserveCall(suite.app, other.token, { blockId: block.id, adults: 4 })).status).toBe(
      'Reserved',
    );
  });

  it('one passport named at once on two reservations of a block: one list is stored, the other refused', async () => {
    const first = await suite.fundedAgency('Passport Race One');
    const second = await suite.fundedAgency('Passport Race Two');
    const block = await suite.block({ seats: 6 });
    const reservations = await Promise.all(
      [first, second].map(async (agency) =>
        payDeposit(
          suite.app,
          agency.token,
          await reserve(suite.app, agency.token, { blockId: block.id, adults: 1 }),
        ),
      ),
    );
    const shared = passenger('ADT', reservations[0]!.departureDate);
    const answers = await Promise.all(
      [first, second].map((agency, index) =>
        saveNames(servers[index]!, agency.token, reservations[index]!.reference, [shared]),
      ),
    );
    expect(answers.map(refusal).sort()).toEqual([
      [200, undefined],
      [422, 'GROUP_FARE_NAMES_INVALID'],
    ]);
  });
});
