import { lazyPage } from '../lib/chunk-reload';
import type { ThemeName } from '@portal/contracts';
import { LoginLayoutByVariation } from './login-layouts/login-layout-by-variation';
import { BizoraFooter } from './themes/bizora/bizora-footer';
import { BizoraHeader } from './themes/bizora/bizora-header';
import { TrotlyFooter } from './themes/trotly/trotly-footer';
import { TrotlyHeader } from './themes/trotly/trotly-header';
import type { ThemeParts } from './theme-parts';

// Page sections load with the page that shows them, so the first visit downloads only the header and footer.
const bizora: ThemeParts = {
  Header: BizoraHeader,
  Footer: BizoraFooter,
  HomeSections: lazyPage(() => import('./themes/bizora/bizora-home-sections')),
  AboutUsSections: lazyPage(() => import('./themes/bizora/bizora-about-us-sections')),
  LoginLayout: LoginLayoutByVariation,
};

const trotly: ThemeParts = {
  Header: TrotlyHeader,
  Footer: TrotlyFooter,
  HomeSections: lazyPage(() => import('./themes/trotly/trotly-home-sections')),
  AboutUsSections: lazyPage(() => import('./themes/trotly/trotly-about-us-sections')),
  LoginLayout: LoginLayoutByVariation,
};

/**
 * The theme chooses header, footer, home and about-us sections and the login layout. chillora and safeZone have no
 * look of their own yet and use the provider's (bizora) parts; they get their own when a tenant needs them.
 */
export const themeRegistry: Record<ThemeName, ThemeParts> = {
  bizora,
  chillora: bizora,
  trotly,
  safeZone: bizora,
};
