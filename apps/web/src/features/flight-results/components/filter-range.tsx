import { useState } from 'react';
import { RangeSlider, Text } from '@mantine/core';

interface FilterRangeProps {
  legend: string;
  /** The full range over the results. */
  range: { min: number; max: number };
  /** The chosen bounds; 0 means no bound (the slider then sits at that end). */
  value: { min: number; max: number };
  onChange: (value: { min: number; max: number }) => void;
  format: (value: number) => string;
  step: number;
  fromLabel: string;
  toLabel: string;
}

/** A min/max filter as a two-thumb slider; a thumb at its end means "no bound" and is stored as 0. */
export function FilterRange({
  legend,
  range,
  value,
  onChange,
  format,
  step,
  fromLabel,
  toLabel,
}: FilterRangeProps) {
  const shown: [number, number] = [
    value.min > 0 ? Math.max(range.min, value.min) : range.min,
    value.max > 0 ? Math.min(range.max, value.max) : range.max,
  ];
  const [dragging, setDragging] = useState<[number, number] | null>(null);
  if (range.max <= range.min) return null;
  const current = dragging ?? shown;
  return (
    <div>
      <Text fw={700} size="sm">
        {legend}
      </Text>
      <Text size="xs" c="dimmed" mb={6} aria-live="polite">
        {format(current[0])} – {format(current[1])}
      </Text>
      <RangeSlider
        min={range.min}
        max={range.max}
        step={step}
        minRange={0}
        value={current}
        onChange={setDragging}
        onChangeEnd={([from, to]) => {
          setDragging(null);
          onChange({ min: from <= range.min ? 0 : from, max: to >= range.max ? 0 : to });
        }}
        label={format}
        thumbFromLabel={fromLabel}
        thumbToLabel={toLabel}
        mx={8}
      />
    </div>
  );
}
