import '@mantine/charts/styles.css';
import { AreaChart, BarChart, DonutChart } from '@mantine/charts';
import { Group, Stack, Text } from '@mantine/core';

/**
 * The dashboard's charts, in a chunk of their own: the chart library loads only for a signed-in user whose
 * dashboard shows a chart, never on a public page's first visit. Every chart has a text summary beside it for
 * screen readers (the figures are also in the widget's own text).
 */

export interface DayPoint {
  label: string;
  [series: string]: string | number;
}

export function TrendChart({
  data,
  series,
  valueFormatter,
  label,
}: {
  data: DayPoint[];
  series: { name: string; label: string; color: string }[];
  /** Money; without it the values are counts, which have no fractions on the axis. */
  valueFormatter?: (value: number) => string;
  label: string;
}) {
  return (
    <div role="img" aria-label={label} style={{ minWidth: 0 }}>
      <AreaChart
        h={180}
        data={data}
        dataKey="label"
        series={series}
        curveType="linear"
        withDots={false}
        withLegend={series.length > 1}
        gridAxis="y"
        tickLine="none"
        yAxisProps={{ width: 48, allowDecimals: Boolean(valueFormatter) }}
        xAxisProps={{ minTickGap: 24 }}
        valueFormatter={valueFormatter}
      />
    </div>
  );
}

export function ProductBars({
  data,
  label,
  seriesLabel,
}: {
  data: { label: string; count: number }[];
  label: string;
  seriesLabel: string;
}) {
  return (
    <div role="img" aria-label={label} style={{ minWidth: 0 }}>
      <BarChart
        h={160}
        data={data}
        dataKey="label"
        series={[{ name: 'count', label: seriesLabel, color: 'blue.6' }]}
        gridAxis="y"
        tickLine="none"
        yAxisProps={{ width: 32, allowDecimals: false }}
      />
    </div>
  );
}

export function StatusDonut({
  data,
  label,
  centre,
}: {
  data: { name: string; value: number; color: string; display?: string }[];
  label: string;
  centre: string;
}) {
  return (
    <Group gap="md" wrap="nowrap" align="center" role="img" aria-label={label}>
      <DonutChart data={data} size={120} thickness={18} chartLabel={centre} withTooltip={false} />
      <Stack gap={4} miw={0}>
        {data.map((slice) => (
          <Group key={slice.name} gap={6} wrap="nowrap">
            <span
              aria-hidden="true"
              style={{
                width: 10,
                height: 10,
                borderRadius: 2,
                flex: 'none',
                background: `var(--mantine-color-${slice.color.replace('.', '-')})`,
              }}
            />
            <Text size="sm" truncate>
              {slice.name}: {slice.display ?? slice.value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
