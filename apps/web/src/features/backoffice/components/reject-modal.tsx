import { useTranslation } from 'react-i18next';
import { ZRejectRegistrationRequest, type RejectRegistrationRequest } from '@portal/contracts';
import { ReasonModal } from './reason-modal';

/** Asks for the reason of a rejection (3 to 500 characters); the applicant receives it by email. */
export function RejectModal({
  agency,
  onClose,
  onReject,
  problem,
}: {
  agency: { agencyId: string; agencyName: string } | null;
  onClose: () => void;
  onReject: (body: RejectRegistrationRequest) => Promise<void>;
  problem: string | null;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <ReasonModal
      subject={agency?.agencyId ?? null}
      onClose={onClose}
      title={t('rejectTitle', { agency: agency?.agencyName ?? '' })}
      field={{ label: t('reason'), minRows: 3 }}
      schema={ZRejectRegistrationRequest.shape.reason}
      confirmLabel={t('confirmReject')}
      problem={problem}
      onSubmit={(reason) => onReject({ agencyId: agency?.agencyId ?? '', reason })}
    />
  );
}
