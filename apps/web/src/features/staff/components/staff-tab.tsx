import { Stack, Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasFunctionality } from '@portal/contracts';
import { useUserContext } from '../../../lib/session/user-context';
import { auditFilterKeys } from '../utils/audit-filters';
import { staffFilterKeys } from '../utils/staff-filters';
import { AuditLogSection } from './audit-log-section';
import { RolesSection } from './roles-section';
import { StaffSection } from './staff-section';
import '../i18n';

const sections = ['members', 'roles', 'audit'] as const;
type Section = (typeof sections)[number];

/**
 * The Staff tab of /company-settings (ShowStaffs): the agency's people, the roles they hold and the audit log of
 * every change. The chosen section sits in the address (`section`) beside the page's own tab, so a reload or a
 * shared link opens the same list with the same filters. Writing needs ManageStaff; the audit log is for those who
 * manage staff or edit the company.
 */
export function StaffTab() {
  const { t } = useTranslation('staff');
  const functionalities = useUserContext().data?.functionalities ?? [];
  const canManage = hasFunctionality(functionalities, 'ManageStaff');
  const canAudit = canManage || hasFunctionality(functionalities, 'EditCompanyInfo');
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const asked = params.get('section');
  const shown = sections.filter((section) => section !== 'audit' || canAudit);
  const section: Section = shown.find((value) => value === asked) ?? 'members';

  const choose = (next: string | null) => {
    if (!next || next === section) return;
    const address = new URLSearchParams(search);
    // Each section keeps its own filters; another section's would only confuse its list.
    for (const key of [...staffFilterKeys, ...auditFilterKeys]) address.delete(key);
    if (next === 'members') address.delete('section');
    else address.set('section', next);
    void navigate({ search: `?${address.toString()}` });
  };

  return (
    <Tabs value={section} onChange={choose} variant="pills" keepMounted={false}>
      <Stack gap="lg">
        <Tabs.List aria-label={t('tab.sections')}>
          {shown.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`tab.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="members">
          <StaffSection canManage={canManage} />
        </Tabs.Panel>
        <Tabs.Panel value="roles">
          <RolesSection canManage={canManage} />
        </Tabs.Panel>
        {canAudit ? (
          <Tabs.Panel value="audit">
            <AuditLogSection />
          </Tabs.Panel>
        ) : null}
      </Stack>
    </Tabs>
  );
}

export default StaffTab;
