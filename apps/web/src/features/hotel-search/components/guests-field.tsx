import { useId, useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  Input,
  NativeSelect,
  Popover,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HotelLimit } from '@portal/contracts';
import { guestCounts } from '../utils/hotel-format';
import { DefaultAdults, type RoomValues } from '../utils/search-form-values';
import classes from './hotel-search-form.module.css';

const ChildAges = Array.from({ length: HotelLimit.maxChildAge + 1 }, (_, age) => age);

function Counter(props: {
  label: string;
  hint: string;
  /** Names the buttons when several rooms each have this counter. */
  context: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation('hotelSearch');
  const id = useId();
  return (
    <Group justify="space-between" wrap="nowrap" role="group" aria-labelledby={id}>
      <div>
        <Text id={id} fw={600} size="sm">
          {props.label}
        </Text>
        <Text size="xs" c="dimmed">
          {props.hint}
        </Text>
      </div>
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          radius="xl"
          aria-label={t('guests.decrease', { type: props.context })}
          disabled={props.value <= props.min}
          onClick={() => props.onChange(props.value - 1)}
        >
          −
        </ActionIcon>
        <Text w={24} ta="center" fw={700} aria-live="polite">
          {props.value}
        </Text>
        <ActionIcon
          variant="default"
          radius="xl"
          aria-label={t('guests.increase', { type: props.context })}
          disabled={props.value >= props.max}
          onClick={() => props.onChange(props.value + 1)}
        >
          +
        </ActionIcon>
      </Group>
    </Group>
  );
}

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
  const [opened, setOpened] = useState(false);
  const id = useId();
  const counts = guestCounts(rooms);
  const summary = `${t('guests.rooms', { count: counts.rooms })}, ${t('guests.guests', { count: counts.guests })}`;
  const update = (index: number, patch: Partial<RoomValues>) =>
    onChange(rooms.map((room, position) => (position === index ? { ...room, ...patch } : room)));

  return (
    <Input.Wrapper label={t('guests.label')} error={error} id={id}>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={360}
        shadow="md"
        trapFocus
        withinPortal={false}
        // On a short screen the window scrolls to reach Done; the panel stays open when the field leaves the view.
        hideDetached={false}
      >
        <Popover.Target>
          <UnstyledButton
            id={id}
            className={classes.fieldButton}
            data-error={error ? true : undefined}
            aria-label={`${t('guests.label')}: ${summary}`}
            aria-haspopup="dialog"
            aria-expanded={opened}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onClick={() => setOpened((open) => !open)}
          >
            <Text fw={600} truncate>
              {summary}
            </Text>
            {counts.children > 0 ? (
              <Text size="xs" c="dimmed" truncate>
                {t('guests.adultsAndChildren', {
                  adults: t('guests.adultCount', { count: counts.adults }),
                  children: t('guests.childCount', { count: counts.children }),
                })}
              </Text>
            ) : null}
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown role="dialog" aria-label={t('guests.label')}>
          <Stack gap="md">
            <Stack gap="md" className={classes.roomList}>
              {rooms.map((room, index) => {
                const number = index + 1;
                const roomName = t('guests.room', { number });
                return (
                  <Stack
                    key={index}
                    gap="sm"
                    className={classes.roomBlock}
                    role="group"
                    aria-label={roomName}
                  >
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
                    <Counter
                      label={t('guests.adults')}
                      hint={t('guests.adultsHint')}
                      context={`${roomName}, ${t('guests.adults')}`}
                      value={room.adults}
                      min={1}
                      max={HotelLimit.maxAdultsPerRoom}
                      onChange={(adults) => update(index, { adults })}
                    />
                    <Counter
                      label={t('guests.children')}
                      hint={t('guests.childrenHint')}
                      context={`${roomName}, ${t('guests.children')}`}
                      value={room.childAges.length}
                      min={0}
                      max={HotelLimit.maxChildrenPerRoom}
                      onChange={(count) =>
                        update(index, {
                          childAges:
                            count > room.childAges.length
                              ? [...room.childAges, null]
                              : room.childAges.slice(0, count),
                        })
                      }
                    />
                    {room.childAges.length > 0 ? (
                      <SimpleGrid cols={2} spacing="xs">
                        {room.childAges.map((age, child) => (
                          <NativeSelect
                            key={child}
                            size="xs"
                            label={t('guests.childAge', { number: child + 1 })}
                            aria-label={t('guests.roomChildAge', { room: number, number: child + 1 })}
                            value={age === null ? '' : String(age)}
                            error={age === null && showMissingAges ? true : undefined}
                            data={[
                              { value: '', label: t('guests.agePlaceholder'), disabled: true },
                              ...ChildAges.map((option) => ({
                                value: String(option),
                                label:
                                  option === 0 ? t('guests.underOne') : t('guests.years', { count: option }),
                              })),
                            ]}
                            onChange={(event) => {
                              const ages = [...room.childAges];
                              ages[child] = Number(event.currentTarget.value);
                              update(index, { childAges: ages });
                            }}
                          />
                        ))}
                      </SimpleGrid>
                    ) : null}
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
              <Button onClick={() => setOpened(false)}>{t('guests.done')}</Button>
            </Group>
            <Text size="xs" c="dimmed">
              {t('guests.limits')}
            </Text>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}
