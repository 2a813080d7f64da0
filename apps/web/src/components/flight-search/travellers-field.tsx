import { useId, useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  Input,
  NativeSelect,
  Popover,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FareTypes, SearchLimit, TravelClasses, type FareType, type TravelClass } from '@portal/contracts';
import classes from './flight-search-form.module.css';

export interface TravellerValues {
  adultCount: number;
  childAges: Array<number | null>;
  infantCount: number;
  travelClass: TravelClass;
  fareType: FareType;
}

const ChildAges = Array.from(
  { length: SearchLimit.maxChildAge - SearchLimit.minChildAge + 1 },
  (_, index) => SearchLimit.minChildAge + index,
);

function Counter(props: {
  label: string;
  hint: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation('flightSearch');
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
          aria-label={t('travellers.decrease', { type: props.label })}
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
          aria-label={t('travellers.increase', { type: props.label })}
          disabled={props.value >= props.max}
          onClick={() => props.onChange(props.value + 1)}
        >
          +
        </ActionIcon>
      </Group>
    </Group>
  );
}

interface TravellersFieldProps {
  value: TravellerValues;
  onChange: (patch: Partial<TravellerValues>) => void;
  error?: string;
}

/** Travellers and class in a popover: counts within the seat rules, an age per child, cabin and fare type. */
export function TravellersField({ value, onChange, error }: TravellersFieldProps) {
  const { t } = useTranslation('flightSearch');
  const [opened, setOpened] = useState(false);
  const id = useId();
  const { adultCount, childAges, infantCount } = value;
  const seated = adultCount + childAges.length;
  const total = seated + infantCount;
  const summary = t('travellers.summary', {
    count: total,
    travelClass: t(`travelClass.${value.travelClass}`),
  });

  return (
    <Input.Wrapper label={t('travellers.label')} error={error} id={id}>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={340}
        shadow="md"
        trapFocus
        withinPortal={false}
        // On a short screen the window scrolls to reach Done; the panel must stay open even when that
        // scroll takes the field itself out of view.
        hideDetached={false}
      >
        <Popover.Target>
          <UnstyledButton
            id={id}
            className={classes.fieldButton}
            data-error={error ? true : undefined}
            aria-label={`${t('travellers.label')}: ${summary}`}
            aria-haspopup="dialog"
            aria-expanded={opened}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onClick={() => setOpened((open) => !open)}
          >
            <Text fw={600} truncate>
              {summary}
            </Text>
            {value.fareType !== 'Regular' ? (
              <Text size="xs" c="dimmed">
                {t(`fareType.${value.fareType}`)}
              </Text>
            ) : null}
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown role="dialog" aria-label={t('travellers.label')}>
          <Stack gap="md">
            <Counter
              label={t('travellers.adults')}
              hint={t('travellers.adultsHint')}
              value={adultCount}
              min={1}
              max={SearchLimit.maxSeated - childAges.length}
              onChange={(adults) =>
                onChange({ adultCount: adults, infantCount: Math.min(infantCount, adults) })
              }
            />
            <Counter
              label={t('travellers.children')}
              hint={t('travellers.childrenHint')}
              value={childAges.length}
              min={0}
              max={SearchLimit.maxSeated - adultCount}
              onChange={(count) =>
                onChange({
                  childAges: count > childAges.length ? [...childAges, null] : childAges.slice(0, count),
                })
              }
            />
            {childAges.length > 0 ? (
              <SimpleGrid cols={3} spacing="xs">
                {childAges.map((age, index) => (
                  <NativeSelect
                    key={index}
                    size="xs"
                    label={t('travellers.childAge', { number: index + 1 })}
                    value={age === null ? '' : String(age)}
                    error={age === null && error ? true : undefined}
                    data={[
                      { value: '', label: t('travellers.agePlaceholder'), disabled: true },
                      ...ChildAges.map((option) => ({
                        value: String(option),
                        label: t('travellers.childAgeOption', { age: option }),
                      })),
                    ]}
                    onChange={(event) => {
                      const ages = [...childAges];
                      ages[index] = Number(event.currentTarget.value);
                      onChange({ childAges: ages });
                    }}
                  />
                ))}
              </SimpleGrid>
            ) : null}
            <Counter
              label={t('travellers.infants')}
              hint={t('travellers.infantsHint')}
              value={infantCount}
              min={0}
              max={adultCount}
              onChange={(infants) => onChange({ infantCount: infants })}
            />
            <Text size="xs" c="dimmed">
              {t('travellers.seatedLimit')}
            </Text>
            <Radio.Group
              label={t('travellers.travelClass')}
              value={value.travelClass}
              onChange={(travelClass) => onChange({ travelClass: travelClass as TravelClass })}
            >
              <SimpleGrid cols={2} spacing="xs" mt={6}>
                {TravelClasses.map((option) => (
                  <Radio key={option} value={option} label={t(`travelClass.${option}`)} />
                ))}
              </SimpleGrid>
            </Radio.Group>
            <Radio.Group
              label={t('travellers.fareType')}
              value={value.fareType}
              onChange={(fareType) => onChange({ fareType: fareType as FareType })}
            >
              <SimpleGrid cols={2} spacing="xs" mt={6}>
                {FareTypes.map((option) => (
                  <Radio key={option} value={option} label={t(`fareType.${option}`)} />
                ))}
              </SimpleGrid>
            </Radio.Group>
            <Button onClick={() => setOpened(false)}>{t('travellers.done')}</Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}
