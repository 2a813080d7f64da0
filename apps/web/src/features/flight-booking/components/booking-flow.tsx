import { useMemo, useState } from 'react';
import { Stepper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hasFunctionality, type FlightOrder, type PricedItinerary } from '@portal/contracts';
import { tenantToday } from '../../../components/flight-search/tenant-today';
import { useUserContext } from '../../../lib/session/user-context';
import { useTenantConfig } from '../../../tenant/tenant-context';
import { useServiceList } from '../api/get-service-list';
import { saveBookedTravellers, type SavedTravellerChoice } from '../api/save-booked-travellers';
import { useSellItinerary } from '../api/sell-itinerary';
import { addonTotals, noExtras, requestExtras, withChoice } from '../utils/extras';
import {
  emptyTravellerForm,
  passengerSlots,
  type TravellerFormOutput,
  type TravellerFormValues,
} from '../utils/traveller-form';
import { AddonsStep } from './addons-step';
import { BookingConfirmation } from './booking-confirmation';
import { BookingLayout } from './booking-layout';
import type { FareTotals } from './fare-summary';
import { ReviewStep } from './review-step';
import { SavedTravellersNotice, type SaveOutcome } from './saved-travellers-notice';
import { TravellersStep } from './travellers-step';

interface BookingFlowProps {
  priced: PricedItinerary;
  /** Where refusing a change or an expired session leads: the results the agent came from. */
  backTo: string;
  onRefuse: () => void;
  onBooked: (order: FlightOrder) => void;
}

/** The day of the last flight: a passport must stay valid six months past it. */
function lastDepartureDay(priced: PricedItinerary): string {
  const journeys = priced.details.itinerary.journeys;
  const lastKey = journeys.at(-1)?.legKeys.at(-1);
  const leg = lastKey ? priced.details.legs[lastKey] : undefined;
  return (leg?.departure ?? journeys.at(-1)?.departure ?? priced.firstDepartureDay).slice(0, 10);
}

/**
 * The booking steps (spec §2 "Booking flow", starting at step 1): travellers, add-ons, review with the second
 * reprice and the booking, confirmation. The fare summary follows the step: an estimate with the add-ons chosen
 * until the airline prices the booking at review.
 */
