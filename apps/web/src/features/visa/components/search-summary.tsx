import { useState } from 'react';
import { Button, Collapse, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VisaApplicantTypes, type VisaDestinations, type VisaSearchRequest } from '@portal/contracts';
import { useCalendarDay } from '../../../lib/use-tenant-time';
import { useCountryName } from '../../../components/visa/use-country-name';
import { valuesOfSearch } from '../utils/search-form';
import { VisaSearchForm } from './visa-search-form';
import '../../../components/visa/i18n';
import '../i18n';

/** The applicants of a search in words: "2 adults, 1 child". */
export function useApplicantsText() {
  const { t } = useTranslation('visa');
  return (counts: VisaSearchRequest['applicants']) =>
    VisaApplicantTypes.filter((type) => counts[type] > 0)
      .map((type) => t(`applicants.count.${type}`, { count: counts[type] }))
      .join(', ');
}

/** The results' search at the top: passport, destination, type, date and applicants, and Modify search. */
export function SearchSummary({
  request,
  catalogue,
  onSearch,
}: {
  request: VisaSearchRequest;
  /** The destinations, once read: the form needs them. */
  catalogue: VisaDestinations | undefined;
  onSearch: (request: VisaSearchRequest) => void;
}) {
  const { t } = useTranslation('visa');
  const day = useCalendarDay();
  const countryName = useCountryName();
  const applicantsText = useApplicantsText();
  const [open, setOpen] = useState(false);
  const destinationName = catalogue?.destinations.find(
    (destination) => destination.code === request.destination,
  )?.name;
  const nationalityName = catalogue?.nationalities.find(
    (country) => country.code === request.nationality,
  )?.name;

  return (
    <Paper withBorder radius="md" p="md" shadow="xs" component="section" aria-label={t('results.yourSearch')}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} size="lg">
            {t('results.summaryTitle', {
              destination: countryName(request.destination, destinationName),
              type: request.visaType ? t(`visaParts:visaTypes.${request.visaType}`) : t('search.anyType'),
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('results.summaryLine', {
              nationality: countryName(request.nationality, nationalityName),
              date: day(request.travelDate),
              applicants: applicantsText(request.applicants),
            })}
          </Text>
        </div>
        {catalogue ? (
          <Button
            variant={open ? 'default' : 'light'}
            onClick={() => setOpen((shown) => !shown)}
            aria-expanded={open}
          >
            {open ? t('results.cancelModify') : t('results.modify')}
          </Button>
        ) : null}
      </Group>
      <Collapse expanded={open}>
        {open && catalogue ? (
          <div style={{ paddingTop: 'var(--mantine-spacing-md)' }}>
            <VisaSearchForm
              catalogue={catalogue}
              initialValues={valuesOfSearch(request)}
              onSearch={(next) => {
                setOpen(false);
                onSearch(next);
              }}
            />
          </div>
        ) : null}
      </Collapse>
    </Paper>
  );
}
