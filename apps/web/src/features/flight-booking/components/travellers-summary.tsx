import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookingPassengerInput, ServiceList } from '@portal/contracts';
import { useCalendarDay } from '../../../lib/use-tenant-time';

/** The travellers as they will be booked, with each one's extras per flight. */
export function TravellersSummary({
  passengers,
  services,
}: {
  passengers: BookingPassengerInput[];
  services: ServiceList | undefined;
}) {
  const { t } = useTranslation('flightBooking');
  const day = useCalendarDay();
  const route = (legKey: string) => {
    const leg = services?.legs.find((candidate) => candidate.legKey === legKey);
    return leg ? `${leg.origin} → ${leg.destination}` : legKey;
  };
  const mealName = (legKey: string, code: string) =>
    services?.legs.find((leg) => leg.legKey === legKey)?.meals.find((meal) => meal.code === code)?.name ??
    code;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="travellers-summary-title">
      <Stack gap="sm">
        <Title order={2} fz="md" id="travellers-summary-title">
          {t('review.travellers')}
        </Title>
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing={6} aria-label={t('review.travellers')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('review.name')}</Table.Th>
                <Table.Th>{t('review.type')}</Table.Th>
                <Table.Th>{t('traveller.dateOfBirth')}</Table.Th>
                <Table.Th>{t('traveller.passportNumber')}</Table.Th>
                <Table.Th>{t('review.extras')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {passengers.map((pax, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{`${pax.title} ${pax.firstName} ${pax.lastName}`}</Table.Td>
                  <Table.Td>{t(`passengerType.${pax.type}`)}</Table.Td>
                  <Table.Td>{day(pax.dateOfBirth)}</Table.Td>
                  <Table.Td>{pax.passportNumber ?? '—'}</Table.Td>
                  <Table.Td>
                    {(pax.extras ?? []).length === 0 ? (
                      <Text size="sm" c="dimmed">
                        {t('review.noExtras')}
                      </Text>
                    ) : (
                      (pax.extras ?? []).map((extra) => (
                        <Text size="sm" key={extra.legKey}>
                          {[
                            route(extra.legKey),
                            extra.extraBaggageKg ? t('addons.kilograms', { kg: extra.extraBaggageKg }) : null,
                            extra.mealCode ? mealName(extra.legKey, extra.mealCode) : null,
                            extra.seat ? t('review.seat', { seat: extra.seat }) : null,
                            ...(extra.ssrCodes ?? []),
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </Text>
                      ))
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
