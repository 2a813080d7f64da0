import { lazyPage } from '../../../lib/chunk-reload';
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
  // Its own form-left login page; the other login styles get the shared layouts.
  LoginLayout: lazyPage(() => import('./safezone-login-layout')),
  defaultLoginVariation: 'formleft',
};
