import { functionalityName } from '@portal/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const isCodeList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'number');

function plain(value: unknown, t: Translate): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map((entry) => plain(entry, t)).join(', ') : '—';
  if (typeof value === 'string' && ['invited', 'active', 'suspended'].includes(value))
    return t(`status.${value}`);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const permissionLabel = (code: number, t: Translate) => {
  const name = functionalityName(code);
  return name ? t(`permissions.functionalities.${name}`, { defaultValue: name }) : String(code);
};

/**
 * One changed field of an audit entry as a line a person reads: its label, then before → after; a permission list
 * says only what was added and what was taken away, by the permissions' names.
 */
export function describeChange(field: string, before: unknown, after: unknown, t: Translate): string {
  const label = t(`audit.fields.${field}`, { defaultValue: field });
  if ((before === null || isCodeList(before)) && isCodeList(after)) {
    const was = new Set(before ?? []);
    const now = new Set(after);
    const added = after.filter((code) => !was.has(code)).map((code) => permissionLabel(code, t));
    const removed = [...was].filter((code) => !now.has(code)).map((code) => permissionLabel(code, t));
    const parts = [
      ...(added.length ? [t('audit.added', { list: added.join(', ') })] : []),
      ...(removed.length ? [t('audit.removed', { list: removed.join(', ') })] : []),
    ];
    return `${label}: ${parts.join('; ') || '—'}`;
  }
  return `${label}: ${plain(before, t)} → ${plain(after, t)}`;
}
