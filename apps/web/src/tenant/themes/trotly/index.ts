import { lazyPage } from '../../../lib/chunk-reload';
import { LoginLayoutByVariation } from '../../login-layouts/login-layout-by-variation';
import type { ThemeParts } from '../../theme-parts';
import { TrotlyFooter } from './trotly-footer';
import { TrotlyHeader } from './trotly-header';

/** The dark-picture white-label look. Page sections load with the page that shows them. */
export const trotlyTheme: ThemeParts = {
  Header: TrotlyHeader,
  Footer: TrotlyFooter,
  HomeSections: lazyPage(() => import('./trotly-home-sections')),
  // Its own lower sections come with its restyle; until then it shares the provider's.
  LowerSections: lazyPage(() => import('../bizora/bizora-lower-sections')),
  AboutUsSections: lazyPage(() => import('./trotly-about-us-sections')),
  LoginLayout: LoginLayoutByVariation,
  defaultLoginVariation: 'centered',
};
