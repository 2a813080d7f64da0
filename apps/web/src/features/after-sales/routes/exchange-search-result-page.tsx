import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ExchangeSearchBody, ExchangeWindow } from '@portal/contracts';
import { afterSalesRequestPagePath, exchangeStepPath } from '../../../lib/after-sales-paths';
import { errorMessage } from '../../../lib/api-errors';
import { usePriceExchange, useExchangeSearch } from '../api/exchange';
import { ExchangeOptionCard } from '../components/exchange-option-card';
import { PageLoading, PageProblem } from '../components/page-states';
import '../i18n';

/** The changed journeys' dates, each within the fare's window, to search again on. */
function DatesForm({
  windows,
  onSearch,
  busy,
}: {
  windows: ExchangeWindow[];
  onSearch: (dates: NonNullable<ExchangeSearchBody['dates']>) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('afterSales');
  const [dates, setDates] = useState<Record<number, string>>(() =>
    Object.fromEntries(windows.map((window) => [window.journeyIndex, window.date])),
  );
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {windows.map((window) => (
          <TextInput
            key={window.journeyIndex}
            type="date"
            label={`${window.origin} → ${window.destination}`}
            description={t('exchange.results.window', { min: window.minDate, max: window.maxDate })}
            value={dates[window.journeyIndex] ?? ''}
            min={window.minDate}
            max={window.maxDate}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setDates((current) => ({ ...current, [window.journeyIndex]: value }));
            }}
            w={{ base: '100%', xs: 220 }}
          />
        ))}
        <Button
          variant="light"
          loading={busy}
          onClick={() =>
            onSearch(
              windows.map((window) => ({
                journeyIndex: window.journeyIndex,
                date: dates[window.journeyIndex] ?? window.date,
              })),
            )
          }
        >
          {t('exchange.results.searchAgain')}
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * /flight-exchange-search-result?reference= (spec §2): the airline's flights for the request's changed journeys on
 * the dates asked for (or others within the fare's window), best for the agency first, each with what the change
 * comes to; choosing one prices it and opens the quote to approve.
 */
export default function ExchangeSearchResultPage() {
  const { t } = useTranslation('afterSales');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reference = params.get('reference')?.trim() || null;
  const [dates, setDates] = useState<ExchangeSearchBody['dates']>(undefined);
  const [brand, setBrand] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<string | null>(null);
  const search = useExchangeSearch(reference ? { reference, ...(dates ? { dates } : {}) } : null);
  const price = usePriceExchange();
  const data = search.data;

  const choose = async (optionId: string) => {
    if (!reference) return;
    setProblem(null);
    setChoosing(optionId);
    try {
      const request = await price.mutateAsync({ reference, optionId });
      void navigate(exchangeStepPath('confirm', request.reference));
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setChoosing(null);
    }
  };

  let body;
  if (!reference) {
    body = <PageProblem title={t('page.problemTitle')} message={t('page.noReference')} />;
  } else if (search.isPending) {
    body = <PageLoading text={t('exchange.results.loading')} />;
  } else if (search.isError && !data) {
    body = <PageProblem title={t('exchange.results.failed')} message={errorMessage(search.error)} />;
  } else if (data) {
    const brands = [...new Map(data.options.map((option) => [option.brandCode, option.brandName]))];
    const shown = data.options.filter((option) => brand === null || option.brandCode === brand);
    body = (
      <Stack gap="md">
        <DatesForm
          key={data.windows.map((window) => window.date).join()}
          windows={data.windows}
          onSearch={(next) => setDates(next)}
          busy={search.isFetching}
        />
        {search.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(search.error)}
          </Alert>
        ) : null}
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="space-between" gap="sm" wrap="wrap" align="flex-end">
          <Text size="sm" c="dimmed" role="status">
            {t('exchange.results.count', { count: shown.length })}
          </Text>
          {brands.length > 1 ? (
            <Select
              label={t('exchange.results.brand')}
              data={[
                { value: '', label: t('exchange.results.allBrands') },
                ...brands.map(([value, label]) => ({ value, label })),
              ]}
              value={brand ?? ''}
              onChange={(value) => setBrand(value || null)}
              allowDeselect={false}
              w={{ base: '100%', xs: 220 }}
            />
          ) : null}
        </Group>
        <Stack gap="md" aria-busy={search.isFetching} data-testid="exchange-options">
          {shown.length === 0 ? (
            <Alert color="gray" variant="light">
              {t('exchange.results.none')}
            </Alert>
          ) : (
            shown.map((option) => (
              <ExchangeOptionCard
                key={option.optionId}
                option={option}
                legs={data.legs}
                onChoose={() => void choose(option.optionId)}
                choosing={choosing === option.optionId}
                disabled={choosing !== null && choosing !== option.optionId}
              />
            ))
          )}
        </Stack>
      </Stack>
    );
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap={4} mb="md">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t('exchange.results.title')}
        </Title>
        {reference ? (
          <Anchor component={Link} to={afterSalesRequestPagePath('Exchange', 'view', reference)} size="sm">
            {t('exchange.toRequest', { reference })}
          </Anchor>
        ) : null}
      </Stack>
      {body}
    </Container>
  );
}
