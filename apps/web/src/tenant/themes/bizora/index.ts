import { lazyPage } from '../../../lib/chunk-reload';
import { LoginLayoutByVariation } from '../../login-layouts/login-layout-by-variation';
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
  LoginLayout: LoginLayoutByVariation,
  defaultLoginVariation: 'cover',
};
