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

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe.each([
  ['after-sales pages', afterSalesTexts],
  ['tickets panel and statuses', afterSalesTicketTexts],
])('%s translations', (_name, texts) => {
  const en = new Map(leaves(texts.en));
  const bn = new Map(leaves(texts.bn));

  it('has the same keys in both languages, with the same placeholders', () => {
    expect([...bn.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect({ key, placeholders: placeholders(bn.get(key) ?? '') }).toEqual({
        key,
        placeholders: placeholders(text),
      });
    }
  });
});

describe('after-sales texts', () => {
  const pages = new Map(leaves(afterSalesTexts.en));
  const shared = new Map(leaves(afterSalesTicketTexts.en));

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
