import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BankAccountLimit, hasFunctionality, type AgencyBankAccount } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { useBankAccounts } from '../api/bank-accounts';
import { BankAccountModal } from './bank-account-modal';

const details = ['accountName', 'accountNumber', 'branchName', 'routingNo', 'swiftCode'] as const;

function BankAccountCard({
  account,
  onEdit,
}: {
  account: AgencyBankAccount;
  onEdit: ((account: AgencyBankAccount) => void) | undefined;
}) {
  const { t } = useTranslation('companySettings');
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={account.bankName}>
      <Group justify="space-between" wrap="nowrap" gap="sm" mb="sm" align="flex-start">
        <Group gap="sm" wrap="nowrap" miw={0}>
          {account.bankLogoURL ? <Image src={account.bankLogoURL} alt="" w={36} h={36} radius="sm" /> : null}
          <Stack gap={2} miw={0}>
            <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {account.bankName}
            </Title>
            {account.isDefault ? (
              <Badge size="sm" variant="light" color="teal" w="fit-content">
                {t('bank.default')}
              </Badge>
            ) : null}
          </Stack>
        </Group>
        {onEdit ? (
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => onEdit(account)}
            aria-label={t('bank.editNamed', { bank: account.bankName, number: account.accountNumber })}
          >
            {t('common.edit')}
          </Button>
        ) : null}
      </Group>
      <Stack component="dl" gap={6} m={0}>
        {details.map((field) =>
          account[field] ? (
            <Group key={field} gap="xs" justify="space-between" wrap="nowrap">
              <Text component="dt" size="xs" c="dimmed">
                {t(`bank.fields.${field}`)}
              </Text>
              <Text component="dd" size="sm" fw={500} m={0} ta="right" style={{ overflowWrap: 'anywhere' }}>
                {account[field]}
              </Text>
            </Group>
          ) : null,
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The agency's own bank accounts (ShowBankAccounts): where refunds and settlements are paid, the default first.
 * Adding and editing need ManageBankAccount; an agency keeps at most five.
 */
export function BankAccountsTab({ functionalities }: { functionalities: readonly number[] }) {
  const { t } = useTranslation('companySettings');
  const accounts = useBankAccounts();
  const canManage = hasFunctionality(functionalities, 'ManageBankAccount');
  // undefined: closed; null: adding.
  const [editing, setEditing] = useState<AgencyBankAccount | null | undefined>(undefined);
  const list = accounts.data?.bankAccounts ?? [];
  const full = list.length >= BankAccountLimit.maxPerAgency;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {t('bank.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('bank.intro', { max: BankAccountLimit.maxPerAgency })}
          </Text>
        </Stack>
        {canManage ? (
          <Button onClick={() => setEditing(null)} disabled={!accounts.data || full}>
            {t('bank.add')}
          </Button>
        ) : null}
      </Group>
      {canManage && full ? (
        <Text size="sm" c="dimmed" role="status">
          {t('bank.full', { max: BankAccountLimit.maxPerAgency })}
        </Text>
      ) : null}
      {accounts.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} role="status" aria-label={t('common.loading')}>
          <Skeleton h={160} radius="md" />
          <Skeleton h={160} radius="md" />
        </SimpleGrid>
      ) : accounts.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{errorMessage(accounts.error, t('bank.loadFailed'))}</Text>
            <Button size="compact-sm" variant="white" onClick={() => void accounts.refetch()}>
              {t('common.retry')}
            </Button>
          </Group>
        </Alert>
      ) : list.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text size="sm" c="dimmed">
            {t('bank.empty')}
          </Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {list.map((account) => (
            <BankAccountCard
              key={account.bankAccountId}
              account={account}
              onEdit={canManage ? setEditing : undefined}
            />
          ))}
        </SimpleGrid>
      )}
      <BankAccountModal
        opened={editing !== undefined}
        account={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
    </Stack>
  );
}
