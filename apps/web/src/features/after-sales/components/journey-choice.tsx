import { Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AfterSalesJourney } from '@portal/contracts';
import { formatWallTime } from '../../../lib/wall-time';

/** The journeys a refund is for: those still to fly for every chosen passenger can be ticked. */
export function JourneyChoice({
  journeys,
  open,
  chosen,
  onChange,
  disabled,
}: {
  journeys: AfterSalesJourney[];
  /** The journeys every chosen passenger can still be refunded for. */
  open: number[];
  chosen: number[];
  onChange: (indexes: number[]) => void;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation('afterSales');
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="fieldset" m={0}>
      <Stack gap="sm">
        <Title order={2} fz="lg" component="legend" p={0}>
          {t('form.journeys')}
        </Title>
        {journeys.map((journey) => {
          const name = `${journey.origin} → ${journey.destination}`;
          const available = open.includes(journey.index);
          return (
            <Checkbox
              key={journey.index}
              checked={available && chosen.includes(journey.index)}
              disabled={disabled || !available}
              onChange={(event) =>
                onChange(
                  event.currentTarget.checked
                    ? [...chosen, journey.index].sort((a, b) => a - b)
                    : chosen.filter((index) => index !== journey.index),
                )
              }
              aria-label={name}
              label={
                <Text size="sm" fw={600} span>
                  {name}{' '}
                  <Text span size="xs" c="dimmed" fw={400}>
                    {formatWallTime(journey.departure, i18n.language)}
                  </Text>
                </Text>
              }
              description={
                journey.flown ? t('form.flown') : available ? undefined : t('form.closedForChosen')
              }
            />
          );
        })}
      </Stack>
    </Paper>
  );
}
