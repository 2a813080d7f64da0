import { useEffect, useEffectEvent, useState } from 'react';
import { Button, Group, Loader, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { maxQueueSearchLength } from '../utils/queue-filters';

/** The requests' search by reference, package or city, sent a moment after typing stops. */
export function RequestSearch({
  term,
  onTerm,
  searching,
}: {
  term: string;
  onTerm: (term: string) => void;
  searching: boolean;
}) {
  const { t } = useTranslation('holiday');
  const [typed, setTyped] = useState(term);
  const [settled] = useDebouncedValue(typed.trim(), 350);

  // The address changed from elsewhere (Back, a link): show its term.
  useEffect(() => {
    setTyped((text) => (text.trim() === term ? text : term));
  }, [term]);

  const send = useEffectEvent((text: string) => {
    if (text !== term) onTerm(text);
  });
  useEffect(() => send(settled), [settled]);

  return (
    <Group align="flex-end" gap="sm" role="group" aria-label={t('queue.filters')}>
      <TextInput
        type="search"
        label={t('queue.search')}
        placeholder={t('queue.searchPlaceholder')}
        value={typed}
        maxLength={maxQueueSearchLength}
        onChange={(event) => setTyped(event.currentTarget.value)}
        rightSection={searching ? <Loader size="xs" /> : null}
        w={{ base: '100%', xs: 340 }}
      />
      {term ? (
        <Button
          variant="subtle"
          onClick={() => {
            setTyped('');
            onTerm('');
          }}
        >
          {t('queue.clear')}
        </Button>
      ) : null}
    </Group>
  );
}
