import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderNotification } from '@portal/contracts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { useOrderNotifications } from '../api/get-order-notifications';
import { afterSalesRequestPagePath, hasAfterSalesPages } from '../../../lib/after-sales-paths';
import { holidayRequestPath } from '../../../lib/holiday-paths';
import { orderPagePath } from '../../../lib/order-path';

const shownAtFirst = 3;

const kindColor: Record<OrderNotification['kind'], string> = {
  timeLimit: 'orange',
  due: 'red',
  statusChanged: 'blue',
  partialRequest: 'green',
  requestQuoted: 'violet',
  requestCompleted: 'teal',
  hotelDeadline: 'orange',
  visaCorrectionAsked: 'orange',
  visaApproved: 'green',
};

/** The badge of a notice: an overdue due and a declined request read differently from their kind. */
function badgeOf(notice: OrderNotification, overdue: boolean): { label: string; color: string } {
  if (overdue) return { label: 'overdue', color: kindColor.due };
  if (notice.kind === 'partialRequest')
    return notice.decision === 'Approved'
      ? { label: 'partialApproved', color: kindColor.partialRequest }
      : { label: 'partialDeclined', color: 'gray' };
  return { label: notice.kind, color: kindColor[notice.kind] };
}

/**
 * "Needs attention" above the queue (GetNotifications): held bookings whose time limit is near, dues falling due and
 * recent changes of status, most urgent first; nothing at all when there is nothing to say.
 */
export function NeedsAttention({ allowed, canSeeDues }: { allowed: boolean; canSeeDues: boolean }) {
  const { t } = useTranslation('myBookings');
  const notices = useOrderNotifications(allowed);
  const [expanded, setExpanded] = useState(false);
  const list = notices.data ?? [];
  if (list.length === 0) return null;
  const shown = expanded ? list : list.slice(0, shownAtFirst);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="needs-attention-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="needs-attention-title">
          {t('attention.title')}
        </Title>
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((notice) => (
            <Notice
              key={`${notice.kind}-${notice.orderReference}-${notice.at}`}
              notice={notice}
              checkedAt={notices.dataUpdatedAt}
              canSeeDues={canSeeDues}
            />
          ))}
        </Stack>
        {list.length > shownAtFirst ? (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setExpanded((open) => !open)}
            w="fit-content"
          >
            {expanded
              ? t('attention.showLess')
              : t('attention.showMore', { count: list.length - shownAtFirst })}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Notice({
  notice,
  checkedAt,
  canSeeDues,
}: {
  notice: OrderNotification;
  /** When the list was fetched: a due before then is overdue. */
  checkedAt: number;
  canSeeDues: boolean;
}) {
  const { t } = useTranslation('myBookings');
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  const deadline = notice.deadline ? time(notice.deadline) : '';
  const overdue = notice.kind === 'due' && Date.parse(notice.deadline ?? '') < checkedAt;
  const text =
    notice.kind === 'hotelDeadline' && notice.hotel
      ? t(notice.hotel.deadline === 'Hold' ? 'attention.hotelHold' : 'attention.hotelFreeCancellation', {
          hotel: notice.hotel.hotelName,
          time: deadline,
        })
      : notice.kind === 'visaCorrectionAsked' || notice.kind === 'visaApproved'
        ? t(`attention.${notice.kind}`, { time: time(notice.at) })
        : notice.kind === 'timeLimit'
          ? t('attention.timeLimit', { time: deadline })
          : notice.kind === 'due'
            ? t(overdue ? 'attention.overdue' : 'attention.due', {
                amount: notice.amount ? money(notice.amount.amount, notice.amount.currency) : '',
                time: deadline,
              })
            : notice.kind === 'requestQuoted' && notice.request
              ? t(notice.request.kind === 'Holiday' ? 'attention.holidayQuoted' : 'attention.requestQuoted', {
                  kind: t(`attention.requestKinds.${notice.request.kind}`),
                  reference: notice.request.reference,
                  time: deadline,
                })
              : notice.kind === 'requestCompleted' && notice.request
                ? t(
                    notice.amount && notice.amount.amount < 0
                      ? 'attention.requestPaid'
                      : notice.amount
                        ? 'attention.requestCredited'
                        : 'attention.requestCompleted',
                    {
                      kind: t(`attention.requestKinds.${notice.request.kind}`),
                      reference: notice.request.reference,
                      amount: notice.amount
                        ? money(Math.abs(notice.amount.amount), notice.amount.currency)
                        : '',
                      time: time(notice.at),
                    },
                  )
                : notice.kind === 'partialRequest'
                  ? t(
                      notice.decision === 'Approved'
                        ? 'attention.partialApproved'
                        : 'attention.partialDeclined',
                      {
                        time: time(notice.at),
                        due: deadline,
                      },
                    )
                  : t('attention.statusChanged', {
                      from: notice.previousStatus ? t(`common:orderStatus.${notice.previousStatus}`) : '',
                      to: notice.status ? t(`common:orderStatus.${notice.status}`) : '',
                      time: time(notice.at),
                    });
  const badge = badgeOf(notice, overdue);
  // A due is settled on the partial-payment page.
  const target =
    notice.kind === 'hotelDeadline'
      ? `/hotel-bookings/${encodeURIComponent(notice.orderReference)}`
      : notice.request?.kind === 'Visa'
        ? `/visa-order?orderReference=${encodeURIComponent(notice.orderReference)}`
        : notice.request && hasAfterSalesPages(notice.request.kind)
          ? afterSalesRequestPagePath(notice.request.kind, 'view', notice.request.reference)
          : notice.request?.kind === 'Holiday'
            ? holidayRequestPath(notice.request.reference)
            : notice.kind === 'due' && canSeeDues
              ? `/partial-payment?term=${encodeURIComponent(notice.orderReference)}`
              : orderPagePath(notice.orderReference);
  return (
    <Group component="li" gap="xs" wrap="nowrap" align="flex-start">
      <Badge color={badge.color} variant="dot" miw="max-content" mt={2}>
        {t(`attention.kinds.${badge.label}`)}
      </Badge>
      <Text size="sm">
        <Anchor
          component={Link}
          to={target}
          ff="monospace"
          fw={700}
          aria-label={t('attention.open', { reference: notice.orderReference })}
        >
          {notice.orderReference}
        </Anchor>
        {notice.pnr ? ` (${notice.pnr})` : ''} {text}
      </Text>
    </Group>
  );
}
