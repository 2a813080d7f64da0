import type { ReactNode } from 'react';
import { Badge, Button, Collapse, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { VisaApplicant, VisaDocument } from '@portal/contracts';
import { fileSizeText } from '../../lib/upload-type';
import { useMoney } from '../../lib/use-money';
import { useCalendarDay, useTenantDateTime } from '../../lib/use-tenant-time';
import { useCountryName } from './use-country-name';
import classes from './visa-applicant-card.module.css';
import './i18n';

export const applicantName = (applicant: Pick<VisaApplicant, 'title' | 'firstName' | 'lastName'>) =>
  `${applicant.title} ${applicant.firstName} ${applicant.lastName}`;

/**
 * One applicant as applied: type, passport, birth, fees, the current documents (each downloadable), the versions a
 * correction replaced, and the issued visa. `actions` holds what the reader may do with this applicant (the desk's
 * visa upload).
 */
export function VisaApplicantCard({
  applicant,
  onDownload,
  downloading,
  actions,
}: {
  applicant: VisaApplicant;
  onDownload: (document: VisaDocument, applicant: VisaApplicant) => void;
  /** The document being fetched now. */
  downloading: string | null;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('visaParts');
  const money = useMoney();
  const day = useCalendarDay();
  const time = useTenantDateTime();
  const countryName = useCountryName();
  const [earlier, { toggle }] = useDisclosure(false);
  const name = applicantName(applicant);
  const headingId = `applicant-${applicant.applicantId}`;

  // A list rather than a table, so a phone shows each document's Download without scrolling sideways.
  const documentRow = (document: VisaDocument, replaced: boolean) => (
    <Group
      key={document.documentId}
      component="li"
      justify="space-between"
      align="center"
      gap="xs"
      wrap="nowrap"
      py={6}
      className={classes.documentRow}
      data-testid={replaced ? 'visa-earlier-document' : 'visa-document'}
    >
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {t(`documents.${document.code}`)}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {document.fileName} · {fileSizeText(document.size)} ·{' '}
          {replaced && document.supersededAt
            ? t('applicant.replacedAt', { time: time(document.supersededAt) })
            : t('applicant.uploadedAt', { time: time(document.uploadedAt) })}
          {document.side === 'Operator' ? ` · ${t('applicant.byOperator')}` : ''}
        </Text>
      </div>
      <Button
        size="compact-sm"
        variant="subtle"
        style={{ flexShrink: 0 }}
        loading={downloading === document.documentId}
        onClick={() => onDownload(document, applicant)}
        aria-label={t('applicant.downloadOf', { document: t(`documents.${document.code}`), name })}
      >
        {t('applicant.download')}
      </Button>
    </Group>
  );

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={headingId}
      data-testid="visa-applicant-card"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Title order={3} fz="md" id={headingId}>
              {name}
            </Title>
            <Badge variant="light" color="gray">
              {t(`applicantType.${applicant.applicantType}`)}
            </Badge>
          </Group>
          {applicant.visa ? (
            <Button
              color="green"
              autoContrast
              loading={downloading === applicant.visa.documentId}
              onClick={() => applicant.visa && onDownload(applicant.visa, applicant)}
              aria-label={t('applicant.downloadVisaOf', { name })}
            >
              {t('applicant.downloadVisa')}
            </Button>
          ) : null}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" component="dl" m={0}>
          {[
            [
              t('applicant.passport'),
              t('applicant.passportLine', {
                number: applicant.passportNumber,
                expires: day(applicant.passportExpiresOn),
              }),
            ],
            [t('applicant.born'), day(applicant.dateOfBirth)],
            [t('applicant.nationality'), countryName(applicant.nationality)],
            [
              t('applicant.fees'),
              t('applicant.feesLine', {
                government: money(applicant.governmentFee),
                service: money(applicant.serviceFee),
              }),
            ],
          ].map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={700}>
            {t('applicant.documents')}
          </Text>
          {applicant.documents.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('applicant.noDocuments')}
            </Text>
          ) : (
            <ul className={classes.documents} aria-label={t('applicant.documents')}>
              {applicant.documents.map((document) => documentRow(document, false))}
            </ul>
          )}
          {applicant.previousDocuments.length > 0 ? (
            <>
              <Button
                variant="subtle"
                size="compact-xs"
                w="fit-content"
                onClick={toggle}
                aria-expanded={earlier}
              >
                {t('applicant.earlier', { count: applicant.previousDocuments.length })}
              </Button>
              <Collapse expanded={earlier}>
                <ul className={classes.documents} aria-label={t('applicant.earlierList')}>
                  {applicant.previousDocuments.map((document) => documentRow(document, true))}
                </ul>
              </Collapse>
            </>
          ) : null}
        </Stack>
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            <Text span fw={700}>
              {t('applicant.visa')}:
            </Text>{' '}
            {applicant.visa ? t('applicant.visaReady') : t('applicant.noVisa')}
          </Text>
          {actions}
        </Group>
      </Stack>
    </Paper>
  );
}
