import { Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Traveller } from '@portal/contracts';
import { MoneyTable, NoWrapCell } from '../../../components/money-table';
import { useCalendarDay } from '../../../lib/use-tenant-time';

export const fullName = (traveller: Traveller) =>
  `${traveller.title} ${traveller.firstName} ${traveller.lastName}`;

/** The travellers on a wider screen: name, birth, passport and contact, each with its Edit button. */
export function TravellersTable({
  travellers,
  onEdit,
}: {
  travellers: Traveller[];
  onEdit?: ((traveller: Traveller) => void) | undefined;
}) {
  const { t } = useTranslation('travellers');
  const day = useCalendarDay();
  const dash = (
    <Text span c="dimmed">
      —
    </Text>
  );
  return (
    <MoneyTable
      label={t('list.tableLabel')}
      minWidth={900}
      columns={[
        { label: t('list.name') },
        { label: t('list.dateOfBirth') },
        { label: t('list.gender') },
        { label: t('list.nationality') },
        { label: t('list.passport') },
        { label: t('list.passportExpiry') },
        { label: t('list.contact') },
        ...(onEdit ? [{ label: t('list.actions'), hidden: true }] : []),
      ]}
    >
      {travellers.map((traveller) => (
        <Table.Tr key={traveller.id}>
          <Table.Td fw={600}>{fullName(traveller)}</Table.Td>
          <NoWrapCell>{day(traveller.dateOfBirth)}</NoWrapCell>
          <Table.Td>{t(`list.genders.${traveller.gender}`)}</Table.Td>
          <Table.Td>{traveller.nationality ?? dash}</Table.Td>
          <NoWrapCell reference>{traveller.passportNumber ?? dash}</NoWrapCell>
          <NoWrapCell>{traveller.passportExpiry ? day(traveller.passportExpiry) : dash}</NoWrapCell>
          <Table.Td>
            {traveller.email || traveller.phone ? (
              <Text size="sm">{[traveller.email, traveller.phone].filter(Boolean).join(' · ')}</Text>
            ) : (
              dash
            )}
          </Table.Td>
          {onEdit ? (
            <Table.Td ta="right">
              <Button
                size="compact-sm"
                variant="light"
                aria-label={t('list.editNamed', { name: fullName(traveller) })}
                onClick={() => onEdit(traveller)}
              >
                {t('list.edit')}
              </Button>
            </Table.Td>
          ) : null}
        </Table.Tr>
      ))}
    </MoneyTable>
  );
}
