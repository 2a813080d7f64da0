import { useTranslation } from 'react-i18next';
import type { StaffStatus } from '@portal/contracts';
import { StatusBadge } from '../../../components/status-badge';

const colours: Record<StaffStatus, string> = { invited: 'blue', active: 'green', suspended: 'red' };

/** Invited (no password yet), active, or suspended (cannot sign in). */
export function StaffStatusBadge({ status }: { status: StaffStatus }) {
  const { t } = useTranslation('staff');
  return (
    <StatusBadge color={colours[status]} size="sm">
      {t(`status.${status}`)}
    </StatusBadge>
  );
}
