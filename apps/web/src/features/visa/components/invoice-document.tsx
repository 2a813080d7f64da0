import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VisaApplication } from '@portal/contracts';
import { applicantName } from '../../../components/visa/visa-applicant-card';
import { useCountryName } from '../../../components/visa/use-country-name';
import { PrintDocumentHeader } from '../../../components/print-document/print-document-header';
import { useMoney } from '../../../lib/use-money';
import { useCalendarDay, useTenantDateTime } from '../../../lib/use-tenant-time';
import classes from '../../../components/print-document/print-document.module.css';
import '../../../components/visa/i18n';
import '../application-i18n';

/**
 * The visa invoice as a printable sheet: the brand, the application's references, who is billed, the visa, each
 * applicant's government and service fee, the totals, the payment and any refund.
 */
export function InvoiceDocument({ application }: { application: VisaApplication }) {
  const { t } = useTranslation('visa');
  const money = useMoney();
  const time = useTenantDateTime();
  const day = useCalendarDay();
  const countryName = useCountryName();
  const { product } = application;
  const facts: Array<[string, string]> = [
    [t('invoice.reference'), application.orderReference],
    [t('invoice.date'), time(application.payment.paidAt)],
    [t('invoice.status'), t(`visaParts:status.${application.status}`)],
    [t('invoice.billedTo'), application.agencyName],
  ];

  return (
    <article className={classes.sheet} aria-label={t('invoice.title')} data-testid="visa-invoice">
      <PrintDocumentHeader title={t('invoice.title')} facts={facts} />
      <Stack gap="lg">
        <section>
          <h2 className={classes.sectionTitle}>{t('invoice.visa')}</h2>
          <Text size="sm">
            {product.title} · {countryName(product.countryCode, product.countryName)} ·{' '}
            {t(`visaParts:visaTypes.${product.visaType}`)} · {t(`visaParts:entries.${product.entries}`)}
          </Text>
          <Text size="sm">
            {t('invoice.travel', { date: day(application.travelDate) })} ·{' '}
            {t('invoice.appliedBy', { name: application.appliedBy, time: time(application.appliedAt) })}
          </Text>
        </section>
        <section>
          <h2 className={classes.sectionTitle}>{t('invoice.fees')}</h2>
          <div className={classes.tableWrap}>
            <table className={classes.docTable}>
              <thead>
                <tr>
                  <th>#</th>
                  <th>{t('invoice.applicant')}</th>
                  <th>{t('invoice.passport')}</th>
                  <th className={classes.amount}>{t('invoice.governmentFee')}</th>
                  <th className={classes.amount}>{t('invoice.serviceFee')}</th>
                  <th className={classes.amount}>{t('invoice.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {application.applicants.map((applicant) => (
                  <tr key={applicant.applicantId}>
                    <td>{applicant.position}</td>
                    <td>
                      {applicantName(applicant)}
                      <br />
                      <Text span size="xs" c="dimmed">
                        {t(`visaParts:applicantType.${applicant.applicantType}`)}
                      </Text>
                    </td>
                    <td>{applicant.passportNumber}</td>
                    <td className={classes.amount}>{money(applicant.governmentFee)}</td>
                    <td className={classes.amount}>{money(applicant.serviceFee)}</td>
                    <td className={classes.amount}>
                      {money(
                        applicant.governmentFee.amount + applicant.serviceFee.amount,
                        applicant.serviceFee.currency,
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th colSpan={3}>{t('invoice.total')}</th>
                  <th className={classes.amount}>{money(application.fees.governmentFee)}</th>
                  <th className={classes.amount}>{money(application.fees.serviceFee)}</th>
                  <th className={classes.amount} data-testid="visa-invoice-total">
                    {money(application.fees.total)}
                  </th>
                </tr>
              </tfoot>
            </table>
          </div>
        </section>
        <section>
          <h2 className={classes.sectionTitle}>{t('invoice.payment')}</h2>
          <Text size="sm">
            {t('invoice.paid', {
              amount: money(application.payment.amount),
              time: time(application.payment.paidAt),
            })}
          </Text>
          {application.refund ? (
            <Text size="sm">
              {t('invoice.refunded', {
                amount: money(application.refund.amount),
                time: time(application.refund.refundedAt),
              })}
            </Text>
          ) : null}
        </section>
        <Text size="xs" c="dimmed">
          {t('invoice.note')}
        </Text>
      </Stack>
    </article>
  );
}
