import { lazyPage } from '../../../lib/chunk-reload';
import type { ThemeParts } from '../../theme-parts';
import { TrotlyFooter } from './trotly-footer';
import { TrotlyHeader } from './trotly-header';
import { TrotlyPageLoader } from './trotly-page-loader';

/** The dark-picture white-label look. Page sections load with the page that shows them. */
export const trotlyTheme: ThemeParts = {
  Header: TrotlyHeader,
  Footer: TrotlyFooter,
  HomeSections: lazyPage(() => import('./trotly-home-sections')),
  LowerSections: lazyPage(() => import('./trotly-lower-sections')),
  AboutUsSections: lazyPage(() => import('./trotly-about-us-sections')),
  // Only the login and invitation pages show it, so it loads with them.
  LoginLayout: lazyPage(() => import('../../login-layouts/login-layout-by-variation')),
  PageLoader: TrotlyPageLoader,
  defaultLoginVariation: 'centered',
};
