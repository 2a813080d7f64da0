import { Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { useItineraryDetails } from '../api/get-itinerary-details';
import { BaggageTable, FareSummaryTable, PenaltyTable } from './fare-tables';
import { FareRules } from './fare-rules';
import { FlightLegs } from './flight-legs';
import { PanelFailed, PanelLoading } from './panel-state';

interface DetailsPanelProps {
  requestId: string;
  itineraryId: string;
  airlineName: (code: string) => string;
}

/** Flight details: legs, baggage, cancellation and date-change fees, fare summary and fare rules. */
export function DetailsPanel({ requestId, itineraryId, airlineName }: DetailsPanelProps) {
  const { t } = useTranslation('flightResults');
  const details = useItineraryDetails(requestId, itineraryId);
  if (details.isPending) return <PanelLoading label={t('details.loading')} />;
  if (details.isError) return <PanelFailed message={errorMessage(details.error, t('details.failed'))} />;
  const data = details.data;
  return (
    <Tabs defaultValue="flights" keepMounted={false}>
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        <Tabs.Tab value="flights">{t('details.tabs.flights')}</Tabs.Tab>
        <Tabs.Tab value="baggage">{t('details.tabs.baggage')}</Tabs.Tab>
        <Tabs.Tab value="cancellation">{t('details.tabs.cancellation')}</Tabs.Tab>
        <Tabs.Tab value="dateChange">{t('details.tabs.dateChange')}</Tabs.Tab>
        <Tabs.Tab value="fare">{t('details.tabs.fare')}</Tabs.Tab>
        <Tabs.Tab value="rules">{t('details.tabs.rules')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="flights" pt="md">
        <FlightLegs journeys={data.itinerary.journeys} legs={data.legs} airlineName={airlineName} />
        {data.holdUntil ? (
          <Text size="sm" c="dimmed" mt="md">
            {t('details.holdUntil', { time: data.holdUntil.replace('T', ' ').slice(0, 16) })}
          </Text>
        ) : null}
      </Tabs.Panel>
      <Tabs.Panel value="baggage" pt="md">
        <BaggageTable details={data} />
      </Tabs.Panel>
      <Tabs.Panel value="cancellation" pt="md">
        <PenaltyTable penalties={data.cancellation} label={t('details.tabs.cancellation')} />
      </Tabs.Panel>
      <Tabs.Panel value="dateChange" pt="md">
        <PenaltyTable penalties={data.dateChange} label={t('details.tabs.dateChange')} />
      </Tabs.Panel>
      <Tabs.Panel value="fare" pt="md">
        <FareSummaryTable breakdown={data.fareBreakdown} />
      </Tabs.Panel>
      <Tabs.Panel value="rules" pt="md">
        <FareRules requestId={requestId} itineraryId={itineraryId} />
      </Tabs.Panel>
    </Tabs>
  );
}
