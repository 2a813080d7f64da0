import { useCallback, useState } from 'react';
import { Container } from '@mantine/core';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FlightOrder } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { BookingFlow } from '../components/booking-flow';
import { BookingProblem } from '../components/booking-problem';
import { PricingLoader } from '../components/pricing-loader';
import { usePricedItinerary } from '../hooks/use-priced-itinerary';
import { readBookingAddress, resultsAddress, withParam } from '../utils/booking-address';
import '../i18n';

/**
 * /flight-booking?requestId&itineraryId[&priceId] (BookTicket): the chosen itinerary priced again, then the booking
 * steps. The price id joins the address once made, so a reload keeps the same price; the order reference joins it
 * once booked, so a reload opens the order.
 */
export default function FlightBookingPage() {
  const { t } = useTranslation('flightBooking');
  const location = useLocation();
  const navigate = useNavigate();
  const address = readBookingAddress(location.search);
  const backTo = resultsAddress(location.state);
  const [bookedHere, setBookedHere] = useState(false);

  const replaceWith = useCallback(
    (name: string, value: string) =>
      void navigate(
        { pathname: location.pathname, search: withParam(location.search, name, value) },
        { replace: true, state: location.state as unknown },
      ),
    [navigate, location.pathname, location.search, location.state],
  );
  const onPriced = useCallback((priceId: string) => replaceWith('priceId', priceId), [replaceWith]);
  const priced = usePricedItinerary(address, onPriced);

  let body;
  if (address.orderReference && !bookedHere) {
    return <Navigate to={`/flight-order?reference=${encodeURIComponent(address.orderReference)}`} replace />;
  } else if (!address.priceId && (!address.requestId || !address.itineraryId)) {
    body = <BookingProblem title={t('problem.title')} message={t('problem.invalidLink')} backTo={backTo} />;
  } else if (priced.isPending) {
    body = <PricingLoader />;
  } else if (priced.isError) {
    body = <BookingProblem title={t('problem.title')} message={errorMessage(priced.error)} backTo={backTo} />;
  } else {
    body = (
      <BookingFlow
        key={priced.data.priceId}
        priced={priced.data}
        backTo={backTo}
        onRefuse={() => void navigate(backTo)}
        onBooked={(order: FlightOrder) => {
          setBookedHere(true);
          replaceWith('orderReference', order.orderReference);
        }}
      />
    );
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'lg' }}>
      {body}
    </Container>
  );
}
