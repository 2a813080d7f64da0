import { useState } from 'react';
import { Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HolidayDeparture } from '@portal/contracts';
import { useMoney } from '../../../lib/use-money';
import { useCalendarDay } from '../../../lib/use-tenant-time';
import classes from './details.module.css';

const ShownAtFirst = 6;

/** The open departures with their seats left and prices per traveller; Choose fills the enquiry's departure. */
export function DeparturesTable({
  departures,
  chosen,
  onChoose,
}: {
  departures: readonly HolidayDeparture[];
  chosen: string | null;
  onChoose: (departureId: string) => void;
}) {
  const { t } = useTranslation('holiday');
  const money = useMoney();
  const day = useCalendarDay();
  const [all, setAll] = useState(false);
  // A package may leave every week for a year: the first few show, and the chosen one whatever its place.
  const shown = all
    ? departures
    : departures.filter((departure, index) => index < ShownAtFirst || departure.departureId === chosen);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="package-departures"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id="package-departures">
          {t('details.departures')}
        </Title>
        {departures.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('details.noDepartures')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640} type="native">
            <Table verticalSpacing="xs" aria-labelledby="package-departures">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('departures.dates')}</Table.Th>
                  <Table.Th ta="right">{t('departures.seats')}</Table.Th>
                  <Table.Th ta="right">{t('departures.adult')}</Table.Th>
                  <Table.Th ta="right">{t('departures.child')}</Table.Th>
                  <Table.Th ta="right">{t('departures.infant')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((departure) => {
                  const isChosen = departure.departureId === chosen;
                  const dates = `${day(departure.departsOn)} – ${day(departure.returnsOn)}`;
                  return (
                    <Table.Tr
                      key={departure.departureId}
                      className={isChosen ? classes.chosenRow : undefined}
                    >
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{dates}</Table.Td>
                      <Table.Td ta="right" c={departure.seatsLeft <= 5 ? 'red.8' : undefined}>
                        {departure.seatsLeft}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {money(departure.adultPrice, departure.currency)}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {money(departure.childPrice, departure.currency)}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {money(departure.infantPrice, departure.currency)}
                      </Table.Td>
                      <Table.Td ta="right">
                        <Button
                          size="compact-sm"
                          variant={isChosen ? 'filled' : 'light'}
                          aria-pressed={isChosen}
                          aria-label={t('departures.chooseOf', { dates })}
                          onClick={() => onChoose(departure.departureId)}
                        >
                          {isChosen ? t('departures.chosen') : t('departures.choose')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {departures.length > ShownAtFirst ? (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setAll((open) => !open)}
            style={{ alignSelf: 'flex-start' }}
          >
            {all ? t('departures.showFewer') : t('departures.showAll', { count: departures.length })}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
