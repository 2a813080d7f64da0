import { useState } from 'react';
import { Alert, Button, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BackofficeNotification } from '@portal/contracts';
import { PageHeader } from '../../../components/list-page/page-header';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { useBackofficeNotifications } from '../api/backoffice-notifications';
import { useCreateNotification } from '../api/create-notification';
import { useWithdrawNotification } from '../api/withdraw-notification';
import { NotificationFormModal } from '../components/notification-form-modal';
import { NotificationsTable } from '../components/notifications-table';
import { WithdrawNotificationModal } from '../components/withdraw-notification-modal';
import '../i18n';

/**
 * /backoffice/notifications: the tenant's announcements, newest first, 25 a page. Operators publish new ones (shown
 * as popups on the agents' search pad) and withdraw them.
 */
export default function NotificationsPage() {
  const { t } = useTranslation('backoffice');
  const [page, setPage] = useState(1);
  const list = useBackofficeNotifications(page);
  const create = useCreateNotification();
  const withdraw = useWithdrawNotification();
  const [creating, setCreating] = useState(false);
  const [createProblem, setCreateProblem] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState<BackofficeNotification | null>(null);
  const [withdrawProblem, setWithdrawProblem] = useState<string | null>(null);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Stack gap="md">
      <PageHeader
        title={t('notifications.title')}
        intro={t('notifications.intro')}
        introWidth={640}
        actions={
          <Button
            onClick={() => {
              setCreateProblem(null);
              setCreating(true);
            }}
          >
            {t('notifications.new')}
          </Button>
        }
      />
      {data ? (
        <Text size="sm" c="dimmed" role="status">
          {t('notifications.total', { number: data.total })}
        </Text>
      ) : null}
      {list.isPending ? <Loader aria-label={t('notifications.title')} /> : null}
      {list.isError ? (
        <Alert color="red">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('notifications.loadFailed')}</Text>
            <Button size="compact-sm" variant="light" onClick={() => void list.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {data && data.notifications.length === 0 ? <Text c="dimmed">{t('notifications.empty')}</Text> : null}
      {data && data.notifications.length > 0 ? (
        <NotificationsTable
          notifications={data.notifications}
          onWithdraw={(notification) => {
            setWithdrawProblem(null);
            setWithdrawing(notification);
          }}
        />
      ) : null}
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`notifications.pageControl.${control}`) })}
          getItemProps={(number) => ({ 'aria-label': t('notifications.pageNumber', { number }) })}
          aria-label={t('notifications.pages')}
        />
      ) : null}
      <NotificationFormModal
        opened={creating}
        problem={createProblem}
        onClose={() => setCreating(false)}
        onCreate={async (body) => {
          try {
            const { notification } = await create.mutateAsync(body);
            const scheduled = notification.status === 'Scheduled';
            showToast({
              message: t(scheduled ? 'notifications.form.scheduled' : 'notifications.form.created'),
              color: 'green',
            });
            setCreating(false);
            setPage(1);
            return true;
          } catch (error) {
            setCreateProblem(errorMessage(error));
            return false;
          }
        }}
      />
      <WithdrawNotificationModal
        notification={withdrawing}
        problem={withdrawProblem}
        pending={withdraw.isPending}
        onClose={() => setWithdrawing(null)}
        onConfirm={() => {
          if (!withdrawing) return;
          withdraw.mutate(withdrawing.id, {
            onSuccess: () => {
              showToast({ message: t('notifications.withdrawn'), color: 'green' });
              setWithdrawing(null);
            },
            onError: (error) => setWithdrawProblem(errorMessage(error)),
          });
        }}
      />
    </Stack>
  );
}
