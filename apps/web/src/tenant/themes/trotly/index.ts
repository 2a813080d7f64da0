import { lazyPage } from '../../../lib/chunk-reload';
import { LoginLayoutByVariation } from '../../login-layouts/login-layout-by-variation';
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
  LoginLayout: LoginLayoutByVariation,
  PageLoader: TrotlyPageLoader,
  defaultLoginVariation: 'centered',
};
