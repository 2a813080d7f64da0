import { Business, type TenantConfig } from '@portal/contracts';

const filled = (text: string) => text.trim() !== '';

/**
 * Which of the home's blocks the chillora theme shows for a tenant, and what each keeps. A block whose config is
 * empty (or switched off) is left out whole, so the page never shows an empty heading, band or broken picture.
 */
export function chilloraHomeBlocks(config: TenantConfig) {
  const { home, destination, mobileApp, callToAction, company } = config;
  const hasTitle = filled(home.titleContent);
  const appStores = [
    filled(mobileApp.appStoreLink) ? ('appStore' as const) : null,
    filled(mobileApp.googlePlayLink) ? ('googlePlay' as const) : null,
  ].filter((store) => store !== null);
  return {
    hero: {
      // The page keeps one main heading: the hero text, or the company name when the tenant wrote none.
      heading: hasTitle ? home.titleContent : company.name,
      kicker: hasTitle ? company.name : null,
    },
    airlines: home.airlines.length > 0,
    features: home.feature.features.length > 0,
    destinations: destination.cities.length > 0,
    postcards: postcardLayout(destination.cities.length),
    destinationAction: filled(destination.actionText) && filled(destination.actionLink),
    mobileApp:
      mobileApp.enabled && (filled(mobileApp.title) || filled(mobileApp.description) || appStores.length > 0),
    appStores,
    callToAction:
      callToAction.enabled &&
      (filled(callToAction.title) || filled(callToAction.description) || filled(callToAction.buttonText)),
    callToActionHref: filled(callToAction.buttonLink)
      ? callToAction.buttonLink
      : Business.defaultCallToActionPath,
  };
}

/**
 * Destinations fill a bento grid (one large postcard beside four small ones) only when their number fills it
 * without a gap; other numbers get an even, gently staggered grid.
 */
export function postcardLayout(count: number): 'bento' | 'even' {
  return count >= 5 && (count - 1) % 4 === 0 ? 'bento' : 'even';
}
