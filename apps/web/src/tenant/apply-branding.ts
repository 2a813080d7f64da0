import type { TenantConfig } from '@portal/contracts';

function iconType(href: string): string {
  const extension = href.split(/[?#]/)[0]?.split('.').pop()?.toLowerCase();
  switch (extension) {
    case 'svg':
      return 'image/svg+xml';
    case 'png':
      return 'image/png';
    case 'ico':
      return 'image/x-icon';
    case 'jpg':
    case 'jpeg':
      return 'image/jpeg';
    default:
      return 'image/svg+xml';
  }
}

/** Sets the page title and favicon from the tenant (the server did too; this covers the dev server). */
export function applyBranding(config: TenantConfig): void {
  document.title = config.global.title;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  link.href = config.logo.favIcon;
  link.type = iconType(config.logo.favIcon);
}
