import { useMemo, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasFunctionality, type AirSearchRequest, type ItinerarySummary } from '@portal/contracts';
import { useUserContext } from '../../../lib/session/user-context';
import { useAirSearchFilter } from '../api/get-air-search-filter';
import { useAirlineNames } from '../../../components/flight-search/api/get-airline-options';
import { FiltersLayout } from '../../../components/filters-layout';
import type { StreamState } from '../hooks/use-search-stream';
import { filterItineraries, NoFilters, type ResultFilters } from '../utils/filter-itineraries';
import { buildFilterOptions } from '../utils/filter-options';
import {
  DefaultSort,
  nextSort,
  sortItineraries,
  type PriceType,
  type SortOrder,
} from '../utils/sort-itineraries';
import { FiltersPanel } from './filters-panel';
import { ProposalBar } from './proposal-bar';
import { ProposalModal } from './proposal-modal';
import { ResultsList, type ChosenBrand, type OpenPanel } from './results-list';
import { ResultsSkeleton, StillSearching } from './search-loader';
import { SortBar } from './sort-bar';
import { TwoOneWayBanner } from './two-one-way-banner';
import classes from './results.module.css';

const ListedKinds = new Set<ItinerarySummary['kind']>(['Standard', 'SpecialReturn']);
const MaxProposalOptions = 10;

interface ResultsViewProps {
  requestId: string;
  search: AirSearchRequest;
  stream: StreamState;
  loadMore: () => void;
  loadingMore: boolean;
  twoOneWayUrl: string;
}

/** Filters, sort, the list and its panels, Show more results and proposals, for one request id. */
export function ResultsView({
  requestId,
  search,
  stream,
  loadMore,
  loadingMore,
  twoOneWayUrl,
}: ResultsViewProps) {
  const { t } = useTranslation('flightResults');
  const navigate = useNavigate();
  const user = useUserContext();
  const airlineName = useAirlineNames();
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const [filters, setFilters] = useState<ResultFilters>(NoFilters);
  const [sort, setSort] = useState<SortOrder>(DefaultSort);
  const [priceType, setPriceType] = useState<PriceType>('gross');
  const [open, setOpen] = useState<OpenPanel | null>(null);
  const [proposed, setProposed] = useState<ReadonlySet<string>>(new Set());
  const [chosenBrands, setChosenBrands] = useState<Record<string, ChosenBrand>>({});
  const [drawer, setDrawer] = useState(false);
  const [proposing, setProposing] = useState(false);
  const completed = stream.phase === 'completed';
  const filterAnswer = useAirSearchFilter(requestId, completed);

  const canPropose = hasFunctionality(user.data?.functionalities ?? [], 'MakeProposal');
  const shownPriceType: PriceType = stream.visibility.showCommission ? priceType : 'gross';
  const all = useMemo(() => [...stream.results.byId.values()], [stream.results.byId]);
  const listed = useMemo(() => all.filter((row) => ListedKinds.has(row.kind)), [all]);
  const hasTwoOneWay = search.tripType === 'R' && all.some((row) => row.kind === 'TwoOneWayOut');
  const options = useMemo(
    () => buildFilterOptions(listed, { priceType: shownPriceType, tripType: search.tripType }),
    [listed, shownPriceType, search.tripType],
  );
  const visible = useMemo(
    () =>
      sortItineraries(
        filterItineraries(listed, filters, {
          priceType: shownPriceType,
          tripType: search.tripType,
          layoverRange: options.layoverDuration,
        }),
        sort,
        shownPriceType,
      ),
    [listed, filters, shownPriceType, search.tripType, options.layoverDuration, sort],
  );
  const airportNames = useMemo(() => {
    const names = new Map<string, string>();
    for (const airport of [
      ...(filterAnswer.data?.layoverAirports ?? []),
      ...(filterAnswer.data?.arrivalAirports ?? []),
    ]) {
      names.set(airport.code, airport.name);
    }
    return names;
  }, [filterAnswer.data]);

  const panel = (
    <FiltersPanel
      options={options}
      filters={filters}
      onChange={setFilters}
      airlineName={airlineName}
      airportName={(code) => airportNames.get(code) ?? code}
      currency={stream.currency}
      withTitle={wide}
    />
  );

  // Until the first flights arrive (sources answer in waves, the first may be empty) the skeleton stays.
  if (!stream.answered || (listed.length === 0 && !completed)) return <ResultsSkeleton />;

  return (
    <>
      <FiltersLayout
        wide={wide}
        title={t('filters.title')}
        filters={panel}
        drawerOpened={drawer}
        onDrawerClose={() => setDrawer(false)}
        closeLabel={t('filters.close', { count: visible.length })}
        classNames={{ layout: classes.layout, filterColumn: classes.filterColumn }}
      >
        {stream.phase === 'streaming' ? <StillSearching /> : null}
        {hasTwoOneWay ? <TwoOneWayBanner to={twoOneWayUrl} /> : null}
        <Group justify="space-between" gap="sm">
          <Text fw={700} role="status" aria-live="polite" data-testid="result-count">
            {t('count', { shown: visible.length, total: listed.length })}
          </Text>
          {!wide ? (
            <Button variant="default" onClick={() => setDrawer(true)}>
              {t('filters.open')}
            </Button>
          ) : null}
        </Group>
        <SortBar
          order={sort}
          onSort={(field) => setSort((current) => nextSort(current, field))}
          priceType={stream.visibility.showCommission ? priceType : null}
          onPriceType={setPriceType}
        />
        {visible.length === 0 ? (
          <Text c="dimmed" py="xl" ta="center">
            {listed.length === 0 && completed ? t('noFlights') : t('noMatch')}
          </Text>
        ) : (
          <ResultsList
            itineraries={visible}
            requestId={requestId}
            visibility={stream.visibility}
            priceType={shownPriceType}
            airlineName={airlineName}
            canPropose={canPropose}
            open={open}
            onTogglePanel={(itineraryId, kind) =>
              setOpen((current) =>
                current?.itineraryId === itineraryId && current.kind === kind ? null : { itineraryId, kind },
              )
            }
            proposed={proposed}
            onToggleProposal={(itineraryId) =>
              setProposed((current) => {
                const next = new Set(current);
                if (next.has(itineraryId)) next.delete(itineraryId);
                else if (next.size < MaxProposalOptions) next.add(itineraryId);
                return next;
              })
            }
            chosenBrands={chosenBrands}
            onChooseBrand={(rowId, brand) =>
              setChosenBrands((current) => ({
                ...current,
                [rowId]: { itineraryId: brand.itineraryId, name: brand.name },
              }))
            }
          />
        )}
        {completed && stream.moreCount > 0 ? (
          <Button variant="light" onClick={loadMore} loading={loadingMore} style={{ alignSelf: 'center' }}>
            {t('showMore', { count: stream.moreCount })}
          </Button>
        ) : null}
        <ProposalBar
          count={proposed.size}
          onMake={() => setProposing(true)}
          onClear={() => setProposed(new Set())}
        />
      </FiltersLayout>
      {proposing ? (
        <ProposalModal
          opened
          onClose={() => setProposing(false)}
          requestId={requestId}
          itineraryIds={[...proposed]}
          currency={stream.currency}
          onCreated={(proposal) => void navigate(`/flight-proposal/${proposal.proposalId}`)}
        />
      ) : null}
    </>
  );
}
