import { Button, Group } from '@mantine/core';
import { QueueSearchField } from './queue-search-field';

/** An agency queue's search: the field and, while a term is kept, a button that clears it. */
export function QueueSearch({
  term,
  onTerm,
  searching,
  maxLength,
  width,
  labels,
}: {
  term: string;
  onTerm: (term: string) => void;
  searching: boolean;
  maxLength: number;
  width?: number;
  labels: { group: string; search: string; placeholder: string; clear: string };
}) {
  return (
    <Group align="flex-end" gap="sm" role="group" aria-label={labels.group}>
      <QueueSearchField
        value={term}
        onChange={onTerm}
        label={labels.search}
        placeholder={labels.placeholder}
        maxLength={maxLength}
        searching={searching}
        width={width}
      />
      {term ? (
        <Button variant="subtle" onClick={() => onTerm('')}>
          {labels.clear}
        </Button>
      ) : null}
    </Group>
  );
}
