import { bookingsMenu, canOpen, visibleTabs } from '../../lib/app-access';

/** One entry of the top bar's menus: a page to open, or the bank details window. */
export interface FrameLink {
  key: string;
  /** Translation key in the "frame" namespace (or another one, named with its prefix). */
  labelKey: string;
  to?: string;
  opensBankDetails?: boolean;
}

/** Search Pad dropdown: the search pad tabs the user may use. */
export function searchPadLinks(functionalities: readonly number[]): FrameLink[] {
  return visibleTabs(functionalities).map((tab) => ({
    key: tab.key,
    labelKey: `common:searchpadTabs.${tab.key}`,
    to: tab.path,
  }));
}

/** Quick Links dropdown (spec §2): each entry only where the user may open its page. */
export function quickLinks(functionalities: readonly number[]): FrameLink[] {
  const links: FrameLink[] = [];
  if (canOpen(functionalities, '/bank-deposit')) {
    links.push({ key: 'depositRequest', labelKey: 'topBar.depositRequest', to: '/bank-deposit' });
  }
  links.push({ key: 'bankDetails', labelKey: 'topBar.bankDetails', opensBankDetails: true });
  if (canOpen(functionalities, '/my-transactions')) {
    links.push({ key: 'paymentLedger', labelKey: 'topBar.paymentLedger', to: '/my-transactions' });
  }
  const bookings = bookingsMenu(functionalities).link;
  if (bookings) links.push({ key: 'myBookings', labelKey: 'topBar.myBookings', to: bookings });
  return links;
}

/** Our Products dropdown; the White Label page exists on the main tenant only. */
export function productLinks(isMainTenant: boolean): FrameLink[] {
  return [
    ...(isMainTenant ? [{ key: 'whiteLabel', labelKey: 'topBar.whiteLabel', to: '/whitelabel' }] : []),
    { key: 'api', labelKey: 'topBar.api', to: '/api' },
  ];
}
