import type { ReactNode } from 'react';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { packageImageUrl, type HolidayRequest } from '@portal/contracts';
import { usePartyText } from '../../../components/holiday/party-text';
import { holidayPackagePath } from '../../../lib/holiday-paths';
import { useCalendarDay, useTenantDateTime } from '../../../lib/use-tenant-time';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div">
        {children}
      </Text>
    </div>
  );
}

/** What was asked: the package, the departure, who travels, the rooms and the notes, and who asked when. */
export function RequestOverview({
  request,
  canOpenPackage,
}: {
  request: HolidayRequest;
  canOpenPackage: boolean;
}) {
  const { t } = useTranslation('holiday');
  const { t: parts } = useTranslation('holidayParts');
  const day = useCalendarDay();
  const time = useTenantDateTime();
  const party = usePartyText();
  const item = request.package;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="request-package"
    >
      <Group align="flex-start" gap="md" wrap="nowrap">
        {item.imageId ? (
          <img
            src={packageImageUrl(item.imageId)}
            alt=""
            width={120}
            height={80}
            style={{ objectFit: 'cover', borderRadius: 8, flexShrink: 0 }}
          />
        ) : null}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} fz="lg" id="request-package">
            {canOpenPackage ? (
              <Anchor component={Link} to={holidayPackagePath(item.packageId)} inherit>
                {item.title}
              </Anchor>
            ) : (
              item.title
            )}
          </Title>
          <Text size="sm" c="dimmed">
            {parts(`types.${item.type}`)} · {parts('nights', { count: item.nights })} · {item.cityName} ·{' '}
            {parts('hotelClass', { count: item.hotelClass })} · {item.code}
          </Text>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" mt="md">
        <Fact label={t('request.dates')}>
          {parts('dates', { from: day(request.departure.departsOn), to: day(request.departure.returnsOn) })}
        </Fact>
        <Fact label={t('request.travellers')}>
          <span data-testid="request-travellers">{party(request.travellers)}</span>
        </Fact>
        <Fact label={t('request.requested')}>
          {time(request.requestedAt)} · {request.requestedBy}
        </Fact>
        <Fact label={t('request.publishedPrices')}>
          {t('request.pricesLine', {
            adult: (request.departure.adultPrice / 100).toLocaleString('en'),
            child: (request.departure.childPrice / 100).toLocaleString('en'),
            infant: (request.departure.infantPrice / 100).toLocaleString('en'),
            currency: request.departure.currency,
          })}
        </Fact>
      </SimpleGrid>
      {request.notes ? (
        <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
          <Text span c="dimmed">
            {t('request.notes')}{' '}
          </Text>
          {request.notes}
        </Text>
      ) : null}
    </Paper>
  );
}
