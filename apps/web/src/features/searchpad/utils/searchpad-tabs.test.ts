import { describe, expect, it } from 'vitest';
import { visibleTabs } from './searchpad-tabs';

const keys = (functionalities: number[]) => visibleTabs(functionalities).map((tab) => tab.key);

describe('search pad tabs', () => {
  it('shows every tab when the user holds every functionality (empty list)', () => {
    expect(keys([])).toEqual([
      'flights',
      'hotels',
      'holidays',
      'visa',
      'queueShare',
      'xclusiveFares',
      'umrah',
      'groupFares',
    ]);
  });

  it('shows only the permitted tabs, and always Flights', () => {
    expect(keys([247, 260])).toEqual(['flights', 'hotels', 'visa']);
    expect(keys([241, 243])).toEqual(['flights', 'queueShare', 'groupFares']);
    expect(keys([242, 244, 245])).toEqual(['flights', 'holidays', 'xclusiveFares', 'umrah']);
    expect(keys([201])).toEqual(['flights']);
  });
});
