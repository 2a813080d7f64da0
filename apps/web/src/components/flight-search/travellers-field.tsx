import { Button, Radio, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FareTypes, SearchLimit, TravelClasses, type FareType, type TravelClass } from '@portal/contracts';
import { ChildAgeSelects, resizeChildAges } from '../counter-popover/child-age-selects';
import { CounterRow } from '../counter-popover/counter-row';
import { PopoverField } from '../counter-popover/popover-field';

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

interface TravellersFieldProps {
  value: TravellerValues;
  onChange: (patch: Partial<TravellerValues>) => void;
  error?: string;
}

/** Travellers and class in a popover: counts within the seat rules, an age per child, cabin and fare type. */
export function TravellersField({ value, onChange, error }: TravellersFieldProps) {
  const { t } = useTranslation('flightSearch');
  const { adultCount, childAges, infantCount } = value;
  const seated = adultCount + childAges.length;
  const total = seated + infantCount;
  const summary = t('travellers.summary', {
    count: total,
    travelClass: t(`travelClass.${value.travelClass}`),
  });
  const counterNames = (label: string) => ({
    label,
    decreaseLabel: t('travellers.decrease', { type: label }),
    increaseLabel: t('travellers.increase', { type: label }),
  });

  return (
    <PopoverField
      label={t('travellers.label')}
      error={error}
      width={340}
      summary={summary}
      detail={
        value.fareType !== 'Regular' ? (
          <Text size="xs" c="dimmed">
            {t(`fareType.${value.fareType}`)}
          </Text>
        ) : null
      }
    >
      {(close) => (
        <>
          <CounterRow
            {...counterNames(t('travellers.adults'))}
            hint={t('travellers.adultsHint')}
            value={adultCount}
            min={1}
            max={SearchLimit.maxSeated - childAges.length}
            onChange={(adults) =>
              onChange({ adultCount: adults, infantCount: Math.min(infantCount, adults) })
            }
          />
          <CounterRow
            {...counterNames(t('travellers.children'))}
            hint={t('travellers.childrenHint')}
            value={childAges.length}
            min={0}
            max={SearchLimit.maxSeated - adultCount}
            onChange={(count) => onChange({ childAges: resizeChildAges(childAges, count) })}
          />
          <ChildAgeSelects
            ages={childAges}
            options={ChildAges}
            cols={3}
            label={(number) => t('travellers.childAge', { number })}
            placeholder={t('travellers.agePlaceholder')}
            optionLabel={(age) => t('travellers.childAgeOption', { age })}
            showMissing={Boolean(error)}
            onChange={(ages) => onChange({ childAges: ages })}
          />
          <CounterRow
            {...counterNames(t('travellers.infants'))}
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
          <Button onClick={close}>{t('travellers.done')}</Button>
        </>
      )}
    </PopoverField>
  );
}
