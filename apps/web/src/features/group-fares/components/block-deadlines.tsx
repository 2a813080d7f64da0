import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTenantDateTime } from '../../../lib/use-tenant-time';

/**
 * The three deadlines of a block in the agent's time (the portal's zone, Dhaka): names, balance and ticketing.
 * `next` marks the one that matters now.
 */
export function BlockDeadlines({
  nameDeadline,
  balanceDeadline,
  ticketingDeadline,
  next,
}: {
  nameDeadline: string;
  balanceDeadline: string;
  ticketingDeadline: string;
  next?: 'Names' | 'Balance' | 'Ticketing' | 'Hold' | null;
}) {
  const { t } = useTranslation('groupFares');
  const time = useTenantDateTime();
  const rows = [
    { key: 'Names', at: nameDeadline },
    { key: 'Balance', at: balanceDeadline },
    { key: 'Ticketing', at: ticketingDeadline },
  ] as const;
  return (
    <Stack gap={4}>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" verticalSpacing={6}>
        {rows.map((row) => (
          <Stack key={row.key} gap={0}>
            <Text size="xs" c="dimmed">
              {t(`deadlines.${row.key}`)}
            </Text>
            <Text size="sm" fw={row.key === next ? 700 : 500} c={row.key === next ? 'orange.9' : undefined}>
              {time(row.at)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('deadlines.zone')}
      </Text>
    </Stack>
  );
}
