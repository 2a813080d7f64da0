/** A translation bundle: texts, or groups of texts, by key. */
export type TranslationTree = { [key: string]: string | TranslationTree };

/** Every text of a bundle with its dotted key ("list.empty"), so two languages can be compared key by key. */
export function translationLeaves(tree: TranslationTree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : translationLeaves(value, `${prefix}${key}.`),
  );
}

/** The {{placeholders}} a text fills in, sorted: a translation must keep them all. */
export const translationPlaceholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
