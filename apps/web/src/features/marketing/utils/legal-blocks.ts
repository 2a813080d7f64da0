/** A run of a legal section's body: one paragraph, or consecutive bullet points shown as one list. */
export type LegalBlock = { kind: 'paragraph'; key: string } | { kind: 'list'; keys: string[] };

/**
 * Turns a section's text keys (title, p1, item1, item2, p2 …) into blocks in reading order, grouping consecutive
 * item keys so a screen reader announces them as one list.
 */
export function toLegalBlocks(keys: readonly string[]): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  for (const key of keys) {
    if (key === 'title') continue;
    const last = blocks.at(-1);
    if (!key.startsWith('item')) blocks.push({ kind: 'paragraph', key });
    else if (last?.kind === 'list') last.keys.push(key);
    else blocks.push({ kind: 'list', keys: [key] });
  }
  return blocks;
}
