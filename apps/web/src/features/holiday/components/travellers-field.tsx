import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HolidayLimit } from '@portal/contracts';
import { ChildAgeSelects, resizeChildAges } from '../../../components/counter-popover/child-age-selects';
import { CounterRow } from '../../../components/counter-popover/counter-row';
import { PopoverField } from '../../../components/counter-popover/popover-field';
import { usePartyText } from '../../../components/holiday/party-text';
import { ChildAgeOptions } from '../utils/request-form';

/** Who travels: adults, children (each with an age when asked) and infants, and the rooms when asked. */
export interface PartyValues {
  adults: number;
  childAges: Array<number | null>;
  infants: number;
  rooms?: number;
}

/**
 * The traveller counter (spec §2 "traveller counter"): a field showing the party that opens a panel of − and +
 * counters, each bound by the holiday limits: at most nine of each type, an infant for each adult, and a room
 * for each adult at most. The enquiry asks each child's age and the rooms; the search only counts.
 */
export function TravellersField({
  party,
  onChange,
  withAges = false,
  error,
  showMissingAges = false,
}: {
  party: PartyValues;
  onChange: (party: PartyValues) => void;
  withAges?: boolean;
  error?: string | undefined;
  showMissingAges?: boolean;
}) {
  const { t } = useTranslation('holiday');
  const partyText = usePartyText();
  const max = HolidayLimit.maxTravellersPerType;
  const set = (patch: Partial<PartyValues>) => {
    const next = { ...party, ...patch };
    // Fewer adults take the infants and rooms above them along.
    next.infants = Math.min(next.infants, next.adults);
    if (next.rooms !== undefined) next.rooms = Math.min(next.rooms, next.adults);
    onChange(next);
  };
  const names = (label: string) => ({
    label,
    decreaseLabel: t('travellers.decrease', { type: label }),
    increaseLabel: t('travellers.increase', { type: label }),
  });
  const summary = partyText({
    adults: party.adults,
    children: party.childAges.length,
    infants: party.infants,
    ...(party.rooms !== undefined ? { rooms: party.rooms } : {}),
  });

  return (
    <PopoverField label={t('travellers.label')} error={error} width={340} summary={summary}>
      {(close) => (
        <>
          <CounterRow
            {...names(t('travellers.adults'))}
            hint={t('travellers.adultsHint')}
            value={party.adults}
            min={1}
            max={max}
            onChange={(adults) => set({ adults })}
          />
          <CounterRow
            {...names(t('travellers.children'))}
            hint={t('travellers.childrenHint')}
            value={party.childAges.length}
            min={0}
            max={max}
            onChange={(count) => set({ childAges: resizeChildAges(party.childAges, count) })}
          />
          {withAges ? (
            <ChildAgeSelects
              ages={party.childAges}
              options={ChildAgeOptions}
              cols={2}
              label={(number) => t('travellers.childAge', { number })}
              placeholder={t('travellers.agePlaceholder')}
              optionLabel={(age) => t('travellers.years', { count: age })}
              showMissing={showMissingAges}
              onChange={(childAges) => set({ childAges })}
            />
          ) : null}
          <CounterRow
            {...names(t('travellers.infants'))}
            hint={t('travellers.infantsHint')}
            value={party.infants}
            min={0}
            max={Math.min(max, party.adults)}
            onChange={(infants) => set({ infants })}
          />
          {party.rooms !== undefined ? (
            <CounterRow
              {...names(t('travellers.rooms'))}
              hint={t('travellers.roomsHint')}
              value={party.rooms}
              min={1}
              max={Math.min(HolidayLimit.maxRooms, party.adults)}
              onChange={(rooms) => set({ rooms })}
            />
          ) : null}
          {error ? (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          ) : null}
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {t('travellers.limits')}
            </Text>
            <Button onClick={close}>{t('travellers.done')}</Button>
          </Group>
        </>
      )}
    </PopoverField>
  );
}
