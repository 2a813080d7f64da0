import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PayInMethod } from '@portal/contracts';
import { DepositPages, isRequestMethod } from '../utils/deposit-methods';

/** Card and net banking go through the online gateway, which is not open yet: say so and offer the other ways. */
export function OnlinePaymentNotice({ method }: { method: PayInMethod }) {
  const { t } = useTranslation('deposit');
  return (
    <Alert color="blue" variant="light" title={t('online.title')} role="status">
      <Stack gap="md">
        <Text size="sm">{t('online.body', { method: t(`methods.${method}`) })}</Text>
        <Text size="sm" fw={600}>
          {t('online.instead')}
        </Text>
        <Group gap="xs">
          {DepositPages.filter((page) => isRequestMethod(page.method)).map((page) => (
            <Button key={page.path} component={Link} to={page.path} variant="white" size="sm">
              {t(`methods.${page.method}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Alert>
  );
}
