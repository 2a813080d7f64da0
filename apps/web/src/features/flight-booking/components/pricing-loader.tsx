import { Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** While the chosen flight is priced again with the airline. */
export function PricingLoader() {
  const { t } = useTranslation('flightBooking');
  return (
    <Paper withBorder radius="md" p="xl" role="status">
      <Stack align="center" gap="sm">
        <Loader />
        <Text fw={600}>{t('pricing.loading')}</Text>
        <Text size="sm" c="dimmed">
          {t('pricing.wait')}
        </Text>
      </Stack>
    </Paper>
  );
}
