import { useTranslation } from 'react-i18next';
import type { DocumentStatus, KycStatus } from '@portal/contracts';
import { StatusBadge } from '../status-badge';
import './i18n';

const kycColour: Record<KycStatus, string> = {
  notSubmitted: 'gray',
  pending: 'yellow',
  verified: 'teal',
  actionRequired: 'red',
};

const documentColour: Record<DocumentStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

/** An agency's KYC status as both sides see it. */
export function KycStatusBadge({ status, size = 'md' }: { status: KycStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('kyc');
  return (
    <StatusBadge color={kycColour[status]} size={size} testId="kyc-status">
      {t(`kycStatus.${status}`)}
    </StatusBadge>
  );
}

/** One document version's review status. */
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation('kyc');
  return (
    <StatusBadge color={documentColour[status]} size="sm" testId="document-status">
      {t(`documentStatus.${status}`)}
    </StatusBadge>
  );
}
