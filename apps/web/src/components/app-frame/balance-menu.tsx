import type { ReactNode } from 'react';
import {
  Box,
  Button,
  Group,
  Loader,
  Menu,
  NavLink as MantineNavLink,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WalletBalance } from '@portal/contracts';
import { canOpen } from '../../lib/app-access';
import { isHttpStatus } from '../../lib/api-errors';
import { useLedgerMoney } from '../../lib/use-ledger-money';
import { useWalletBalance } from '../../lib/wallet-balance';
import { Chevron, WalletIcon } from './frame-icons';

const statusColor = { Ok: 'primary', Low: 'yellow', OnCredit: 'orange' } as const;

interface WalletLink {
  key: 'deposit' | 'paymentLedger' | 'creditLedger';
  to: string;
}

/** Where the wallet's reader may go next: a deposit when money runs short, the payment and credit ledgers. */
function walletLinks(wallet: WalletBalance, functionalities: readonly number[]): WalletLink[] {
  const links: WalletLink[] = [];
  if (wallet.status !== 'Ok' && canOpen(functionalities, '/bank-deposit')) {
    links.push({ key: 'deposit', to: '/bank-deposit' });
  }
  links.push({ key: 'paymentLedger', to: '/my-transactions' });
  if (wallet.creditLimit > 0) links.push({ key: 'creditLedger', to: '/CreditLedger' });
  return links;
}

function Figure({
  label,
  value,
  strong,
  color,
}: {
  label: string;
  value: string;
  strong?: boolean;
  color?: string;
}) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} c={color} component="dd" m={0} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** The wallet's figures and, when money runs short, what to do about it. */
function WalletFigures({ wallet }: { wallet: WalletBalance }) {
  const { t } = useTranslation('frame');
  const money = useLedgerMoney();
  const currency = wallet.walletCurrency;
  const creditUsed = Math.max(0, -wallet.walletBalance);
  return (
    <Stack gap={6}>
      <Stack gap={4} component="dl" m={0}>
        <Figure
          label={t('balance.balance')}
          value={money(wallet.walletBalance, currency)}
          strong
          color={wallet.walletBalance < 0 ? 'red.8' : undefined}
        />
        <Figure label={t('balance.creditLimit')} value={money(wallet.creditLimit, currency)} />
        <Figure label={t('balance.available')} value={money(wallet.availableBalance, currency)} strong />
        {wallet.dueAmount > 0 ? (
          <Figure label={t('balance.dues')} value={money(wallet.dueAmount, currency)} color="red.8" />
        ) : null}
      </Stack>
      {wallet.status === 'Low' ? (
        <Notice color="yellow">{t('balance.low')}</Notice>
      ) : wallet.status === 'OnCredit' ? (
        <Notice color="orange">
          {t('balance.onCredit', {
            used: money(creditUsed, currency),
            limit: money(wallet.creditLimit, currency),
          })}
        </Notice>
      ) : null}
    </Stack>
  );
}

function Notice({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Text
      size="sm"
      role="status"
      bg={`${color}.0`}
      c={`${color}.9`}
      px="sm"
      py={6}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        borderLeft: `3px solid var(--mantine-color-${color}-6)`,
      }}
    >
      {children}
    </Text>
  );
}

function WalletProblem({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('frame');
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm" role="alert">
        {t('balance.failed')}
      </Text>
      <Button size="compact-sm" variant="light" onClick={onRetry}>
        {t('balance.retry')}
      </Button>
    </Stack>
  );
}

/**
 * The top bar's balance dropdown (spec §2): the wallet balance on the button; balance, credit limit, what is
 * available and dues inside, with a notice when money runs short. Only for users who may see the agency's money.
 */
export function BalanceMenu({ functionalities }: { functionalities: readonly number[] }) {
  const { t } = useTranslation('frame');
  const money = useLedgerMoney();
  const wallet = useWalletBalance(functionalities);
  // The server refuses the wallet to this user (a role changed since the page loaded): no balance menu.
  if (isHttpStatus(wallet.error, 403)) return null;
  const data = wallet.data;
  const amount = data ? money(data.walletBalance, data.walletCurrency) : null;

  return (
    <Menu position="bottom-end" width={300} shadow="md">
      <Menu.Target>
        <Button
          variant="light"
          color={data ? statusColor[data.status] : 'primary'}
          px="sm"
          rightSection={wallet.isFetching && !data ? <Loader size={12} /> : <Chevron />}
          aria-label={amount ? t('balance.button', { amount }) : t('balance.label')}
        >
          {/* The bar is crowded on small laptops: the icon alone there (the amount is in the name and the
              dropdown), the amount from lg, and both where there is room. */}
          <Box component="span" display="inline-flex" hiddenFrom="lg" aria-hidden="true">
            <WalletIcon />
          </Box>
          <Box component="span" display="inline-flex" mr={8} visibleFrom="xl" aria-hidden="true">
            <WalletIcon />
          </Box>
          <Box component="span" visibleFrom="lg">
            {amount ?? t('balance.label')}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('balance.title')}</Menu.Label>
        <Box px="sm" pb="xs">
          {data ? (
            <WalletFigures wallet={data} />
          ) : wallet.isError ? (
            <WalletProblem onRetry={() => void wallet.refetch()} />
          ) : (
            <Stack gap={6} role="status" aria-label={t('balance.loading')}>
              <Skeleton h={14} />
              <Skeleton h={14} />
              <Skeleton h={14} />
            </Stack>
          )}
        </Box>
        {data ? (
          <>
            <Menu.Divider />
            {walletLinks(data, functionalities).map((link) => (
              <Menu.Item key={link.key} component={Link} to={link.to}>
                {t(`balance.links.${link.key}`)}
              </Menu.Item>
            ))}
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The same wallet as a section of the phone drawer. */
export function BalanceDrawerSection({
  functionalities,
  onNavigate,
}: {
  functionalities: readonly number[];
  onNavigate: () => void;
}) {
  const { t } = useTranslation('frame');
  const wallet = useWalletBalance(functionalities);
  if (isHttpStatus(wallet.error, 403)) return null;
  const data = wallet.data;
  return (
    <Box component="section" aria-label={t('balance.title')}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
        {t('balance.title')}
      </Text>
      <Box px="sm" pb={4}>
        {data ? (
          <WalletFigures wallet={data} />
        ) : wallet.isError ? (
          <WalletProblem onRetry={() => void wallet.refetch()} />
        ) : (
          <Skeleton h={60} role="status" aria-label={t('balance.loading')} />
        )}
      </Box>
      {data
        ? walletLinks(data, functionalities).map((link) => (
            <MantineNavLink
              key={link.key}
              component={NavLink}
              to={link.to}
              label={t(`balance.links.${link.key}`)}
              onClick={onNavigate}
            />
          ))
        : null}
    </Box>
  );
}
