import { hashString } from '../flights/util/hash';
import type { HotelSpec } from './catalogue/build-hotels';
import { Draw } from './draw';
import type { RoomSpec } from './rooms';
import type { BedBankRatePlan, BoardBasis, PenaltyRule } from './types';

/** A rate plan and what pricing and holds need about it. */
export interface PlanSpec {
  plan: BedBankRatePlan;
  /** Share off the refundable price for a non-refundable plan (0.10–0.15), else 0. */
  discount: number;
  /** A hold lasts this long at most (and never past the free cancellation). */
  holdHours: number;
}

const boardCodes: Record<BoardBasis, string> = { RoomOnly: 'RO', Breakfast: 'BB', HalfBoard: 'HB' };

/** Boards a hotel sells: breakfast from three stars on (always at four), half board at resorts and five stars. */
function boardsOf(draw: Draw, spec: HotelSpec): BoardBasis[] {
  const { stars } = spec.hotel;
  const boards: BoardBasis[] = [];
  if (stars <= 3 || draw.chance(stars === 4 ? 0.9 : 0.7)) boards.push('RoomOnly');
  if (stars === 4 || draw.chance([0.3, 0.6, 0.95, 1, 1][stars - 1]!)) boards.push('Breakfast');
  if (stars >= 4 && draw.chance(spec.setting === 'City' ? 0.35 : 0.9)) boards.push('HalfBoard');
  if (boards.length === 0) boards.push('RoomOnly');
  return boards;
}

function tiersOf(draw: Draw, freeDays: number): { daysBefore: number; penalty: PenaltyRule }[] {
  const nights = (n: number): PenaltyRule => ({ kind: 'Nights', nights: n });
  const percent = (p: number): PenaltyRule => ({ kind: 'Percent', percent: p });
  switch (draw.int(0, 3)) {
    case 0:
      return [{ daysBefore: freeDays, penalty: nights(1) }];
    case 1:
      return [
        { daysBefore: freeDays, penalty: percent(50) },
        { daysBefore: 0, penalty: percent(100) },
      ];
    case 2:
      return freeDays >= 3
        ? [
            { daysBefore: freeDays, penalty: nights(1) },
            { daysBefore: 1, penalty: nights(2) },
            { daysBefore: 0, penalty: percent(100) },
          ]
        : [
            { daysBefore: freeDays, penalty: nights(1) },
            { daysBefore: 0, penalty: percent(100) },
          ];
    default:
      return [
        { daysBefore: freeDays, penalty: nights(1) },
        { daysBefore: 0, penalty: percent(100) },
      ];
  }
}

function planOf(
  draw: Draw,
  spec: HotelSpec,
  room: RoomSpec,
  board: BoardBasis,
  refundable: boolean,
): PlanSpec {
  const freeDays = draw.pick(spec.hotel.stars >= 5 ? [2, 3, 5, 7] : [1, 2, 3, 3, 5, 7]);
  // Small independents often confirm by hand: their rates come back on request more often.
  const onRequestChance = spec.independent && spec.hotel.stars <= 3 ? 0.12 : 0.04;
  // About one rate in eight moves its price at the check; policy moves only concern refundable rates (one in
  // twelve of them, about one rate in twenty overall).
  const check = draw.unit();
  return {
    plan: {
      code: `${room.room.code}-${boardCodes[board]}-${refundable ? 'FLX' : 'NRF'}`,
      roomCode: room.room.code,
      board,
      refundable,
      cancellation: refundable ? { freeUntilDaysBefore: freeDays, tiers: tiersOf(draw, freeDays) } : null,
      holdable: refundable && draw.chance(0.4),
      onRequest: draw.chance(onRequestChance),
      priceCheck: check < 0.12 ? 'PriceMoves' : refundable && check < 0.2 ? 'PolicyMoves' : 'Stable',
    },
    discount: refundable ? 0 : 0.1 + draw.unit() * 0.05,
    holdHours: draw.pick([24, 48, 72]),
  };
}

type ShowcaseKind = Pick<BedBankRatePlan, 'refundable' | 'holdable' | 'onRequest' | 'priceCheck'>;

/**
 * The rates the sales flow must always find in a big city's 4-star hotels with breakfast, one kind per showcase
 * hotel (see build-hotels): refundable and holdable, non-refundable, on request, price moving, policy moving.
 */
const showcaseKinds: readonly ShowcaseKind[] = [
  { refundable: true, holdable: true, onRequest: false, priceCheck: 'Stable' },
  { refundable: false, holdable: false, onRequest: false, priceCheck: 'Stable' },
  { refundable: true, holdable: false, onRequest: true, priceCheck: 'Stable' },
  { refundable: true, holdable: false, onRequest: false, priceCheck: 'PriceMoves' },
  { refundable: true, holdable: false, onRequest: false, priceCheck: 'PolicyMoves' },
  { refundable: false, holdable: false, onRequest: false, priceCheck: 'PriceMoves' },
];

/** The room a showcase rate is sold in: the first that takes two adults and a child. */
export function showcaseRoom(rooms: readonly RoomSpec[]): RoomSpec | undefined {
  return rooms.find((r) => r.room.maxAdults >= 2 && r.room.maxChildren >= 1 && r.room.maxOccupancy >= 3);
}

function withShowcase(plans: PlanSpec[], spec: HotelSpec, rooms: readonly RoomSpec[]): PlanSpec[] {
  const room = showcaseRoom(rooms);
  if (spec.showcase === null || !room) return plans;
  const kind = showcaseKinds[spec.showcase]!;
  const code = `${room.room.code}-BB-${kind.refundable ? 'FLX' : 'NRF'}`;
  const plan: PlanSpec = {
    plan: {
      code,
      roomCode: room.room.code,
      board: 'Breakfast',
      ...kind,
      cancellation: kind.refundable
        ? {
            freeUntilDaysBefore: 2,
            tiers: [
              { daysBefore: 2, penalty: { kind: 'Nights', nights: 1 } },
              { daysBefore: 0, penalty: { kind: 'Percent', percent: 100 } },
            ],
          }
        : null,
    },
    discount: kind.refundable ? 0 : 0.12,
    holdHours: 48,
  };
  const at = plans.findIndex((p) => p.plan.code === code);
  if (at >= 0) plans[at] = plan;
  else plans.push(plan);
  return plans;
}

/** Every rate plan of a hotel: per room and board a refundable plan, a non-refundable one, or both. */
export function ratePlansOf(spec: HotelSpec, rooms: readonly RoomSpec[]): PlanSpec[] {
  const draw = new Draw(hashString(`plans|${spec.hotel.id}`));
  const boards = boardsOf(draw, spec);
  const plans: PlanSpec[] = [];
  for (const room of rooms) {
    for (const board of boards) {
      const flexible = draw.chance(0.9);
      const nonRefundable = !flexible || draw.chance(0.55);
      if (flexible) plans.push(planOf(draw, spec, room, board, true));
      if (nonRefundable) plans.push(planOf(draw, spec, room, board, false));
    }
  }
  return withShowcase(plans, spec, rooms);
}
