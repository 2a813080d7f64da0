import { Anchor, Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BackofficeNotification, NotificationStatus } from '@portal/contracts';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';

const statusColor: Record<NotificationStatus, string> = {
  Scheduled: 'blue',
  Active: 'green',
  Ended: 'gray',
  Withdrawn: 'red',
};

/** The announcements: what they say, when they show, and how many closed them, with a way to withdraw them. */
export function NotificationsTable({
  notifications,
  onWithdraw,
}: {
  notifications: BackofficeNotification[];
  onWithdraw: (notification: BackofficeNotification) => void;
}) {
  const { t } = useTranslation('backoffice');
  const formatTime = useFormatTime();

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="sm" aria-label={t('notifications.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('notifications.announcement')}</Table.Th>
            <Table.Th>{t('notifications.status')}</Table.Th>
            <Table.Th>{t('notifications.starts')}</Table.Th>
            <Table.Th>{t('notifications.ends')}</Table.Th>
            <Table.Th ta="right">{t('notifications.dismissals')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('notifications.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {notifications.map((notification) => (
            <Table.Tr key={notification.id}>
              <Table.Th scope="row" fw="normal" maw={420}>
                <Stack gap={2}>
                  <Text fw={600} size="sm">
                    {notification.title}
                  </Text>
                  <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    {notification.message}
                  </Text>
                  <NotificationLink notification={notification} />
                </Stack>
              </Table.Th>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <NotificationStatusBadge notification={notification} />
                  {notification.withdrawnAt ? (
                    <Text size="xs" c="dimmed">
                      {t('notifications.withdrawnAt', { time: formatTime(notification.withdrawnAt) })}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td>{formatTime(notification.startsAt)}</Table.Td>
              <Table.Td>
                {notification.endsAt ? (
                  formatTime(notification.endsAt)
                ) : (
                  <Text span c="dimmed" size="sm">
                    {t('notifications.untilWithdrawn')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{notification.dismissals}</Table.Td>
              <Table.Td ta="right">
                <WithdrawButton notification={notification} onWithdraw={onWithdraw} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The same announcements on a phone, one card each. */
export function NotificationsCards({
  notifications,
  onWithdraw,
}: {
  notifications: BackofficeNotification[];
  onWithdraw: (notification: BackofficeNotification) => void;
}) {
  const { t } = useTranslation('backoffice');
  const formatTime = useFormatTime();
  return (
    <MoneyCards label={t('notifications.title')}>
      {notifications.map((notification) => (
        <MoneyCard
          key={notification.id}
          reference={notification.title}
          isName
          status={<NotificationStatusBadge notification={notification} />}
        >
          <Text size="sm" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
            {notification.message}
          </Text>
          <NotificationLink notification={notification} />
          <Text size="sm">
            {formatTime(notification.startsAt)} –{' '}
            {notification.endsAt ? formatTime(notification.endsAt) : t('notifications.untilWithdrawn')}
          </Text>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {t('notifications.dismissals')}: {notification.dismissals}
            </Text>
            <WithdrawButton notification={notification} onWithdraw={onWithdraw} />
          </Group>
        </MoneyCard>
      ))}
    </MoneyCards>
  );
}

function useFormatTime() {
  const { i18n } = useTranslation('backoffice');
  return (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

function NotificationStatusBadge({ notification }: { notification: BackofficeNotification }) {
  const { t } = useTranslation('backoffice');
  return (
    <Badge variant="light" color={statusColor[notification.status]} miw="max-content">
      {t(`notifications.statuses.${notification.status}`)}
    </Badge>
  );
}

function NotificationLink({ notification }: { notification: BackofficeNotification }) {
  if (!notification.link) return null;
  return (
    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {notification.link.label}:{' '}
      <Anchor href={notification.link.path} target="_blank" rel="noopener noreferrer" size="xs">
        {notification.link.path}
      </Anchor>
    </Text>
  );
}

/** Withdraw, while the announcement is scheduled or showing. */
function WithdrawButton({
  notification,
  onWithdraw,
}: {
  notification: BackofficeNotification;
  onWithdraw: (notification: BackofficeNotification) => void;
}) {
  const { t } = useTranslation('backoffice');
  if (notification.status !== 'Scheduled' && notification.status !== 'Active') return null;
  return (
    <Button
      size="compact-sm"
      color="red"
      variant="light"
      aria-label={t('notifications.withdrawOf', { title: notification.title })}
      onClick={() => onWithdraw(notification)}
    >
      {t('notifications.withdraw')}
    </Button>
  );
}
