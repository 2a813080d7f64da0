import { Accordion, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AfterSalesRequest } from '@portal/contracts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { QuotePanel } from './quote-panel';

/** Quotes the request had before its current one (expired or replaced), newest first, folded away. */
export function PastQuotes({ request }: { request: AfterSalesRequest }) {
  const { t } = useTranslation('afterSales');
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  if (request.pastQuotes.length === 0) return null;
  return (
    <Paper withBorder radius="md">
      <Accordion chevronPosition="right" variant="default">
        <Accordion.Item value="past">
          <Accordion.Control>{t('quote.past', { count: request.pastQuotes.length })}</Accordion.Control>
          <Accordion.Panel>
            <Accordion variant="separated">
              {request.pastQuotes.map((quote) => (
                <Accordion.Item key={quote.quoteId} value={quote.quoteId}>
                  <Accordion.Control>
                    {t('quote.pastOne', {
                      time: time(quote.createdAt),
                      amount: money(quote.total.amount, quote.total.currency),
                      state: t(`quote.state.${quote.state}`),
                    })}
                  </Accordion.Control>
                  <Accordion.Panel>
                    <QuotePanel request={request} quote={quote} title={t('quote.pastTitle')} live={false} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Paper>
  );
}
