import type { ThemeName } from '@portal/contracts';
import type { ThemeParts } from './theme-parts';

/**
 * The theme chooses header, footer, home and about-us sections and the login layout. Each theme is its own chunk,
 * so a first visit downloads only the theme of the tenant it is on.
 */
const themeLoaders: Record<ThemeName, () => Promise<ThemeParts>> = {
  bizora: () => import('./themes/bizora').then((module) => module.bizoraTheme),
  chillora: () => import('./themes/chillora').then((module) => module.chilloraTheme),
  trotly: () => import('./themes/trotly').then((module) => module.trotlyTheme),
  safeZone: () => import('./themes/safezone').then((module) => module.safeZoneTheme),
};

export function loadTheme(name: ThemeName): Promise<ThemeParts> {
  return themeLoaders[name]();
}
