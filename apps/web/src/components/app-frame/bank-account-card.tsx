import { useId } from 'react';
import { Button, CopyButton, Group, Image, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BankAccountLimit, type BankAccount } from '@portal/contracts';
import { CheckIcon, CopyIcon } from './frame-icons';
import classes from './bank-account-card.module.css';

type CopyableField = 'accountName' | 'accountNumber' | 'branchName' | 'routingNo' | 'swiftCode';

const fields: readonly CopyableField[] = [
  'accountName',
  'accountNumber',
  'branchName',
  'routingNo',
  'swiftCode',
];

/** Numbers are read digit by digit, so they are set in figures of one width. */
const numeric = new Set<CopyableField>(['accountNumber', 'routingNo', 'swiftCode']);

/**
 * One value with its copy button. The button keeps its name ("Copy account number") so it can always be found;
 * its face says 'Copied' for five seconds (spec §9) and a status line tells screen readers the same.
 */
function CopyableValue({ field, value }: { field: CopyableField; value: string }) {
  const { t } = useTranslation('frame');
  const label = t(`bankDetails.fields.${field}`);
  return (
    <div className={classes.row}>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <dd className={classes.value}>
        <Text component="span" fw={600} className={numeric.has(field) ? classes.numeric : classes.text}>
          {value}
        </Text>
        <CopyButton value={value} timeout={BankAccountLimit.copiedMs}>
          {({ copied, copy }) => (
            <>
              <Button
                size="compact-sm"
                variant={copied ? 'filled' : 'light'}
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <CheckIcon /> : <CopyIcon />}
                onClick={copy}
                aria-label={t(`bankDetails.copy.${field}`)}
                className={classes.copy}
              >
                {copied ? t('bankDetails.copied') : t('bankDetails.copyAction')}
              </Button>
              <VisuallyHidden role="status">
                {copied ? t('bankDetails.copiedField', { field: label }) : ''}
              </VisuallyHidden>
            </>
          )}
        </CopyButton>
      </dd>
    </div>
  );
}

/** A deposit account of the tenant: the bank's mark and name, then every detail a deposit slip asks for. */
export function BankAccountCard({ account }: { account: BankAccount }) {
  const { t } = useTranslation('frame');
  const headingId = useId();
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Group gap="sm" wrap="nowrap" mb="sm">
        {account.bankLogoURL ? (
          <Image
            src={account.bankLogoURL}
            alt={t('bankDetails.logo', { bank: account.bankName })}
            w={40}
            h={40}
            radius="sm"
          />
        ) : null}
        <Title order={3} size="h5" id={headingId}>
          {account.bankName}
        </Title>
      </Group>
      <dl className={classes.list}>
        {fields.map((field) => {
          const value = account[field];
          return value ? <CopyableValue key={field} field={field} value={value} /> : null;
        })}
      </dl>
    </Paper>
  );
}
