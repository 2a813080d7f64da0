import { Paper, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportPnrOrderDetails } from '@portal/contracts';
import { useCalendarDay } from '../../../lib/use-tenant-time';

/** The travellers as the PNR names them, with their tickets when the airline has issued them. */
export function PnrTravellers({ passengers }: { passengers: ImportPnrOrderDetails['passengers'] }) {
  const { t } = useTranslation('queueShare');
  const day = useCalendarDay();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="pnr-travellers-title">
      <Stack gap="sm">
        <Title order={2} fz="md" id="pnr-travellers-title">
          {t('travellers.title')}
        </Title>
        <Table.ScrollContainer minWidth={420}>
          <Table aria-label={t('travellers.tableLabel')} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('travellers.name')}</Table.Th>
                <Table.Th scope="col">{t('travellers.type')}</Table.Th>
                <Table.Th scope="col">{t('travellers.dateOfBirth')}</Table.Th>
                <Table.Th scope="col">{t('travellers.ticket')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {passengers.map((pax) => (
                <Table.Tr key={pax.paxId}>
                  <Table.Td>{`${pax.title} ${pax.firstName} ${pax.lastName}`}</Table.Td>
                  <Table.Td>{t(`travellers.types.${pax.type}`)}</Table.Td>
                  <Table.Td>{day(pax.dateOfBirth)}</Table.Td>
                  <Table.Td>{pax.ticketNumber ?? t('travellers.noTicket')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
