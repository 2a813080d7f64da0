import { describe, expect, it } from 'vitest';
import { HolidayScenes, holidaySceneName, holidaySceneSvg } from './holiday-scene';

describe('holiday scenes', () => {
  it('draws every scene as a titled 4:3 SVG, the same for the same name and different for another variant', () => {
    for (const scene of HolidayScenes) {
      const name = holidaySceneName(scene, 'dxb-1');
      const svg = holidaySceneSvg(name)!;
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"')).toBe(true);
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
      expect(svg).not.toMatch(/NaN|undefined/);
      expect(svg.length).toBeLessThan(16_000);
      expect(holidaySceneSvg(name)).toBe(svg);
      expect(holidaySceneSvg(holidaySceneName(scene, 'dxb-2'))).not.toBe(svg);
    }
  });

  it('draws nothing for a name that is not a scene’s', () => {
    for (const name of ['', 'beach', 'volcano:1', 'beach:1:2', '__proto__:1', 'toString:x']) {
      expect(holidaySceneSvg(name)).toBeUndefined();
    }
  });
});
