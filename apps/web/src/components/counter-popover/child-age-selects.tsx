import { NativeSelect, SimpleGrid } from '@mantine/core';

export type ChildAges = Array<number | null>;

/** The ages list after the children count changes: a new child has no age yet, a removed one takes its age along. */
export function resizeChildAges(ages: ChildAges, count: number): ChildAges {
  return count > ages.length ? [...ages, null] : ages.slice(0, count);
}

interface ChildAgeSelectsProps {
  ages: ChildAges;
  /** The ages a child may have, in order. */
  options: readonly number[];
  cols: number;
  label: (number: number) => string;
  /** A fuller name for the select, when the label alone is ambiguous (several rooms). */
  ariaLabel?: (number: number) => string;
  placeholder: string;
  optionLabel: (age: number) => string;
  /** Marks a child still without an age. */
  showMissing: boolean;
  onChange: (ages: ChildAges) => void;
}

/** One age select per child, in a grid; a child without an age shows the placeholder. */
export function ChildAgeSelects(props: ChildAgeSelectsProps) {
  if (props.ages.length === 0) return null;
  return (
    <SimpleGrid cols={props.cols} spacing="xs">
      {props.ages.map((age, index) => (
        <NativeSelect
          key={index}
          size="xs"
          label={props.label(index + 1)}
          aria-label={props.ariaLabel?.(index + 1)}
          value={age === null ? '' : String(age)}
          error={age === null && props.showMissing ? true : undefined}
          data={[
            { value: '', label: props.placeholder, disabled: true },
            ...props.options.map((option) => ({ value: String(option), label: props.optionLabel(option) })),
          ]}
          onChange={(event) => {
            const ages = [...props.ages];
            ages[index] = Number(event.currentTarget.value);
            props.onChange(ages);
          }}
        />
      ))}
    </SimpleGrid>
  );
}
