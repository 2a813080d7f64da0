import { describe, expect, it } from 'vitest';
import { Functionality } from '../customer/functionalities';
import { FunctionalityModules, RolePresets } from './module-list';

describe('the module list', () => {
  it('holds each of the 60 codes exactly once', () => {
    const listed = FunctionalityModules.flatMap((module) => module.functionalities);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(Object.keys(Functionality).sort());
  });

  it('gives presets only known codes, none twice', () => {
    const known = new Set<number>(Object.values(Functionality));
    for (const preset of RolePresets) {
      expect(new Set(preset.functionalities).size).toBe(preset.functionalities.length);
      expect(preset.functionalities.every((code) => known.has(code))).toBe(true);
    }
  });
});
