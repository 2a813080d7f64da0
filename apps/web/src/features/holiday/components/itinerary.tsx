import { Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ItineraryDay } from '@portal/contracts';

/** The package day by day: each day's title and what happens. */
export function Itinerary({ days }: { days: readonly ItineraryDay[] }) {
  const { t } = useTranslation('holiday');
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="package-itinerary"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id="package-itinerary">
          {t('details.itinerary')}
        </Title>
        <Timeline bulletSize={26} lineWidth={2} active={days.length}>
          {days.map((day) => (
            <Timeline.Item
              key={day.day}
              bullet={
                <Text size="xs" fw={700}>
                  {day.day}
                </Text>
              }
              title={
                <Text fw={700} size="sm">
                  {t('details.day', { number: day.day })}: {day.title}
                </Text>
              }
            >
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {day.description}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Paper>
  );
}
