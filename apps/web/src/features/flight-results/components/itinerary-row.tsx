import type { ReactNode } from 'react';
import { Badge, Button, Checkbox, Group, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasFunctionality, type ItinerarySummary, type PriceVisibility } from '@portal/contracts';
import { useUserContext } from '../../../lib/session/user-context';
import { useMoney } from '../../../lib/use-money';
import { bookingLink } from '../utils/booking-link';
import { priceOf, type PriceType } from '../utils/sort-itineraries';
import { AirlineBadge } from './airline-badge';
import { JourneyLine } from './journey-line';
import { PriceBlock } from './price-block';
import classes from './results.module.css';

export type PanelKind = 'brands' | 'details' | 'more';

export interface RowOptions {
  visibility: PriceVisibility;
  priceType: PriceType;
  airlineName: (code: string) => string;
  canPropose: boolean;
}

interface ItineraryRowProps extends RowOptions {
  itinerary: ItinerarySummary;
  openPanel: PanelKind | null;
  onTogglePanel: (kind: PanelKind) => void;
  proposed: boolean;
  onToggleProposal: () => void;
  chosenBrand: string | null;
  /** The open panel's content. */
  panel: ReactNode;
  /** What Book books: the fare chosen in the fare options, else the row's own; without it no Book. */
  booking?: { requestId: string; itineraryId: string };
}

/** One result: airline, each journey on its own line, prices, badges and the buttons of its panels. */
export function ItineraryRow(props: ItineraryRowProps) {
  const { itinerary, visibility, openPanel } = props;
  const { t } = useTranslation('flightResults');
  const money = useMoney();
  const location = useLocation();
  const user = useUserContext();
  const id = itinerary.itineraryId;
  // Only users who may book (BookTicket) are offered Book; the booking page checks the same.
  const mayBook = hasFunctionality(user.data?.functionalities ?? [], 'BookTicket');
  const book =
    props.booking && mayBook
      ? bookingLink(props.booking.requestId, props.booking.itineraryId, location)
      : null;
  const panelId = `panel-${id}`;
  const airline = props.airlineName(itinerary.airlineCode);
  const multi = itinerary.journeys.length > 1;

  const toggle = (kind: PanelKind, label: string) => (
    <Button
      size="xs"
      variant={openPanel === kind ? 'filled' : 'light'}
      aria-expanded={openPanel === kind}
      aria-controls={openPanel === kind ? panelId : undefined}
      onClick={() => props.onTogglePanel(kind)}
    >
      {label}
    </Button>
  );

  return (
    <article
      className={classes.card}
      data-open={openPanel ? true : undefined}
      aria-label={`${airline} ${money(itinerary.grossAmount)}`}
      data-testid="itinerary"
    >
      <div className={classes.rowMain}>
        <Stack gap="sm" style={{ minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <AirlineBadge code={itinerary.airlineCode} name={airline} />
            {props.canPropose ? (
              <Checkbox
                size="xs"
                label={t('row.proposal')}
                checked={props.proposed}
                onChange={props.onToggleProposal}
                aria-label={t('row.addToProposal', {
                  airline,
                  price: money(priceOf(itinerary, props.priceType), itinerary.grossAmount.currency),
                })}
              />
            ) : null}
          </Group>
          <div className={classes.journeys}>
            {itinerary.journeys.map((journey, index) => (
              <div key={index}>
                {multi ? (
                  <div className={classes.journeyLabel}>{t('row.journey', { number: index + 1 })}</div>
                ) : null}
                <JourneyLine journey={journey} />
              </div>
            ))}
          </div>
        </Stack>
        <PriceBlock itinerary={itinerary} visibility={visibility} priceType={props.priceType} />
      </div>
      <div className={classes.rowFooter}>
        <Group gap="xs">
          {toggle(
            'brands',
            itinerary.brandCount > 1
              ? t('row.fareOptionsCount', { count: itinerary.brandCount })
              : t('row.fareOptions'),
          )}
          {toggle('details', t('row.details'))}
          {itinerary.moreCombinationCount > 0
            ? toggle('more', t('row.moreFlights', { count: itinerary.moreCombinationCount }))
            : null}
          {book ? (
            <Button
              size="xs"
              component={Link}
              to={book.to}
              state={book.state}
              aria-label={
                props.chosenBrand
                  ? t('row.bookBrand', { airline, brand: props.chosenBrand })
                  : t('row.bookFlight', { airline, price: money(itinerary.grossAmount) })
              }
            >
              {t('row.book')}
            </Button>
          ) : null}
        </Group>
        <Group gap={6}>
          {props.chosenBrand ? (
            <Badge color="green" variant="filled" size="sm">
              {t('row.chosenBrand', { brand: props.chosenBrand })}
            </Badge>
          ) : null}
          <Badge color={itinerary.refundable ? 'teal' : 'gray'} variant="light" size="sm">
            {itinerary.refundable ? t('row.refundable') : t('row.nonRefundable')}
          </Badge>
          {itinerary.seatsRemaining <= 9 ? (
            <Badge color="red" variant="light" size="sm">
              {t('row.seatsLeft', { count: itinerary.seatsRemaining })}
            </Badge>
          ) : null}
          <Badge color={itinerary.fareType === 'Web' ? 'orange' : 'blue'} variant="light" size="sm">
            {t(`row.fareType.${itinerary.fareType}`)}
          </Badge>
        </Group>
      </div>
      {openPanel ? (
        <section
          id={panelId}
          className={classes.panel}
          aria-label={t(
            `${openPanel === 'brands' ? 'brands' : openPanel === 'details' ? 'details' : 'more'}.title`,
          )}
        >
          {props.panel}
        </section>
      ) : null}
    </article>
  );
}
