import { useId, useState, type ReactNode } from 'react';
import { Input, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import classes from './popover-field.module.css';

interface PopoverFieldProps {
  label: string;
  error?: string;
  /** Width of the panel in pixels. */
  width: number;
  /** What the field shows, and what its name ends with. */
  summary: string;
  /** A smaller line under the summary, if any. */
  detail?: ReactNode;
  /** The panel's content; `close` is for its Done button. */
  children: (close: () => void) => ReactNode;
}

/** A form field that looks like the other inputs and opens a panel of choices (counts, ages, classes). */
export function PopoverField({ label, error, width, summary, detail, children }: PopoverFieldProps) {
  const [opened, setOpened] = useState(false);
  const id = useId();
  return (
    <Input.Wrapper label={label} error={error} id={id}>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={width}
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
            aria-label={`${label}: ${summary}`}
            aria-haspopup="dialog"
            aria-expanded={opened}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onClick={() => setOpened((open) => !open)}
          >
            <Text fw={600} truncate>
              {summary}
            </Text>
            {detail}
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown role="dialog" aria-label={label}>
          <Stack gap="md">{children(() => setOpened(false))}</Stack>
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}
