import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportPnrOrderDetails } from '@portal/contracts';
import { JourneyFlights } from '../../../components/journey-flights';

/** The PNR's flights, journey by journey, at the airports' local times, with class, aircraft and baggage. */
export function PnrFlights({ details }: { details: Pick<ImportPnrOrderDetails, 'journeys' | 'legs'> }) {
  const { t } = useTranslation('queueShare');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="pnr-flights-title">
      <Stack gap="sm">
        <Title order={2} fz="md" id="pnr-flights-title">
          {t('flights.title')}
        </Title>
        <JourneyFlights journeys={details.journeys} legs={details.legs} ns="queueShare" keyPrefix="flights" />
      </Stack>
    </Paper>
  );
}
