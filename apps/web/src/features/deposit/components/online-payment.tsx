import { Alert, Button, Grid, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { useCardPaymentConfig, useMobileConfig } from '../api/get-online-config';
import type { OnlinePage } from '../utils/online-payment';
import { OnlinePaymentForm } from './online-payment-form';
import '../online-i18n';

/** Card and net banking are paid through the gateway's hosted checkout: the configs first, then the form. */
export function OnlinePayment({ page }: { page: OnlinePage }) {
  const { t } = useTranslation('onlinePayment');
  const card = useCardPaymentConfig();
  // The wallets are offered beside net banking only.
  const mobile = useMobileConfig(page === 'net_banking');
  const loading = card.isPending || (page === 'net_banking' && mobile.isPending);
  const failed = card.isError ? card.error : page === 'net_banking' && mobile.isError ? mobile.error : null;
  const enabled = card.data && (page === 'card' ? card.data.card.enabled : true);

  return (
    <Grid gap={{ base: 'lg', md: 'xl' }}>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          {loading ? (
            <Stack gap="md" role="status" aria-label={t('result.loading')}>
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} h={56} radius="sm" />
              ))}
            </Stack>
          ) : failed ? (
            <Alert color="red">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{errorMessage(failed, t('errors.loadFailed'))}</Text>
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => void Promise.all([card.refetch(), mobile.refetch()])}
                >
                  {t('retry')}
                </Button>
              </Stack>
            </Alert>
          ) : card.data && enabled ? (
            <OnlinePaymentForm page={page} card={card.data} mobile={mobile.data} />
          ) : (
            <Alert color="blue">{t('unavailable')}</Alert>
          )}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
