import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HotelLimit } from '@portal/contracts';
import { ChildAgeSelects, resizeChildAges } from '../../../components/counter-popover/child-age-selects';
import { CounterRow } from '../../../components/counter-popover/counter-row';
import { PopoverField } from '../../../components/counter-popover/popover-field';
import { guestCounts } from '../utils/hotel-format';
import { DefaultAdults, type RoomValues } from '../utils/search-form-values';
import classes from './hotel-search-form.module.css';

const ChildAges = Array.from({ length: HotelLimit.maxChildAge + 1 }, (_, age) => age);

interface GuestsFieldProps {
  rooms: RoomValues[];
  onChange: (rooms: RoomValues[]) => void;
  error?: string;
  /** After a first search attempt, a child still without an age is marked. */
  showMissingAges: boolean;
}

/** Rooms and guests in a popover: 1–8 rooms, each with 1–6 adults and 0–4 children, an age for every child. */
export function GuestsField({ rooms, onChange, error, showMissingAges }: GuestsFieldProps) {
  const { t } = useTranslation('hotelSearch');
  const counts = guestCounts(rooms);
  const summary = `${t('guests.rooms', { count: counts.rooms })}, ${t('guests.guests', { count: counts.guests })}`;
  const update = (index: number, patch: Partial<RoomValues>) =>
    onChange(rooms.map((room, position) => (position === index ? { ...room, ...patch } : room)));
  // Several rooms each have these counters, so a button's name says which room's it is.
  const counterNames = (roomName: string, label: string) => ({
    label,
    decreaseLabel: t('guests.decrease', { type: `${roomName}, ${label}` }),
    increaseLabel: t('guests.increase', { type: `${roomName}, ${label}` }),
  });

  return (
    <PopoverField
      label={t('guests.label')}
      error={error}
      width={360}
      summary={summary}
      detail={
        counts.children > 0 ? (
          <Text size="xs" c="dimmed" truncate>
            {t('guests.adultsAndChildren', {
              adults: t('guests.adultCount', { count: counts.adults }),
              children: t('guests.childCount', { count: counts.children }),
            })}
          </Text>
        ) : null
      }
    >
      {(close) => (
        <>
          <Stack gap="md" className={classes.roomList}>
            {rooms.map((room, index) => {
              const number = index + 1;
              const roomName = t('guests.room', { number });
              return (
                <Stack key={index} gap="sm" className={classes.roomBlock} role="group" aria-label={roomName}>
                  <Group justify="space-between">
                    <Text fw={800} size="sm">
                      {roomName}
                    </Text>
                    {rooms.length > 1 ? (
                      <Button
                        variant="subtle"
                        color="red"
                        size="compact-xs"
                        aria-label={t('guests.removeRoom', { number })}
                        onClick={() => onChange(rooms.filter((_, position) => position !== index))}
                      >
                        {t('guests.remove')}
                      </Button>
                    ) : null}
                  </Group>
                  <CounterRow
                    {...counterNames(roomName, t('guests.adults'))}
                    hint={t('guests.adultsHint')}
                    value={room.adults}
                    min={1}
                    max={HotelLimit.maxAdultsPerRoom}
                    onChange={(adults) => update(index, { adults })}
                  />
                  <CounterRow
                    {...counterNames(roomName, t('guests.children'))}
                    hint={t('guests.childrenHint')}
                    value={room.childAges.length}
                    min={0}
                    max={HotelLimit.maxChildrenPerRoom}
                    onChange={(count) => update(index, { childAges: resizeChildAges(room.childAges, count) })}
                  />
                  <ChildAgeSelects
                    ages={room.childAges}
                    options={ChildAges}
                    cols={2}
                    label={(child) => t('guests.childAge', { number: child })}
                    ariaLabel={(child) => t('guests.roomChildAge', { room: number, number: child })}
                    placeholder={t('guests.agePlaceholder')}
                    optionLabel={(age) =>
                      age === 0 ? t('guests.underOne') : t('guests.years', { count: age })
                    }
                    showMissing={showMissingAges}
                    onChange={(childAges) => update(index, { childAges })}
                  />
                </Stack>
              );
            })}
          </Stack>
          {error ? (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          ) : null}
          <Group justify="space-between" gap="sm">
            <Button
              variant="light"
              disabled={rooms.length >= HotelLimit.maxRooms}
              onClick={() => onChange([...rooms, { adults: DefaultAdults, childAges: [] }])}
            >
              + {t('guests.addRoom')}
            </Button>
            <Button onClick={close}>{t('guests.done')}</Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('guests.limits')}
          </Text>
        </>
      )}
    </PopoverField>
  );
}
