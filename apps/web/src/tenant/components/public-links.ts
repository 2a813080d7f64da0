import type { TenantConfig } from '@portal/contracts';

export interface PublicLink {
  to: string;
  /** Translation key in the common namespace. */
  labelKey: string;
}

/** The header's navigation; White Label exists on the main tenant only, About Us where the tenant has one. */
export function headerLinks(config: TenantConfig): PublicLink[] {
  return [
    { to: '/', labelKey: 'nav.home' },
    { to: '/corp', labelKey: 'nav.corporate' },
    ...(config.isMain ? [{ to: '/whitelabel', labelKey: 'nav.whiteLabel' }] : []),
    { to: '/api', labelKey: 'nav.api' },
    { to: '/agent', labelKey: 'nav.agent' },
    { to: '/supplier', labelKey: 'nav.supplier' },
    ...(config.aboutUsEnabled ? [{ to: '/about-us', labelKey: 'nav.aboutUs' }] : []),
    { to: '/contact-us', labelKey: 'nav.contactUs' },
  ];
}

export function companyLinks(config: TenantConfig): PublicLink[] {
  return [
    ...(config.aboutUsEnabled ? [{ to: '/about-us', labelKey: 'nav.aboutUs' }] : []),
    { to: '/contact-us', labelKey: 'nav.contactUs' },
    { to: '/testimonials', labelKey: 'nav.testimonials' },
    { to: '/corp', labelKey: 'nav.corporate' },
  ];
}

export function partnerLinks(config: TenantConfig): PublicLink[] {
  return [
    { to: '/agent', labelKey: 'nav.agent' },
    { to: '/supplier', labelKey: 'nav.supplier' },
    { to: '/api', labelKey: 'nav.api' },
    ...(config.isMain ? [{ to: '/whitelabel', labelKey: 'nav.whiteLabel' }] : []),
  ];
}

export const legalLinks: PublicLink[] = [
  { to: '/terms-and-conditions', labelKey: 'nav.terms' },
  { to: '/privacy-policy', labelKey: 'nav.privacy' },
  { to: '/refunds-return-policy', labelKey: 'nav.refunds' },
];
