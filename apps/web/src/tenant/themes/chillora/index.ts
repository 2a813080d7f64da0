import { lazyPage } from '../../../lib/chunk-reload';
import { LoginLayoutByVariation } from '../../login-layouts/login-layout-by-variation';
import type { ThemeParts } from '../../theme-parts';
import { ChilloraFooter } from './chillora-footer';
import { ChilloraHeader } from './chillora-header';

/** The calm holiday look: pastel washes, big rounded cards, a centred logo over a pill navigation. */
export const chilloraTheme: ThemeParts = {
  Header: ChilloraHeader,
  Footer: ChilloraFooter,
  HomeSections: lazyPage(() => import('./chillora-home')),
  LowerSections: lazyPage(() => import('./chillora-lower-sections')),
  AboutUsSections: lazyPage(() => import('./chillora-about-us-sections')),
  LoginLayout: LoginLayoutByVariation,
  defaultLoginVariation: 'modal',
};
