import type { ComponentType, ReactNode } from 'react';

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
  HomeSections: ComponentType<HomeSectionsProps>;
  AboutUsSections: ComponentType;
  LoginLayout: ComponentType<LoginLayoutProps>;
}
