import { hasFunctionality, type FunctionalityName } from '@portal/contracts';

/** The tabs of /company-settings in the spec's order (§2), each named in the address as ?tab=. */
export const SettingsTabs = ['basic', 'bank-account', 'branch', 'documents', 'staff'] as const;
export type SettingsTab = (typeof SettingsTabs)[number];

/** What each tab needs beside the page's own CompanySettings (spec §6). */
const TabPermission: Record<SettingsTab, FunctionalityName> = {
  basic: 'CompanySettings',
  'bank-account': 'ShowBankAccounts',
  branch: 'ShowBranches',
  documents: 'CompanySettings',
  staff: 'ShowStaffs',
};

/** The tabs this user may open; `available` leaves out tabs whose content is not part of this build. */
export function visibleSettingsTabs(
  functionalities: readonly number[],
  available: (tab: SettingsTab) => boolean = () => true,
): SettingsTab[] {
  return SettingsTabs.filter(
    (tab) => available(tab) && hasFunctionality(functionalities, TabPermission[tab]),
  );
}

/** The tab the address names when the user may open it, else the first one they may. */
export function chosenTab(search: URLSearchParams, visible: readonly SettingsTab[]): SettingsTab | null {
  const named = search.get('tab');
  return visible.find((tab) => tab === named) ?? visible[0] ?? null;
}
