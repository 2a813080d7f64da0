import { useMemo, useState } from 'react';
import { Badge, Button, Collapse, Group, Paper, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AirSearchRequest, AirSearchRequestInput } from '@portal/contracts';
import { airportByCodeQuery } from './api/get-airports-by-key';
import { FlightSearchForm } from './flight-search-form';
import { fromSearchRequest } from './search-form-values';
import './i18n';

/** Dates read the British way in English ("Sat, 1 Aug"), as Bangladeshi agents write them. */
export function dateLocale(language: string): string {
  return language === 'bn' ? 'bn-BD' : 'en-GB';
}

/** "Sat, 1 Aug" for a YYYY-MM-DD date, whatever the browser's zone. */
export function shortDate(date: string, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

interface ModifiableSearchProps {
  search: AirSearchRequestInput;
  onSearch: (request: AirSearchRequest) => void;
}

/**
 * The results page's search: a summary bar with Modify Search; open, the same form as the search pad. Any change
 * turns modify-search on (spec §4); it goes off only when the person searches or cancels.
 */
export function ModifiableSearch({ search, onSearch }: ModifiableSearchProps) {
  const { t, i18n } = useTranslation('flightSearch');
  const [open, setOpen] = useState(false);
  const [modifySearch, setModifySearch] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const codes = useMemo(
    () => [...new Set(search.segments.flatMap((segment) => [segment.origin, segment.destination]))],
    [search],
  );
  const airports = useQueries({ queries: codes.map((code) => airportByCodeQuery(code)) });
  const known = new Map(
    airports.flatMap((query) => (query.data ? [[query.data.airportCode, query.data] as const] : [])),
  );
  const ready = airports.every((query) => !query.isPending);
  const travellers = search.adultCount + search.childCount + search.infantCount;
  const place = (code: string) => known.get(code)?.cityName ?? code;

  const routes =
    search.tripType === 'R'
      ? [`${place(search.segments[0]!.origin)} ⇄ ${place(search.segments[0]!.destination)}`]
      : search.segments.map((segment) => `${place(segment.origin)} → ${place(segment.destination)}`);
  const dates = [
    ...search.segments.map((segment) => shortDate(segment.departureDate, dateLocale(i18n.language))),
    ...(search.tripType === 'R' && search.returnDate
      ? [shortDate(search.returnDate, dateLocale(i18n.language))]
      : []),
  ];

  const stop = () => {
    setModifySearch(false);
    setOpen(false);
    setFormKey((key) => key + 1);
  };

  return (
    <Paper withBorder radius="md" p="md" shadow="xs" component="section" aria-label={t('summary.label')}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} size="lg">
            {routes.join(' · ')}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`tripType.${search.tripType}`)} · {dates.join(' – ')} ·{' '}
            {t('summary.travellers', { count: travellers })} · {t(`travelClass.${search.travelClass}`)}
          </Text>
        </div>
        <Group gap="xs">
          {modifySearch ? (
            <Badge color="orange" variant="light" role="status">
              {t('summary.changed')}
            </Badge>
          ) : null}
          {open ? (
            <Button variant="default" onClick={stop}>
              {t('summary.cancel')}
            </Button>
          ) : (
            <Button variant="light" onClick={() => setOpen(true)} aria-expanded={open}>
              {t('summary.modify')}
            </Button>
          )}
        </Group>
      </Group>
      <Collapse expanded={open}>
        {open && ready ? (
          <div style={{ paddingTop: 'var(--mantine-spacing-md)' }}>
            <FlightSearchForm
              key={formKey}
              idPrefix="modify"
              initialValues={fromSearchRequest(search, (code) => known.get(code) ?? null)}
              onModified={() => setModifySearch(true)}
              onSearch={(request) => {
                stop();
                onSearch(request);
              }}
            />
          </div>
        ) : null}
      </Collapse>
    </Paper>
  );
}
