import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextLimit, type BackofficeUser } from '@portal/contracts';

/**
 * Confirms ending a user's sessions, with an optional message for the logout notice; left empty, the server's
 * standard message is shown instead.
 */
export function EndSessionsModal({
  user,
  onClose,
  onConfirm,
  problem,
}: {
  user: BackofficeUser | null;
  onClose: () => void;
  /** Answers whether the sessions were ended; on a failure the typed message stays for another try. */
  onConfirm: (logoutMessage: string | undefined) => Promise<boolean>;
  problem: string | null;
}) {
  const { t } = useTranslation('backoffice');
  const {
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<{ logoutMessage: string }>({ defaultValues: { logoutMessage: '' } });
  const close = () => {
    reset();
    onClose();
  };
  const submit = handleSubmit(async ({ logoutMessage }) => {
    if (await onConfirm(logoutMessage.trim() || undefined)) reset();
  });
  const name = user ? `${user.firstName} ${user.lastName}` : '';

  return (
    <Modal opened={user !== null} onClose={close} title={t('users.endSessionsOf', { name })} centered>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Text size="sm">{t('users.endSessionsExplained', { email: user?.email ?? '' })}</Text>
          <Textarea
            label={t('users.message')}
            description={t('users.messageHint')}
            autosize
            minRows={2}
            maxLength={TextLimit.short}
            data-autofocus
            {...register('logoutMessage')}
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
              {t('users.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
