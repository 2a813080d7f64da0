import { Anchor, Badge, Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BackofficeNotification, NotificationStatus } from '@portal/contracts';

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
  const { t, i18n } = useTranslation('backoffice');
  const formatTime = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

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
                  {notification.link ? (
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {notification.link.label}:{' '}
                      <Anchor
                        href={notification.link.path}
                        target="_blank"
                        rel="noopener noreferrer"
                        size="xs"
                      >
                        {notification.link.path}
                      </Anchor>
                    </Text>
                  ) : null}
                </Stack>
              </Table.Th>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Badge variant="light" color={statusColor[notification.status]} miw="max-content">
                    {t(`notifications.statuses.${notification.status}`)}
                  </Badge>
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
                {notification.status === 'Scheduled' || notification.status === 'Active' ? (
                  <Button
                    size="compact-sm"
                    color="red"
                    variant="light"
                    aria-label={t('notifications.withdrawOf', { title: notification.title })}
                    onClick={() => onWithdraw(notification)}
                  >
                    {t('notifications.withdraw')}
                  </Button>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
