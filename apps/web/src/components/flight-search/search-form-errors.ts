import type { FieldErrors } from 'react-hook-form';
import type { SearchIssue } from '@portal/contracts';
import type { SearchFormValues } from './search-form-values';

/** Issues that belong to the travellers box rather than to one input. */
const TravellerFields = new Set(['adultCount', 'childCount', 'childAges', 'infantCount']);

type Node = Record<string | number, unknown>;

/**
 * The form's errors for react-hook-form: each issue under its field (the first one wins); traveller rules under
 * root.travellers and rules about the list of flights under root.segments, where the form shows them.
 */
export function issuesToFieldErrors(issues: SearchIssue[]): FieldErrors<SearchFormValues> {
  const errors: Node = {};
  const root: Node = {};
  for (const { path, message } of issues) {
    const error = { type: 'validate', message };
    const [head] = path;
    if (typeof head === 'string' && TravellerFields.has(head)) {
      root.travellers ??= error;
      continue;
    }
    if (path.length === 1 && head === 'segments') {
      root.segments ??= error;
      continue;
    }
    let node = errors;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] ??= error;
        return;
      }
      const next = path[index + 1];
      node[part] ??= typeof next === 'number' ? [] : {};
      node = node[part] as Node;
    });
  }
  if (Object.keys(root).length > 0) errors.root = root;
  return errors as FieldErrors<SearchFormValues>;
}
