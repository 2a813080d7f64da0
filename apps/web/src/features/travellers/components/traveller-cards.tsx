import { Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Traveller } from '@portal/contracts';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { useCalendarDay } from '../../../lib/use-tenant-time';
import { fullName } from './travellers-table';

/** The travellers on a phone: one card each. */
export function TravellerCards({
  travellers,
  onEdit,
}: {
  travellers: Traveller[];
  onEdit?: ((traveller: Traveller) => void) | undefined;
}) {
  const { t } = useTranslation('travellers');
  const day = useCalendarDay();
  return (
    <MoneyCards label={t('list.tableLabel')}>
      {travellers.map((traveller) => (
        <MoneyCard
          key={traveller.id}
          reference={fullName(traveller)}
          isName
          status={traveller.nationality ? <Badge variant="light">{traveller.nationality}</Badge> : null}
        >
          <Group justify="space-between" gap="xs" align="flex-end" wrap="nowrap">
            <div>
              <Text size="xs" c="dimmed">
                {t('list.dateOfBirth')}: {day(traveller.dateOfBirth)}
              </Text>
              <Text size="sm" ff={traveller.passportNumber ? 'monospace' : undefined}>
                {traveller.passportNumber && traveller.passportExpiry
                  ? `${traveller.passportNumber} · ${t('list.expires', { date: day(traveller.passportExpiry) })}`
                  : t('list.noPassport')}
              </Text>
            </div>
            {onEdit ? (
              <Button
                size="compact-sm"
                variant="light"
                aria-label={t('list.editNamed', { name: fullName(traveller) })}
                onClick={() => onEdit(traveller)}
              >
                {t('list.edit')}
              </Button>
            ) : null}
          </Group>
        </MoneyCard>
      ))}
    </MoneyCards>
  );
}
