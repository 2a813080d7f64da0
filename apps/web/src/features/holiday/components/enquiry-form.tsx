import { useState } from 'react';
import { Alert, Box, Button, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HolidayLimit, type HolidayPackageDetail } from '@portal/contracts';
import { translateHolidayMessage } from '../../../components/holiday/messages';
import { errorMessage } from '../../../lib/api-errors';
import { useUserContext } from '../../../lib/session/user-context';
import { isInDoubt, useSubmissionKeys } from '../../../lib/submission-key';
import { showToast } from '../../../lib/toasts';
import { useMoney } from '../../../lib/use-money';
import { useCalendarDay } from '../../../lib/use-tenant-time';
import { useSendHolidayRequest } from '../api/send-request';
import {
  checkRequestForm,
  estimateOf,
  pageAfterSending,
  type RequestFormIssue,
  type RequestFormValues,
} from '../utils/request-form';
import { TravellersField } from './travellers-field';

/**
 * The enquiry (Package/SendRequest): a departure, the traveller counter with each child's age and the rooms, and
 * notes for the holiday desk. The estimate uses the departure's published prices; the desk's quote is what counts.
 * Sent under an Idempotency-Key, so a double click or a retry makes one request.
 */
export function EnquiryForm({
  item,
  values,
  onChange,
}: {
  item: HolidayPackageDetail;
  values: RequestFormValues;
  onChange: (values: RequestFormValues) => void;
}) {
  const { t } = useTranslation('holiday');
  const money = useMoney();
  const day = useCalendarDay();
  const navigate = useNavigate();
  const user = useUserContext();
  const send = useSendHolidayRequest();
  const submissions = useSubmissionKeys();
  const [issues, setIssues] = useState<RequestFormIssue[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** The reference of the enquiry just sent, shown when the user cannot open the request's page. */
  const [sentReference, setSentReference] = useState<string | null>(null);
  const departure = item.departures.find((candidate) => candidate.departureId === values.departureId);
  const issueOf = (field: RequestFormIssue['field']) =>
    translateHolidayMessage(t, issues?.find((issue) => issue.field === field)?.message);
  const partyIssue = issueOf('adults') ?? issueOf('childAges') ?? issueOf('infants') ?? issueOf('rooms');

  const change = (next: RequestFormValues) => {
    onChange(next);
    // After a first attempt the messages follow every change.
    if (issues !== null) setIssues(checkRequestForm(next, item.packageId, item.departures).issues);
  };

  const submit = async () => {
    const checked = checkRequestForm(values, item.packageId, item.departures);
    setIssues(checked.issues);
    setProblem(null);
    setSentReference(null);
    if (!checked.body) return;
    try {
      const request = await send.mutateAsync({
        body: checked.body,
        idempotencyKey: submissions.keyFor(checked.body),
      });
      submissions.settle();
      showToast({ color: 'green', message: t('enquiry.sent', { reference: request.reference }) });
      const next = pageAfterSending(user.data?.functionalities ?? [], request.reference);
      if (next) void navigate(next);
      else setSentReference(request.reference);
    } catch (error) {
      submissions.settle(error);
      setProblem(
        isInDoubt(error) ? t('enquiry.inDoubt') : (translateHolidayMessage(t, errorMessage(error)) ?? ''),
      );
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="enquiry-title"
    >
      <Box
        component="form"
        noValidate
        aria-labelledby="enquiry-title"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} fz="lg" id="enquiry-title">
            {t('enquiry.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('enquiry.intro')}
          </Text>
          <Select
            label={t('enquiry.departure')}
            placeholder={t('enquiry.departurePlaceholder')}
            data={item.departures.map((candidate) => ({
              value: candidate.departureId,
              label: t('enquiry.departureOption', {
                from: day(candidate.departsOn),
                to: day(candidate.returnsOn),
                seats: candidate.seatsLeft,
              }),
            }))}
            value={values.departureId}
            onChange={(departureId) => change({ ...values, departureId })}
            error={issueOf('departureId')}
            withAsterisk
            comboboxProps={{ withinPortal: false }}
          />
          <TravellersField
            party={values}
            withAges
            showMissingAges={issues !== null}
            onChange={(party) => change({ ...values, ...party, rooms: party.rooms ?? values.rooms })}
            error={partyIssue}
          />
          <Textarea
            label={t('enquiry.notes')}
            placeholder={t('enquiry.notesPlaceholder')}
            value={values.notes}
            maxLength={HolidayLimit.notesMaxLength}
            autosize
            minRows={2}
            maxRows={6}
            onChange={(event) => change({ ...values, notes: event.currentTarget.value })}
            error={issueOf('notes')}
          />
          {departure ? (
            <Stack gap={2} aria-live="polite">
              <Text size="sm">
                {t('enquiry.estimate')}{' '}
                <Text span fw={800} data-testid="enquiry-estimate">
                  {money(
                    estimateOf(departure, {
                      adults: values.adults,
                      children: values.childAges.length,
                      infants: values.infants,
                    }),
                    departure.currency,
                  )}
                </Text>
              </Text>
              <Text size="xs" c="dimmed">
                {t('enquiry.estimateHint')}
              </Text>
            </Stack>
          ) : null}
          <Text size="xs" c="dimmed">
            {item.depositPercent >= 100
              ? t('enquiry.fullPayment')
              : t('enquiry.depositPolicy', {
                  percent: item.depositPercent,
                  days: item.balanceDaysBeforeDeparture,
                })}
          </Text>
          {sentReference ? (
            <Alert color="green" role="status">
              {t('enquiry.sent', { reference: sentReference })}
            </Alert>
          ) : null}
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Button type="submit" loading={send.isPending} disabled={item.departures.length === 0}>
            {t('enquiry.submit')}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
