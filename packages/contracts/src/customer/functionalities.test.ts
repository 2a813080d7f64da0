import { describe, expect, it } from 'vitest';
import { Functionality, NamedFeatures, functionalityName, hasFunctionality } from './functionalities';

describe('functionalities (spec §6)', () => {
  it('numbers the sixty codes 201 to 260 without gaps', () => {
    const codes = Object.values(Functionality).sort((a, b) => a - b);
    expect(codes).toEqual(Array.from({ length: 60 }, (_, index) => 201 + index));
    expect(functionalityName(242)).toBe('UsexClusiveFares');
    expect(functionalityName(243)).toBe('AccessGroupFares');
    expect(functionalityName(244)).toBe('AccessUmrahFares');
  });

  it('names every gating feature of the spec after a functionality', () => {
    for (const feature of NamedFeatures) expect(Functionality[feature]).toBeGreaterThan(200);
  });

  it('allows everything for an absent or empty list', () => {
    expect(hasFunctionality(undefined, 'CompanySettings')).toBe(true);
    expect(hasFunctionality([], 233)).toBe(true);
  });

  it('matches a listed code or name, asked by name or by code', () => {
    expect(hasFunctionality([202, 223], 'ShowBookings')).toBe(true);
    expect(hasFunctionality(['ShowBookings'], 223)).toBe(true);
    expect(hasFunctionality([202, 223], 'CompanySettings')).toBe(false);
    expect(hasFunctionality([202], 999 as never)).toBe(false);
  });
});
