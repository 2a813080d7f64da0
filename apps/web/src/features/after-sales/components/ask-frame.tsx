import type { ReactNode } from 'react';
import { Alert, Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AfterSalesOptions } from '@portal/contracts';
import { useAfterSalesOptions } from '../../../components/after-sales/api/get-after-sales-options';
import { afterSalesRequestPagePath, hasAfterSalesPages } from '../../../lib/after-sales-paths';
import { errorMessage } from '../../../lib/api-errors';
import { OrderCard } from './order-card';
import { PageLoading, PageProblem } from './page-states';

/**
 * The frame of a page asking for a void or refund of one booking: the booking, read with its tickets' options;
 * when it already has an open request, that request instead of a second one (the API would refuse it); otherwise
 * the form.
 */
export function AskFrame({
  orderReference,
  title,
  eyebrow,
  children,
}: {
  orderReference: string | null;
  title: string;
  eyebrow: string;
  children: (options: AfterSalesOptions, refetch: () => void) => ReactNode;
}) {
  const { t } = useTranslation('afterSales');
  const options = useAfterSalesOptions(orderReference);
  const data = options.data;

  let body;
  if (!orderReference) {
    body = <PageProblem title={t('page.problemTitle')} message={t('page.noOrderReference')} />;
  } else if (options.isPending) {
    body = <PageLoading text={t('page.loadingBooking')} />;
  } else if (options.isError) {
    body = <PageProblem title={t('page.problemTitle')} message={errorMessage(options.error)} />;
  } else if (data) {
    const open = data.openRequests[0];
    body = (
      <Stack gap="md">
        <OrderCard options={data} title={eyebrow} />
        {open ? (
          <Alert color="blue" variant="light" role="status">
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Text size="sm">{t('form.alreadyOpen', { reference: open.reference })}</Text>
              {hasAfterSalesPages(open.kind) ? (
                <Anchor
                  component={Link}
                  to={afterSalesRequestPagePath(open.kind, 'view', open.reference)}
                  size="sm"
                  fw={700}
                >
                  {t('page.toView', { reference: open.reference })}
                </Anchor>
              ) : null}
            </Group>
          </Alert>
        ) : (
          children(data, () => void options.refetch())
        )}
      </Stack>
    );
  }

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      {data ? null : (
        <Title order={1} fz={{ base: 22, sm: 26 }} mb="md">
          {title}
        </Title>
      )}
      {body}
    </Container>
  );
}
