import type { TFunction } from 'i18next';
import type { PagedResultsTexts } from '../paged-results';

/**
 * The texts an agency's request queue (after-sales, holiday enquiries, special-fare reservations) reads from its
 * feature's translations, all under `queue.`: the search box, the status tabs and the list's states.
 */
export function requestQueueSearchLabels(t: TFunction) {
  return {
    group: t('queue.filters'),
    search: t('queue.search'),
    placeholder: t('queue.searchPlaceholder'),
    clear: t('queue.clear'),
  };
}

export function requestQueueTabItems<Tab extends string>(t: TFunction, values: readonly Tab[]) {
  return values.map((value) => ({ value, label: t(`queue.tabs.${value}`) }));
}

/** `filtered`: a search or filter is applied, so an empty list says nothing matched (queue.emptySearch). */
export function requestQueueTexts(t: TFunction, filtered = false): PagedResultsTexts {
  return {
    count: (total) => t('queue.count', { count: total }),
    loadFailed: t('queue.loadFailed'),
    loading: t('queue.loading'),
    empty: filtered ? t('queue.emptySearch') : t('queue.empty'),
  };
}
