import { useState, type FormEvent } from 'react';
import { ActionIcon, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchBarLimit } from '@portal/contracts';
import { isSearchable, searchBarTarget } from '../../lib/search-redirect';
import { showToast } from '../../lib/toasts';
import { useSearchBar } from './api/get-search-bar';
import { SearchIcon } from './frame-icons';

/**
 * The header search: runs only past 3 characters, opens what the reference names (spec §2 "Header search
 * redirects"), and says 'No orders found' when nothing matches or the search fails.
 */
export function HeaderSearch({ onDone, autoFocus }: { onDone?: () => void; autoFocus?: boolean }) {
  const { t } = useTranslation('frame');
  const navigate = useNavigate();
  const search = useSearchBar();
  const [value, setValue] = useState('');

  const notFound = () => showToast({ message: t('search.noOrders'), color: 'red' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const key = value.trim();
    if (!isSearchable(key) || search.isPending) return;
    search.mutate(key, {
      onSuccess: (result) => {
        const target = searchBarTarget(result, key);
        if (!target) return notFound();
        setValue('');
        onDone?.();
        void navigate(target);
      },
      onError: notFound,
    });
  };

  return (
    <form role="search" aria-label={t('search.label')} onSubmit={submit}>
      <TextInput
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        maxLength={SearchBarLimit.maxLength}
        autoFocus={autoFocus}
        radius="xl"
        w="100%"
        rightSection={
          <ActionIcon
            type="submit"
            variant="subtle"
            color="gray"
            radius="xl"
            aria-label={t('search.submit')}
            loading={search.isPending}
          >
            <SearchIcon />
          </ActionIcon>
        }
      />
    </form>
  );
}
