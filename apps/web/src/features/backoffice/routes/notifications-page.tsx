import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BackofficeNotification } from '@portal/contracts';
import { ListPage } from '../../../components/list-page/list-page';
import { useAddressFilters } from '../../../lib/address-filters';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { useBackofficeNotifications } from '../api/backoffice-notifications';
import { useCreateNotification } from '../api/create-notification';
import { useWithdrawNotification } from '../api/withdraw-notification';
import { NotificationFormModal } from '../components/notification-form-modal';
import { NotificationsCards, NotificationsTable } from '../components/notifications-table';
import { WithdrawNotificationModal } from '../components/withdraw-notification-modal';
import { pageOnlyFiltersFromSearch, pageOnlyFiltersToSearch } from '../utils/search-page-filters';
import '../i18n';

/**
 * /backoffice/notifications: the tenant's announcements, newest first, 25 a page. Operators publish new ones (shown
 * as popups on the agents' search pad) and withdraw them.
 */
export default function NotificationsPage() {
  const { t } = useTranslation('backoffice', { keyPrefix: 'notifications' });
  const { filters, update } = useAddressFilters(pageOnlyFiltersFromSearch, pageOnlyFiltersToSearch);
  const list = useBackofficeNotifications(filters.page);
  const create = useCreateNotification();
  const withdraw = useWithdrawNotification();
  const [creating, setCreating] = useState(false);
  const [createProblem, setCreateProblem] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState<BackofficeNotification | null>(null);
  const [withdrawProblem, setWithdrawProblem] = useState<string | null>(null);
  const onWithdraw = (notification: BackofficeNotification) => {
    setWithdrawProblem(null);
    setWithdrawing(notification);
  };

  return (
    <ListPage
      t={t}
      contained={false}
      title={t('title')}
      intro={t('intro')}
      introWidth={640}
      actions={
        <Button
          onClick={() => {
            setCreateProblem(null);
            setCreating(true);
          }}
        >
          {t('new')}
        </Button>
      }
      filters={filters}
      update={update}
      query={list}
      rowsOf={(page) => page.notifications.length}
      texts={{
        count: (total) => t('total', { number: total }),
        loadFailed: t('loadFailed'),
        loading: t('loading'),
        empty: t('empty'),
      }}
      table={(page) => <NotificationsTable notifications={page.notifications} onWithdraw={onWithdraw} />}
      cards={(page) => <NotificationsCards notifications={page.notifications} onWithdraw={onWithdraw} />}
    >
      <NotificationFormModal
        opened={creating}
        problem={createProblem}
        onClose={() => setCreating(false)}
        onCreate={async (body) => {
          try {
            const { notification } = await create.mutateAsync(body);
            const scheduled = notification.status === 'Scheduled';
            showToast({
              message: t(scheduled ? 'form.scheduled' : 'form.created'),
              color: 'green',
            });
            setCreating(false);
            update({ page: 1 });
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
              showToast({ message: t('withdrawn'), color: 'green' });
              setWithdrawing(null);
            },
            onError: (error) => setWithdrawProblem(errorMessage(error)),
          });
        }}
      />
    </ListPage>
  );
}
