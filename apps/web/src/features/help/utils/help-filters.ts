import { HelpTopics, type HelpTopic } from './help-answers';

/** The help page's search and topic, kept in the address so a link can point at an answer ("/help?q=void"). */
export interface HelpFilters {
  term: string;
  topic: HelpTopic | null;
  /** Not a list: the page keeps the shape the address helper expects. */
  page: number;
}

export const maxHelpTermLength = 80;

const isTopic = (value: string | null): value is HelpTopic =>
  (HelpTopics as readonly string[]).includes(value ?? '');

export function helpFiltersFromSearch(search: URLSearchParams): HelpFilters {
  const topic = search.get('topic');
  return {
    term: (search.get('q') ?? '').trim().slice(0, maxHelpTermLength),
    topic: isTopic(topic) ? topic : null,
    page: 1,
  };
}

export function helpFiltersToSearch(filters: HelpFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.term) search.set('q', filters.term);
  if (filters.topic) search.set('topic', filters.topic);
  return search;
}
