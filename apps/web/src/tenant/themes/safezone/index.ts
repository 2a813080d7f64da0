import { lazyPage } from '../../../lib/chunk-reload';
import { LoginLayoutByVariation } from '../../login-layouts/login-layout-by-variation';
import type { ThemeParts } from '../../theme-parts';
import { SafeZoneFooter } from './safezone-footer';
import { SafeZoneHeader } from './safezone-header';

/**
 * The crisp corporate-travel look: a two-row header, a split hero with the login form on the left, square cards
 * and a dark footer with the offices. Page sections load with the page that shows them.
 */
export const safeZoneTheme: ThemeParts = {
  Header: SafeZoneHeader,
  Footer: SafeZoneFooter,
  HomeSections: lazyPage(() => import('./safezone-home-sections')),
  LowerSections: lazyPage(() => import('./safezone-lower-sections')),
  AboutUsSections: lazyPage(() => import('./safezone-about-us-sections')),
  LoginLayout: LoginLayoutByVariation,
  defaultLoginVariation: 'formleft',
};
