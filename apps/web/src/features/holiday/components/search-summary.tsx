import { useState } from 'react';
import { Button, Collapse, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePartyText } from '../../../components/holiday/party-text';
import { useCalendarDay } from '../../../lib/use-tenant-time';
import { searchFormValues } from '../utils/search-form';
import type { HolidaySearch } from '../utils/search-url';
import { HolidaySearchForm } from './holiday-search-form';

/** The search the results answer, in a line, and the form to change it in place. */
export function SearchSummary({
  search,
  cityName,
  onSearch,
}: {
  search: HolidaySearch;
  cityName: string;
  onSearch: (search: HolidaySearch) => void;
}) {
  const { t, i18n } = useTranslation('holiday');
  const partyText = usePartyText();
  const day = useCalendarDay();
  const [editing, setEditing] = useState(false);
  const when = search.month
    ? new Intl.DateTimeFormat(i18n.language === 'bn' ? 'bn-BD' : 'en-GB', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${search.month}-01T00:00:00Z`))
    : search.dateFrom && search.dateTo
      ? `${day(search.dateFrom)} – ${day(search.dateTo)}`
      : t('search.anyMonth');
  return (
    <Paper withBorder radius="md" p="sm" aria-label={t('results.yourSearch')} component="section">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          <Text span fw={700}>
            {cityName}
          </Text>{' '}
          · {when} ·{' '}
          {partyText({ adults: search.adults, children: search.children, infants: search.infants })}
        </Text>
        <Button
          variant="light"
          size="compact-sm"
          onClick={() => setEditing((open) => !open)}
          aria-expanded={editing}
        >
          {editing ? t('results.cancelChange') : t('results.change')}
        </Button>
      </Group>
      <Collapse expanded={editing}>
        {editing ? (
          <div style={{ paddingTop: 'var(--mantine-spacing-md)' }}>
            <HolidaySearchForm
              idPrefix="holiday-change"
              initialValues={searchFormValues(search)}
              onSearch={(next) => {
                setEditing(false);
                onSearch(next);
              }}
            />
          </div>
        ) : null}
      </Collapse>
    </Paper>
  );
}
