import { useEffect, useState } from 'react';
import { ActionIcon, Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  VisaLimit,
  ZAskVisaCorrectionBody,
  type AskVisaCorrectionBody,
  type VisaApplication,
  type VisaDocumentCode,
} from '@portal/contracts';
import { applicantName } from '../../../components/visa/visa-applicant-card';
import { ConfirmModal } from './confirm-modal';
import '../../../components/visa/i18n';
import '../visa-i18n';

interface Row {
  applicantId: string | null;
  code: VisaDocumentCode | null;
  reason: string;
}

const emptyRow = (application: VisaApplication): Row => ({
  applicantId: application.applicants.length === 1 ? (application.applicants[0]?.applicantId ?? null) : null,
  code: null,
  reason: '',
});

/**
 * Ask the agency for documents again: for each, the applicant, the document of the checklist and why (the agency
 * reads the reason on the correction form and by mail). Only the documents named here can be uploaded in answer.
 */
export function AskVisaCorrectionModal({
  application,
  opened,
  onClose,
  onAsk,
  problem,
  pending,
}: {
  application: VisaApplication;
  opened: boolean;
  onClose: () => void;
  onAsk: (body: AskVisaCorrectionBody) => void;
  problem: string | null;
  pending: boolean;
}) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'visaDesk' });
  const { t: tp } = useTranslation('visaParts');
  const [rows, setRows] = useState<Row[]>([]);
  const [issues, setIssues] = useState<Record<string, string>>({});
  useEffect(() => {
    if (opened) {
      setRows([emptyRow(application)]);
      setIssues({});
    }
  }, [opened, application]);

  const change = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row, position) => (position === index ? { ...row, ...patch } : row)));

  const submit = () => {
    const found: Record<string, string> = {};
    rows.forEach((row, index) => {
      if (!row.applicantId) found[`${index}.applicantId`] = t('correction.chooseApplicant');
      if (!row.code) found[`${index}.code`] = t('correction.chooseDocument');
    });
    const parsed = ZAskVisaCorrectionBody.safeParse({
      orderReference: application.orderReference,
      items: rows.map((row) => ({
        applicantId: row.applicantId ?? '',
        code: row.code ?? '',
        reason: row.reason,
      })),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [, index, field] = issue.path;
        const key =
          typeof index === 'number' ? `${index}.${typeof field === 'string' ? field : 'reason'}` : 'all';
        found[key] ??= issue.message;
      }
    }
    setIssues(found);
    if (Object.keys(found).length === 0 && parsed.success) onAsk(parsed.data);
  };

  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      title={t('correction.title', { reference: application.orderReference })}
      problem={problem}
      confirmLabel={t('correction.ask')}
      confirmColor="orange"
      pending={pending}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Text size="sm">{t('correction.intro')}</Text>
      {rows.map((row, index) => {
        const number = index + 1;
        const applicant = application.applicants.find(
          (candidate) => candidate.applicantId === row.applicantId,
        );
        const codes = [
          ...new Set([
            ...(applicant?.documents.map((document) => document.code) ?? []),
            ...application.product.checklist.map((item) => item.code),
          ]),
        ].filter((code): code is VisaDocumentCode => code !== 'Visa');
        return (
          <Stack key={index} gap="xs" role="group" aria-label={t('correction.row', { number })}>
            <Group gap="sm" align="flex-start" wrap="wrap">
              <Select
                label={t('correction.applicant', { number })}
                placeholder={t('correction.choose')}
                data={application.applicants.map((candidate) => ({
                  value: candidate.applicantId,
                  label: applicantName(candidate),
                }))}
                value={row.applicantId}
                onChange={(applicantId) => change(index, { applicantId })}
                error={issues[`${index}.applicantId`]}
                w={{ base: '100%', xs: 220 }}
                comboboxProps={{ withinPortal: true }}
              />
              <Select
                label={t('correction.document', { number })}
                placeholder={t('correction.choose')}
                data={codes.map((code) => ({ value: code, label: tp(`documents.${code}`) }))}
                value={row.code}
                onChange={(code) => change(index, { code: code as VisaDocumentCode | null })}
                error={issues[`${index}.code`]}
                w={{ base: '100%', xs: 220 }}
                comboboxProps={{ withinPortal: true }}
              />
              {rows.length > 1 ? (
                <ActionIcon
                  variant="light"
                  color="red"
                  mt={{ base: 0, xs: 26 }}
                  aria-label={t('correction.remove', { number })}
                  onClick={() => setRows((current) => current.filter((_, position) => position !== index))}
                >
                  ×
                </ActionIcon>
              ) : null}
            </Group>
            <Textarea
              label={t('correction.reason', { number })}
              description={t('correction.reasonHint')}
              autosize
              minRows={2}
              maxLength={VisaLimit.maxCorrectionReasonLength}
              value={row.reason}
              onChange={(event) => change(index, { reason: event.currentTarget.value })}
              error={issues[`${index}.reason`]}
            />
          </Stack>
        );
      })}
      {issues.all ? (
        <Text size="sm" c="red.8" role="alert">
          {issues.all}
        </Text>
      ) : null}
      <Button
        variant="light"
        w="fit-content"
        onClick={() => setRows((current) => [...current, emptyRow(application)])}
      >
        {t('correction.add')}
      </Button>
    </ConfirmModal>
  );
}
