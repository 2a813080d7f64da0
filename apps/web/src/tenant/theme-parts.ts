import type { ComponentType, ReactNode } from 'react';
import type { LoginVariation } from '@portal/contracts';

/** Props every login layout receives: the login form to place, and the brand cover image. */
export interface LoginLayoutProps {
  form: ReactNode;
  cover: string;
  /** The card's heading; "Login" unless the page is another step of signing in (accepting an invitation). */
  title?: string;
}

/** What the home page hands its theme: the banner slider and the login box, which every home shows side by side. */
export interface HomeSectionsProps {
  banners: ReactNode;
  login: ReactNode;
}

/** The pieces a theme contributes to the public site. */
export interface ThemeParts {
  Header: ComponentType;
  Footer: ComponentType;
  /** Above the fold of `/`: hero with the banner slider and login box, then the brand's blocks. */
  HomeSections: ComponentType<HomeSectionsProps>;
  /** Below the fold of `/`, loaded when the visitor scrolls near it: testimonials, getting started, coverage. */
  LowerSections: ComponentType;
  AboutUsSections: ComponentType;
  LoginLayout: ComponentType<LoginLayoutProps>;
  /**
   * The animation shown while a page's code arrives, when the theme has one of its own (CSS only, still under
   * reduced motion); otherwise the standard spinner. Kept tiny: it is part of the theme's first chunk.
   */
  PageLoader?: ComponentType;
  /** The login variation a new tenant on this theme starts with (the tenant may choose another). */
  defaultLoginVariation: LoginVariation;
}
