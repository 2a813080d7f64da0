import { Stepper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequestStatus } from '@portal/contracts';
import '../application-i18n';

/** Where an application is on its way: documents received (or sent back for correction), submitted, decided. */
const stepOf: Partial<Record<RequestStatus, number>> = {
  Requested: 0,
  CorrectionAsked: 0,
  InProcess: 1,
  Completed: 3,
  Rejected: 2,
};

export function ApplicationSteps({ status }: { status: RequestStatus }) {
  const { t } = useTranslation('visa');
  if (status === 'Cancelled') return null;
  const active = stepOf[status] ?? 0;
  return (
    <Stepper
      active={active}
      size="sm"
      allowNextStepsSelect={false}
      aria-label={t('order.steps.label')}
      color={status === 'Rejected' ? 'red' : undefined}
    >
      <Stepper.Step
        label={status === 'CorrectionAsked' ? t('order.steps.correction') : t('order.steps.received')}
        color={status === 'CorrectionAsked' ? 'orange' : undefined}
      />
      <Stepper.Step label={t('order.steps.submitted')} />
      <Stepper.Step label={status === 'Rejected' ? t('order.steps.rejected') : t('order.steps.approved')} />
    </Stepper>
  );
}
