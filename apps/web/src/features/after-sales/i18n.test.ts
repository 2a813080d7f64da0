import { describe, expect, it } from 'vitest';
import {
  AfterSalesReason,
  QuoteLineKinds,
  RefundReasons,
  RequestStatuses,
  TicketStatuses,
} from '@portal/contracts';
import { afterSalesTicketTexts } from '../../components/after-sales/i18n';
import { afterSalesTexts } from './i18n';
import { translationLeaves, translationPlaceholders } from '../../lib/translation-leaves';

describe.each([
  ['after-sales pages', afterSalesTexts],
  ['tickets panel and statuses', afterSalesTicketTexts],
])('%s translations', (_name, texts) => {
  const en = new Map(translationLeaves(texts.en));
  const bn = new Map(translationLeaves(texts.bn));

  it('has the same keys in both languages, with the same placeholders', () => {
    expect([...bn.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect({ key, placeholders: translationPlaceholders(bn.get(key) ?? '') }).toEqual({
        key,
        placeholders: translationPlaceholders(text),
      });
    }
  });
});

describe('after-sales texts', () => {
  const pages = new Map(translationLeaves(afterSalesTexts.en));
  const shared = new Map(translationLeaves(afterSalesTicketTexts.en));

  it('names every status, refund reason and quote line the API sends', () => {
    for (const status of TicketStatuses) expect(shared.has(`ticketStatus.${status}`)).toBe(true);
    for (const status of RequestStatuses) expect(shared.has(`requestStatus.${status}`)).toBe(true);
    for (const reason of RefundReasons) expect(pages.has(`reason.${reason}`)).toBe(true);
    for (const kind of QuoteLineKinds) expect(pages.has(`lineKind.${kind}`)).toBe(true);
    for (const key of Object.keys(AfterSalesReason)) expect(shared.has(`reasons.${key}`)).toBe(true);
  });

  it('says why an action is not offered in the API’s own words, and uses the spec’s loader texts', () => {
    expect(shared.get('reasons.voidWindowClosed')).toBe(
      'The void window closed at the end of the issue day.',
    );
    expect(pages.get('queue.loading')).toBe('Fetching data');
    expect(pages.get('queue.empty')).toBe('No Records');
    expect(pages.get('page.loadingBooking')).toBe('Loading Order details');
  });
});
