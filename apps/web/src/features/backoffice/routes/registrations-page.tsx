import { useState } from 'react';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/list-page/page-header';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { usePendingRegistrations } from '../api/pending-registrations';
import { useApproveRegistration, useRejectRegistration } from '../api/review-registration';
import { RegistrationCard } from '../components/registration-card';
import { RejectModal } from '../components/reject-modal';
import '../i18n';

/** The back office's first page: registrations awaiting approval, approved or rejected (with a reason) here. */
export default function RegistrationsPage() {
  const { t } = useTranslation('backoffice');
  const pending = usePendingRegistrations();
  const approve = useApproveRegistration();
  const reject = useRejectRegistration();
  const [rejecting, setRejecting] = useState<{ agencyId: string; agencyName: string } | null>(null);
  const [rejectProblem, setRejectProblem] = useState<string | null>(null);
  const registrations = pending.data?.registrations ?? [];

  return (
    <Stack gap="md">
      <PageHeader title={t('title')} />
      {pending.isPending ? <Loader aria-label={t('title')} /> : null}
      {pending.isError ? (
        <Alert color="red">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('loadFailed')}</Text>
            <Button size="compact-sm" variant="light" onClick={() => void pending.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {pending.isSuccess && registrations.length === 0 ? <Text c="dimmed">{t('empty')}</Text> : null}
      {registrations.map((registration) => (
        <RegistrationCard
          key={registration.agencyId}
          registration={registration}
          approving={approve.isPending && approve.variables.agencyId === registration.agencyId}
          onApprove={() =>
            approve.mutate(
              { agencyId: registration.agencyId },
              {
                onSuccess: () =>
                  showToast({ message: t('approved', { agency: registration.agencyName }), color: 'green' }),
                onError: (error) => showToast({ message: errorMessage(error), color: 'red' }),
              },
            )
          }
          onReject={() => {
            setRejectProblem(null);
            setRejecting({ agencyId: registration.agencyId, agencyName: registration.agencyName });
          }}
        />
      ))}
      <RejectModal
        agency={rejecting}
        problem={rejectProblem}
        onClose={() => setRejecting(null)}
        onReject={async (body) => {
          try {
            await reject.mutateAsync(body);
            showToast({ message: t('rejected', { agency: rejecting?.agencyName ?? '' }), color: 'green' });
            setRejecting(null);
          } catch (error) {
            setRejectProblem(errorMessage(error));
          }
        }}
      />
    </Stack>
  );
}
