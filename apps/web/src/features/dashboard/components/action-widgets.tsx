import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DashboardActionKey, DashboardActions, DashboardProduct } from '@portal/contracts';
import { allowedPath, referencePath } from '../utils/widget-links';
import type { DashboardFormat } from '../utils/use-dashboard-format';

interface ActionItem {
  reference: string;
  product: DashboardProduct;
  kind?: string;
  /** What to show under the reference: a route, a hotel, a kind, an amount. */
  detail: string;
  when: string | null;
  urgent?: boolean;
}

/** The page listing all of an action's items, when the user may open it. */
const listPages: Record<DashboardActionKey, string> = {
  holdsEndingToday: '/my-bookings',
  voidsClosingToday: '/my-bookings',
  duesThisWeek: '/partial-payment',
  quotesWaiting: '/my-bookings',
};

const colors: Record<DashboardActionKey, string> = {
  holdsEndingToday: 'orange',
  voidsClosingToday: 'violet',
  duesThisWeek: 'red',
  quotesWaiting: 'blue',
};

function ActionCard({
  id,
  count,
  items,
  functionalities,
  format,
}: {
  id: DashboardActionKey;
  count: number;
  items: ActionItem[];
  functionalities: readonly number[];
  format: DashboardFormat;
}) {
  const { t } = useTranslation('dashboard');
  const headingId = `dashboard-action-${id}`;
  const listPath = allowedPath(functionalities, listPages[id]);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={headingId}
      data-action={id}
      miw={0}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={3} fz="sm" id={headingId}>
            {t(`actions.${id}`)}
          </Title>
          <Badge
            color={count > 0 ? colors[id] : 'gray'}
            variant={count > 0 ? 'filled' : 'light'}
            data-testid="action-count"
          >
            {format.count(count)}
          </Badge>
        </Group>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('actions.nothing')}
          </Text>
        ) : (
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((item) => {
              const path = referencePath(functionalities, item);
              return (
                <li key={`${item.product}-${item.reference}`} style={{ minWidth: 0 }}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    {path ? (
                      <Anchor component={Link} to={path} size="sm" fw={600}>
                        {item.reference}
                      </Anchor>
                    ) : (
                      <Text size="sm" fw={600}>
                        {item.reference}
                      </Text>
                    )}
                    {item.when ? (
                      <Text size="xs" c={item.urgent ? 'red' : 'dimmed'} ta="right">
                        {item.when}
                      </Text>
                    ) : null}
                  </Group>
                  <Text size="xs" c="dimmed" truncate>
                    {item.detail}
                  </Text>
                </li>
              );
            })}
          </Stack>
        )}
        {count > items.length && listPath ? (
          <Anchor component={Link} to={listPath} size="xs">
            {t('actions.more', { count: count - items.length, value: format.count(count - items.length) })}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The action widgets: what needs doing today or this week, each with the first items and a link to the rest. */
export function ActionWidgets({
  actions,
  functionalities,
  format,
}: {
  actions: DashboardActions;
  functionalities: readonly number[];
  format: DashboardFormat;
}) {
  const { t } = useTranslation('dashboard');
  const cards: { id: DashboardActionKey; count: number; items: ActionItem[] }[] = [];
  const { holdsEndingToday, voidsClosingToday, duesThisWeek, quotesWaiting } = actions;
  if (holdsEndingToday)
    cards.push({
      id: 'holdsEndingToday',
      count: holdsEndingToday.count,
      items: holdsEndingToday.items.map((item) => ({
        ...item,
        detail: `${t(`products.${item.product}`)} · ${item.label}`,
        when: t('actions.until', { time: format.clock(item.deadline) }),
        urgent: true,
      })),
    });
  if (voidsClosingToday)
    cards.push({
      id: 'voidsClosingToday',
      count: voidsClosingToday.count,
      items: voidsClosingToday.items.map((item) => ({
        ...item,
        detail: item.label,
        when: t('actions.until', { time: format.clock(item.deadline) }),
      })),
    });
  if (duesThisWeek)
    cards.push({
      id: 'duesThisWeek',
      count: duesThisWeek.count,
      items: duesThisWeek.items.map((item) => ({
        ...item,
        detail: format.money(item.amount, item.currency),
        when: item.overdue ? t('actions.overdue') : t('actions.due', { time: format.time(item.deadline) }),
        urgent: item.overdue,
      })),
    });
  if (quotesWaiting)
    cards.push({
      id: 'quotesWaiting',
      count: quotesWaiting.count,
      items: quotesWaiting.items.map((item) => ({
        ...item,
        detail: [
          t(`actions.kinds.${item.kind}`, { defaultValue: item.kind }),
          item.amount !== null && item.currency ? format.money(item.amount, item.currency) : null,
        ]
          .filter(Boolean)
          .join(' · '),
        when: item.deadline ? t('actions.until', { time: format.time(item.deadline) }) : null,
      })),
    });
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="dashboard-actions-title">
      <Title order={2} fz="lg" id="dashboard-actions-title" mb="sm">
        {t('actions.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        {cards.map((card) => (
          <ActionCard key={card.id} {...card} functionalities={functionalities} format={format} />
        ))}
      </SimpleGrid>
    </section>
  );
}
