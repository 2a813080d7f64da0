import { describe, expect, it } from 'vitest';
import { GroupFareLimit } from '@portal/contracts';
import { SeedGroupFareBlocks } from './seed-blocks';

describe('the demo special fares', () => {
  it.each(SeedGroupFareBlocks.map((block) => [`${block.tenantId} ${block.title}`, block] as const))(
    '%s has terms the operators’ editor accepts',
    (_label, block) => {
      expect(block.minSeats).toBeLessThanOrEqual(block.seats);
      expect(block.seats).toBeLessThanOrEqual(GroupFareLimit.maxBlockSeats);
      expect(block.perAgencyCap).toBeLessThanOrEqual(block.seats);
      expect(block.netShare).toBeGreaterThan(0.5);
      expect(block.netShare).toBeLessThan(1);
      expect(block.holdMinutes).toBeLessThanOrEqual(GroupFareLimit.maxHoldMinutes);
      const [names, balance, ticketing] = block.deadlineDays;
      expect(names).toBeGreaterThanOrEqual(balance);
      expect(balance).toBeGreaterThanOrEqual(ticketing);
      expect(ticketing).toBeGreaterThan(0);
      // The name deadline is still ahead on the day the world is seeded.
      expect(block.departInDays).toBeGreaterThan(names + 7);
      expect(block.title.length).toBeLessThanOrEqual(GroupFareLimit.titleMaxLength);
      expect(block.baggage.length).toBeLessThanOrEqual(GroupFareLimit.baggageMaxLength);
      expect(block.fareRules.length).toBeLessThanOrEqual(GroupFareLimit.rulesMaxLength);
    },
  );

  it('covers Umrah from Dhaka and Chattogram, the Gulf, South-East Asia, group trips and a white-label tenant', () => {
    const routes = SeedGroupFareBlocks.map((block) => `${block.kind} ${block.origin}-${block.destination}`);
    for (const route of [
      'Umrah DAC-JED',
      'Umrah CGP-JED',
      'Umrah DAC-MED',
      'Xclusive DAC-DXB',
      'Xclusive DAC-KUL',
      'Group DAC-CXB',
    ]) {
      expect(routes).toContain(route);
    }
    expect(SeedGroupFareBlocks.some((block) => block.tenantId !== 'bdfare')).toBe(true);
  });
});
