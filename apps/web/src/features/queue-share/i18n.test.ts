import { describe, expect, it } from 'vitest';
import { ImportPnrMessage, QueueShareSources } from '@portal/contracts';
import { i18n } from '../../lib/i18n';
import './i18n';

/** Every key path of a nested bundle, sorted. */
function keysOf(bundle: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(bundle)
    .flatMap(([key, value]) =>
      value && typeof value === 'object'
        ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
        : [`${prefix}${key}`],
    )
    .sort();
}

describe('queue-share texts', () => {
  it('has every English text in Bangla too', () => {
    const en = keysOf(i18n.getResourceBundle('en', 'queueShare') as Record<string, unknown>);
    const bn = keysOf(i18n.getResourceBundle('bn', 'queueShare') as Record<string, unknown>);
    expect(en.length).toBeGreaterThan(40);
    expect(bn).toEqual(en);
  });

  it('writes the API’s own messages and the source’s transfer-queue text as they are', () => {
    const t = i18n.getFixedT('en', 'queueShare');
    const [source] = QueueShareSources;
    expect(t('panel.transferQueue', { pcc: source.pcc, queue: source.queue })).toBe(source.transferQueueText);
    expect(t('panel.pnrInvalid')).toBe(ImportPnrMessage.pnrInvalid);
    expect(t('refusal.Ticketed')).toBe(ImportPnrMessage.ticketed);
    expect(t('refusal.Cancelled')).toBe(ImportPnrMessage.cancelled);
    expect(t('refusal.Expired')).toBe(ImportPnrMessage.expired);
  });
});