export function BookingFlow({ priced, backTo, onRefuse, onBooked }: BookingFlowProps) {
  const { t } = useTranslation('flightBooking');
  const user = useUserContext();
  const config = useTenantConfig();
  const functionalities = user.data?.functionalities ?? [];
  const mayIssue = hasFunctionality(functionalities, 'IssueTicket');
  const canSave =
    hasFunctionality(functionalities, 'AddTraveller') ||
    hasFunctionality(functionalities, 'ManageTravellers');
  const slots = useMemo(() => passengerSlots(priced.passengers), [priced.passengers]);
  const trip = useMemo(
    () => ({
      firstDepartureDay: priced.firstDepartureDay,
      lastDepartureDay: lastDepartureDay(priced),
      international: priced.international,
      today: tenantToday(),
    }),
    [priced],
  );
  const [step, setStep] = useState(1);
  const [priceAccepted, setPriceAccepted] = useState(priced.reprice.change === 'None');
  const [formValues, setFormValues] = useState<TravellerFormValues>(() =>
    emptyTravellerForm(slots, {
      nationality: config.global.initialDeparture.countryCode,
      email: user.data?.email ?? '',
    }),
  );
  const [travellers, setTravellers] = useState<TravellerFormOutput | null>(null);
  const [extras, setExtras] = useState(() => noExtras(slots.length));
  const [sellAccepted, setSellAccepted] = useState(false);
  const [order, setOrder] = useState<FlightOrder | null>(null);
  const [choices, setChoices] = useState<SavedTravellerChoice[]>(() =>
    slots.map(() => ({ travellerId: null, save: false })),
  );
  const [saveOutcome, setSaveOutcome] = useState<SaveOutcome>(null);
  const services = useServiceList(priced.priceId);
  const sell = useSellItinerary();

  const currency = priced.details.itinerary.grossAmount.currency;
  const types = slots.map((slot) => slot.type);
  const addons = addonTotals(types, extras, services.data);
  const passengers = (travellers?.passengers ?? []).map((pax, index) => ({
    ...pax,
    extras: requestExtras(extras, index),
  }));
  const names = (travellers?.passengers ?? []).map((pax) => `${pax.title} ${pax.firstName} ${pax.lastName}`);

  const runSell = () => {
    if (!travellers) return;
    setSellAccepted(false);
    sell.mutate({ priceId: priced.priceId, passengers, contact: travellers.contact });
  };
  // Each step starts at the top of the page, as a new page would.
  const show = (next: number) => {
    setStep(next);
    window.scrollTo({ top: 0 });
  };
  const goTo = (next: number) => {
    if (next === 3) runSell();
    show(next);
  };

  const itinerary = priced.details.itinerary;
  const sold = step >= 3 ? sell.data : undefined;
  // The parts of the agent fare as priced; a fare the airline priced again at AirSell has its own.
  const agentParts =
    itinerary.commission &&
    itinerary.ait &&
    (!sold || sold.totals.fareAgent.amount === itinerary.agentAmount?.amount)
      ? { commission: itinerary.commission, ait: itinerary.ait }
      : null;
  const totals: FareTotals = sold
    ? {
        fareGross: sold.totals.fareGross,
        fareAgent: itinerary.agentAmount ? sold.totals.fareAgent : null,
        agentParts,
        extras: sold.totals.extras,
        payable: sold.totals.payable,
      }
    : {
        fareGross: itinerary.grossAmount,
        fareAgent: itinerary.agentAmount,
        agentParts,
        extras: { amount: addons.total, currency },
        payable: itinerary.agentAmount
          ? { amount: itinerary.agentAmount.amount + addons.total, currency }
          : null,
      };

  // Once the airline prices the booking differently, the per-traveller figures of the first price no longer add up.
  const breakdown = priced.details.fareBreakdown;
  const breakdownTotal = breakdown.reduce((sum, row) => sum + row.totalGross.amount, 0);
  const shownBreakdown = sold && sold.totals.fareGross.amount !== breakdownTotal ? [] : breakdown;

  const stepper = (
    <Stepper
      active={step - 1}
      onStepClick={(index) => goTo(index + 1)}
      allowNextStepsSelect={false}
      size="sm"
      aria-label={t('steps.label')}
    >
      <Stepper.Step label={t('steps.travellers')} allowStepSelect={!order && step > 1}>
        <TravellersStep
          slots={slots}
          trip={trip}
          values={formValues}
          choices={choices}
          canSave={canSave}
          onChoice={(index, choice) =>
            setChoices((current) => current.map((entry, at) => (at === index ? choice : entry)))
          }
          onDone={(values, output) => {
            setFormValues(values);
            setTravellers(output);
            show(2);
          }}
        />
      </Stepper.Step>
      <Stepper.Step label={t('steps.addons')} allowStepSelect={!order && step > 2}>
        <AddonsStep
          priceId={priced.priceId}
          services={services}
          travellers={names.map((name, index) => ({ index, name, type: types[index] ?? 'ADT' }))}
          extras={extras}
          currency={currency}
          onChange={(passenger, legKey, change) =>
            setExtras((current) => withChoice(current, passenger, legKey, change))
          }
          onBack={() => show(1)}
          onNext={() => goTo(3)}
        />
      </Stepper.Step>
      <Stepper.Step label={t('steps.review')} allowStepSelect={false}>
        <ReviewStep
          priceId={priced.priceId}
          details={priced.details}
          passengers={passengers}
          contact={travellers?.contact ?? { email: '', phone: '' }}
          services={services.data}
          addons={addons}
          currency={currency}
          sell={sell}
          changeAccepted={sellAccepted}
          mayIssue={mayIssue}
          onAcceptChange={() => setSellAccepted(true)}
          onRefuseChange={onRefuse}
          onResell={runSell}
          onStep={goTo}
          onBooked={(booked) => {
            setOrder(booked);
            show(4);
            onBooked(booked);
            // The booking stands whatever happens here; saving the travellers only follows it.
            if (canSave && travellers && choices.some((choice) => choice.save)) {
              setSaveOutcome('saving');
              void saveBookedTravellers(travellers.passengers, choices).then(setSaveOutcome);
            }
          }}
        />
      </Stepper.Step>
      <Stepper.Step label={t('steps.confirmation')} allowStepSelect={false}>
        {order ? <BookingConfirmation order={order} /> : null}
        <SavedTravellersNotice outcome={saveOutcome} />
      </Stepper.Step>
    </Stepper>
  );

  return (
    <BookingLayout
      priced={priced}
      backTo={backTo}
      booked={order !== null}
      priceAccepted={priceAccepted}
      onAcceptPrice={() => setPriceAccepted(true)}
      onRefusePrice={onRefuse}
      showTravel={step !== 3}
      breakdown={shownBreakdown}
      totals={totals}
    >
      {stepper}
    </BookingLayout>
  );
}
