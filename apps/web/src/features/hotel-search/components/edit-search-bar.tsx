import { useState } from 'react';
import { Badge, Button, Collapse, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HotelSearchRequest } from '@portal/contracts';
import { guestCounts, stayDate } from '../utils/hotel-format';
import { fromHotelSearchLink, nightsOf } from '../utils/search-form-values';
import type { HotelSearchLink } from '../utils/search-url';
import { HotelSearchForm } from './hotel-search-form';

interface EditSearchBarProps {
  link: HotelSearchLink;
  /** The destination as the API names it, once it has answered. */
  destinationName?: string;
  onSearch: (request: HotelSearchRequest, destinationLabel: string) => void;
}

/** The results' search at the top: destination, dates, nights, rooms and guests, and Modify search (the same form). */
export function EditSearchBar({ link, destinationName, onSearch }: EditSearchBarProps) {
  const { t, i18n } = useTranslation('hotelSearch');
  const [open, setOpen] = useState(false);
  const [modified, setModified] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const { request } = link;
  const nights = nightsOf(request.checkIn, request.checkOut) ?? 0;
  const counts = guestCounts(request.rooms);

  const stop = () => {
    setOpen(false);
    setModified(false);
    setFormKey((key) => key + 1);
  };

  return (
    <Paper withBorder radius="md" p="md" shadow="xs" component="section" aria-label={t('edit.label')}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} size="lg">
            {link.destinationName || destinationName || request.destination.id}
          </Text>
          <Text size="sm" c="dimmed">
            {stayDate(request.checkIn, i18n.language)} – {stayDate(request.checkOut, i18n.language)} ·{' '}
            {t('form.nights', { count: nights })} · {t('guests.rooms', { count: counts.rooms })},{' '}
            {t('guests.guests', { count: counts.guests })}
          </Text>
        </div>
        <Group gap="xs">
          {modified ? (
            <Badge color="orange" variant="light" role="status">
              {t('edit.changed')}
            </Badge>
          ) : null}
          {open ? (
            <Button variant="default" onClick={stop}>
              {t('edit.cancel')}
            </Button>
          ) : (
            <Button variant="light" onClick={() => setOpen(true)} aria-expanded={open}>
              {t('edit.modify')}
            </Button>
          )}
        </Group>
      </Group>
      <Collapse expanded={open}>
        {open ? (
          <div style={{ paddingTop: 'var(--mantine-spacing-md)' }}>
            <HotelSearchForm
              key={formKey}
              idPrefix="modify-hotel"
              initialValues={fromHotelSearchLink(link)}
              onModified={() => setModified(true)}
              onSearch={(next, label) => {
                stop();
                onSearch(next, label);
              }}
            />
          </div>
        ) : null}
      </Collapse>
    </Paper>
  );
}
