import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ZRejectRegistrationRequest, type RejectRegistrationRequest } from '@portal/contracts';

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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RejectRegistrationRequest>({
    resolver: zodResolver(ZRejectRegistrationRequest),
    values: { agencyId: agency?.agencyId ?? '', reason: '' },
  });
  const close = () => {
    reset();
    onClose();
  };
  return (
    <Modal
      opened={agency !== null}
      onClose={close}
      title={t('rejectTitle', { agency: agency?.agencyName ?? '' })}
      centered
    >
      <form noValidate onSubmit={(event) => void handleSubmit(onReject)(event)}>
        <Stack gap="md">
          <Textarea
            label={t('reason')}
            autosize
            minRows={3}
            data-autofocus
            error={errors.reason?.message}
            {...register('reason')}
          />
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" color="red" loading={isSubmitting}>
              {t('confirmReject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
