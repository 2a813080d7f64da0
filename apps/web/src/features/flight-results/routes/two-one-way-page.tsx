import { useMemo, useState } from 'react';
import { Anchor, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ItinerarySummary } from '@portal/contracts';
import { decodeSearch, FlightResultsPath, requestIdOf } from '../../../components/flight-search/search-url';
import { OneWayColumn } from '../components/one-way-column';
import { ResultsSkeleton, StillSearching } from '../components/search-loader';
import { SearchProblem } from '../components/search-problem';
import { useAirlineNames } from '../../../components/flight-search/api/get-airline-options';
import { useMoney } from '../../../lib/use-money';
import { useSearchStream } from '../hooks/use-search-stream';
import { sortItineraries, DefaultSort } from '../utils/sort-itineraries';
import '../i18n';

/**
 * /two-one-way?…&rid=: a domestic return as two one-way tickets. The same search's one-way halves, out and back in
 * two columns; choosing one of each shows the combined total.
 */
export default function TwoOneWayPage() {
  const { t } = useTranslation('flightResults');
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const requestId = requestIdOf(params);
  const search = decodeSearch(params);
  const { state } = useSearchStream(requestId);
  const airlineName = useAirlineNames();
  const money = useMoney();
  const [outId, setOutId] = useState<string | null>(null);
  const [backId, setBackId] = useState<string | null>(null);

  const byKind = useMemo(() => {
    const all = [...state.results.byId.values()];
    const of = (kind: ItinerarySummary['kind']) =>
      sortItineraries(
        all.filter((row) => row.kind === kind),
        DefaultSort,
        'gross',
      );
    return { out: of('TwoOneWayOut'), back: of('TwoOneWayBack') };
  }, [state.results.byId]);
  const chosenOut = byKind.out.find((row) => row.itineraryId === outId) ?? null;
  const chosenBack = byKind.back.find((row) => row.itineraryId === backId) ?? null;
  const first = search?.segments[0];
  const resultsLink = `${FlightResultsPath}${location.search}`;

  let body;
  if (!requestId) body = <SearchProblem title={t('twoOneWayPage.title')} message={t('invalidLink')} />;
  else if (state.phase === 'expired' || state.phase === 'notFound') {
    body = (
      <SearchProblem
        title={t(state.phase === 'expired' ? 'expired.title' : 'notFound.title')}
        message={t(state.phase === 'expired' ? 'expired.body' : 'notFound.body')}
      />
    );
  } else if (state.phase === 'failed')
    body = <SearchProblem title={t('failed.title')} message={state.error ?? ''} />;
  else if (!state.answered) body = <ResultsSkeleton />;
  else {
    const total =
      chosenOut && chosenBack
        ? {
            amount: chosenOut.grossAmount.amount + chosenBack.grossAmount.amount,
            currency: chosenOut.grossAmount.currency,
          }
        : null;
    const agentTotal =
      chosenOut?.agentAmount && chosenBack?.agentAmount
        ? {
            amount: chosenOut.agentAmount.amount + chosenBack.agentAmount.amount,
            currency: chosenOut.agentAmount.currency,
          }
        : null;
    body = (
      <Stack gap="md">
        {state.phase === 'streaming' ? <StillSearching /> : null}
        <Paper
          withBorder
          radius="md"
          p="md"
          shadow="xs"
          role="region"
          aria-label={t('twoOneWayPage.total')}
          style={{ position: 'sticky', top: 8, zIndex: 5 }}
        >
          <Group justify="space-between" gap="sm">
            <Text fw={600}>{t('twoOneWayPage.total')}</Text>
            {total ? (
              <div style={{ textAlign: 'right' }}>
                <Text fw={800} fz={22} data-testid="two-one-way-total">
                  {money(total)}
                </Text>
                {state.visibility.showCommission && agentTotal ? (
                  <Text size="xs" c="dimmed">
                    {t('row.agentPrice')} {money(agentTotal)}
                  </Text>
                ) : null}
              </div>
            ) : (
              <Text c="dimmed" size="sm">
                {t('twoOneWayPage.pickBoth')}
              </Text>
            )}
          </Group>
        </Paper>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <OneWayColumn
            title={t('twoOneWayPage.outbound', {
              origin: first?.origin ?? '',
              destination: first?.destination ?? '',
            })}
            itineraries={byKind.out}
            chosenId={outId}
            onChoose={(row) => setOutId(row.itineraryId)}
            airlineName={airlineName}
          />
          <OneWayColumn
            title={t('twoOneWayPage.inbound', {
              origin: first?.destination ?? '',
              destination: first?.origin ?? '',
            })}
            itineraries={byKind.back}
            chosenId={backId}
            onChoose={(row) => setBackId(row.itineraryId)}
            airlineName={airlineName}
          />
        </SimpleGrid>
      </Stack>
    );
  }

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} fz={24}>
              {t('twoOneWayPage.title')}
            </Title>
            <Text c="dimmed">{t('twoOneWayPage.intro')}</Text>
          </div>
          <Anchor component={Link} to={resultsLink} fw={600}>
            ← {t('twoOneWayPage.back')}
          </Anchor>
        </Group>
        {body}
      </Stack>
    </Container>
  );
}
