import { useState } from 'react';
import { Alert, Button, Grid, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DepositMethod, DepositView } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { useDepositAccounts } from '../api/get-deposit-accounts';
import { usePayInMethods } from '../api/get-pay-in-methods';
import { DepositForm } from './deposit-form';
import { DepositSuccess } from './deposit-success';
import { MobileWallets, PayIntoSkeleton, ProviderAccounts } from './pay-into';

/**
 * One method's request: the form beside where to pay (the provider's accounts, or the wallets' merchant numbers),
 * then the confirmation. "Make another" starts a fresh form with a fresh submission key.
 */
export function DepositRequest({ method }: { method: DepositMethod }) {
  const { t } = useTranslation('deposit');
  const accounts = useDepositAccounts();
  const methods = usePayInMethods();
  const [created, setCreated] = useState<DepositView | null>(null);
  const [round, setRound] = useState(0);

  if (created) {
    return (
      <DepositSuccess
        deposit={created}
        onAnother={() => {
          setCreated(null);
          setRound((value) => value + 1);
        }}
      />
    );
  }

  const data = accounts.data;
  const charge = methods.data?.find((entry) => entry.method === method)?.chargeBasisPoints ?? null;
  return (
    <Grid gap={{ base: 'lg', md: 'xl' }}>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t(`intro.${method}`)}
            </Text>
            {accounts.isPending ? (
              <Stack gap="md" role="status" aria-label={t('form.loading')}>
                {[0, 1, 2].map((index) => (
                  <Skeleton key={index} h={56} radius="sm" />
                ))}
              </Stack>
            ) : null}
            {accounts.isError ? (
              <Alert color="red">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{errorMessage(accounts.error, t('form.loadFailed'))}</Text>
                  <Button size="compact-sm" variant="light" onClick={() => void accounts.refetch()}>
                    {t('retry')}
                  </Button>
                </Stack>
              </Alert>
            ) : null}
            {data ? (
              <DepositForm
                key={round}
                method={method}
                accounts={data.bankAccounts}
                wallets={data.mobileWallets}
                currency={data.currency}
                onCreated={setCreated}
              />
            ) : null}
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        {!data ? (
          <PayIntoSkeleton />
        ) : method === 'mobile_banking' ? (
          <MobileWallets wallets={data.mobileWallets} chargeBasisPoints={charge} />
        ) : (
          <ProviderAccounts accounts={data.bankAccounts} />
        )}
      </Grid.Col>
    </Grid>
  );
}
