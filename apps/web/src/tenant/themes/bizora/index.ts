import { lazyPage } from '../../../lib/chunk-reload';
import type { ThemeParts } from '../../theme-parts';
import { BizoraFooter } from './bizora-footer';
import { BizoraHeader } from './bizora-header';

/** The provider's warm look. Page sections load with the page that shows them. */
export const bizoraTheme: ThemeParts = {
  Header: BizoraHeader,
  Footer: BizoraFooter,
  HomeSections: lazyPage(() => import('./bizora-home-sections')),
  LowerSections: lazyPage(() => import('./bizora-lower-sections')),
  AboutUsSections: lazyPage(() => import('./bizora-about-us-sections')),
  // Only the login and invitation pages show it, so it loads with them.
  LoginLayout: lazyPage(() => import('../../login-layouts/login-layout-by-variation')),
  defaultLoginVariation: 'cover',
};
