import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type {
  AirSellResponse,
  BookingPassengerInput,
  FlightOrder,
  ItineraryDetails,
  ServiceList,
} from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import type { AddonTotalsRow } from '../utils/extras';
import { AddonTotalsTable } from './addon-totals-table';
import { BookActions } from './book-actions';
import { PriceChangeAlert } from './price-change-alert';
import { TravelSummary } from './travel-summary';
import { TravellersSummary } from './travellers-summary';

interface ReviewStepProps {
  priceId: string;
  details: ItineraryDetails;
  passengers: BookingPassengerInput[];
  contact: { email: string; phone: string };
  services: ServiceList | undefined;
  addons: { rows: AddonTotalsRow[]; total: number };
  currency: string;
  sell: { data: AirSellResponse | undefined; isPending: boolean; error: unknown };
  changeAccepted: boolean;
  mayIssue: boolean;
  onAcceptChange: () => void;
  onRefuseChange: () => void;
  onResell: () => void;
  onStep: (step: number) => void;
  onBooked: (order: FlightOrder) => void;
}

/**
 * Step 3: the flights, travellers and extras as they will be booked, priced again by the airline (AirSell). A
 * change must be accepted before the booking can be made.
 */
export function ReviewStep(props: ReviewStepProps) {
  const { t } = useTranslation('flightBooking');
  const { data: sold, isPending, error } = props.sell;

  const back = (
    <Group gap="sm">
      <Button variant="default" onClick={() => props.onStep(1)}>
        {t('review.editTravellers')}
      </Button>
      <Button variant="default" onClick={() => props.onStep(2)}>
        {t('review.editAddons')}
      </Button>
    </Group>
  );

  if (isPending) {
    return (
      <Paper withBorder radius="md" p="xl" role="status">
        <Stack align="center" gap="sm">
          <Loader />
          <Text>{t('review.selling')}</Text>
        </Stack>
      </Paper>
    );
  }
  if (!sold) {
    return (
      <Stack gap="md">
        <Alert color="red" role="alert" title={t('review.sellFailed')}>
          {errorMessage(error)}
        </Alert>
        <Group justify="space-between">
          {back}
          <Button onClick={props.onResell}>{t('review.tryAgain')}</Button>
        </Group>
      </Stack>
    );
  }
  if (sold.reprice.change !== 'None' && !props.changeAccepted) {
    return (
      <PriceChangeAlert
        outcome={sold.reprice}
        onAccept={props.onAcceptChange}
        onRefuse={props.onRefuseChange}
      />
    );
  }

  return (
    <Stack gap="md">
      <TravelSummary details={props.details} />
      <TravellersSummary passengers={props.passengers} services={props.services} />
      <AddonTotalsTable rows={props.addons.rows} total={props.addons.total} currency={props.currency} />
      {back}
      <BookActions
        priceId={props.priceId}
        passengers={props.passengers}
        contact={props.contact}
        sold={sold}
        mayIssue={props.mayIssue}
        onBooked={props.onBooked}
        onResell={props.onResell}
        onEditAddons={() => props.onStep(2)}
      />
    </Stack>
  );
}
