import { Suspense, type ReactNode } from 'react';
import { Center, Container, Loader, Stack, Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { companySettingsPanels } from '../../../app/layouts/signed-in-pages';
import { PageHeader } from '../../../components/list-page/page-header';
import { lazyPage } from '../../../lib/chunk-reload';
import { useUserContext } from '../../../lib/session/user-context';
import { BankAccountsTab } from '../components/bank-accounts-tab';
import { BasicInfoTab } from '../components/basic-info-tab';
import { BranchesTab } from '../components/branches-tab';
import { DocumentsTab } from '../components/documents-tab';
import { chosenTab, visibleSettingsTabs, type SettingsTab } from '../utils/settings-tabs';
import '../i18n';

// The Staff tab is built by the staff feature and mounted here through the app's list of panels.
const loadStaffPanel = companySettingsPanels.staff;
const StaffPanel = loadStaffPanel ? lazyPage(loadStaffPanel) : null;

/**
 * /company-settings (spec §2, CompanySettings): the agency's basic information and logo, bank accounts, branches,
 * KYC documents and staff, one tab each in the address (?tab=), each tab shown only with its own permission.
 */
export default function CompanySettingsPage() {
  const { t } = useTranslation('companySettings');
  const context = useUserContext();
  const { search } = useLocation();
  const navigate = useNavigate();
  const functionalities = context.data?.functionalities ?? [];
  const visible = visibleSettingsTabs(functionalities, (tab) => tab !== 'staff' || StaffPanel !== null);
  const active = chosenTab(new URLSearchParams(search), visible);

  const panels: Record<SettingsTab, () => ReactNode> = {
    basic: () => <BasicInfoTab functionalities={functionalities} />,
    'bank-account': () => <BankAccountsTab functionalities={functionalities} />,
    branch: () => <BranchesTab functionalities={functionalities} />,
    documents: () => <DocumentsTab functionalities={functionalities} />,
    staff: () => (StaffPanel ? <StaffPanel /> : null),
  };

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <PageHeader title={t('page.title')} intro={t('page.intro')} />
        {active ? (
          <Tabs
            value={active}
            onChange={(next) => {
              if (!next) return;
              const params = new URLSearchParams(search);
              params.set('tab', next);
              // Each tab is a place of its own: Back returns to the tab before.
              void navigate({ search: `?${params.toString()}` });
            }}
            keepMounted={false}
          >
            <Tabs.List
              aria-label={t('page.tabs')}
              style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}
            >
              {visible.map((tab) => (
                <Tabs.Tab key={tab} value={tab} style={{ flexShrink: 0 }}>
                  {t(`tabs.${tab}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {visible.map((tab) => (
              <Tabs.Panel key={tab} value={tab} pt="lg">
                <Suspense
                  fallback={
                    <Center py="xl">
                      <Loader aria-label={t('common.loading')} />
                    </Center>
                  }
                >
                  {tab === active ? panels[tab]() : null}
                </Suspense>
              </Tabs.Panel>
            ))}
          </Tabs>
        ) : null}
      </Stack>
    </Container>
  );
}
