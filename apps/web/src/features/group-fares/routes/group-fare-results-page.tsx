import { useMemo, useState } from 'react';
import { Alert, Anchor, Button, Container, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GroupFareKind, GroupFareOffer } from '@portal/contracts';
import { PageHeader } from '../../../components/list-page/page-header';
import { errorMessage } from '../../../lib/api-errors';
import { useCalendarDay } from '../../../lib/use-tenant-time';
import { useGroupFareSearch } from '../api/search-group-fares';
import { OfferCard } from '../components/offer-card';
import { ReserveModal } from '../components/reserve-modal';
import { ReservationsPath, searchFromAddress, searchTabPath } from '../utils/search-url';
import '../i18n';

/** Earliest flight first; blocks on the same day by their first departure. */
function byDate(a: GroupFareOffer, b: GroupFareOffer): number {
  const first = (offer: GroupFareOffer) => offer.journeys[0]?.departure ?? offer.departureDate;
  return a.departureDate.localeCompare(b.departureDate) || first(a).localeCompare(first(b));
}

/**
 * /xclusive-fares-result, /umrah-fares-result and /group-fares-result (spec §2): the kind's published blocks that
 * match the search in the address, one card each by date, each reserved from a dialog.
 */
export default function GroupFareResultsPage({ kind }: { kind: GroupFareKind }) {
  const { t } = useTranslation('groupFares');
  const { search } = useLocation();
  const filters = useMemo(() => searchFromAddress(new URLSearchParams(search)), [search]);
  const results = useGroupFareSearch(kind, filters);
  const day = useCalendarDay();
  const [reserving, setReserving] = useState<GroupFareOffer | null>(null);
  const offers = useMemo(() => [...(results.data?.offers ?? [])].sort(byDate), [results.data]);

  const any = t('results.any');
  const summary = t('results.summary', {
    origin: filters.origin ?? any,
    destination: filters.destination ?? any,
    dates: filters.fromDate
      ? filters.toDate && filters.toDate !== filters.fromDate
        ? `${day(filters.fromDate)} – ${day(filters.toDate)}`
        : day(filters.fromDate)
      : t('results.anyDate'),
    count: filters.seats,
  });

  let body;
  if (results.isPending) {
    body = (
      <Stack gap="md" role="status" aria-label={t('results.loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={220} radius="md" />
        ))}
      </Stack>
    );
  } else if (results.isError) {
    body = (
      <Alert color="red" role="alert" title={t('results.failed')}>
        <Group justify="space-between" gap="sm">
          <Text size="sm">{errorMessage(results.error, t('results.failedBody'))}</Text>
          <Button size="compact-sm" variant="light" onClick={() => void results.refetch()}>
            {t('results.retry')}
          </Button>
        </Group>
      </Alert>
    );
  } else if (offers.length === 0) {
    body = (
      <Paper withBorder radius="md" p="xl" ta="center">
        <Stack gap="xs" align="center">
          <Text fw={700}>{t(`results.empty.${kind}`)}</Text>
          <Text size="sm" c="dimmed" maw={520}>
            {t('results.emptyHint')}
          </Text>
          <Button component={Link} to={searchTabPath(kind, filters)} variant="light" mt="xs">
            {t('results.modify')}
          </Button>
        </Stack>
      </Paper>
    );
  } else {
    body = (
      <Stack gap="md" component="section" aria-label={t(`results.listLabel.${kind}`)}>
        <Text size="sm" c="dimmed" role="status">
          {t('results.count', { count: offers.length })}
        </Text>
        {offers.map((offer) => (
          <OfferCard key={offer.blockId} offer={offer} onReserve={() => setReserving(offer)} />
        ))}
      </Stack>
    );
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <PageHeader
          title={t(`results.title.${kind}`)}
          intro={summary}
          actions={
            <Group gap="sm">
              <Anchor component={Link} to={ReservationsPath} size="sm">
                {t('results.myReservations')}
              </Anchor>
              <Button component={Link} to={searchTabPath(kind, filters)} variant="light">
                {t('results.modify')}
              </Button>
            </Group>
          }
        />
        {body}
      </Stack>
      {reserving ? (
        <ReserveModal offer={reserving} seatsWanted={filters.seats} onClose={() => setReserving(null)} />
      ) : null}
    </Container>
  );
}
