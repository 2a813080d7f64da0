import { Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HolidayPackageCard } from '@portal/contracts';
import { usePartyText } from '../../../components/holiday/party-text';
import { useMoney } from '../../../lib/use-money';
import { useCalendarDay } from '../../../lib/use-tenant-time';
import { PackageRating } from './package-rating';
import classes from '../../../components/product-pages/results.module.css';
import own from './results.module.css';

/**
 * One package of the results: its picture, title, where it goes, type, length, rating and hotels, a few
 * inclusions, and its price from per adult with the whole party's total on the cheapest departure.
 */
export function PackageCard({
  item,
  party,
  to,
}: {
  item: HolidayPackageCard;
  party: { adults: number; children: number; infants: number };
  to: string;
}) {
  const { t } = useTranslation('holiday');
  const { t: parts } = useTranslation('holidayParts');
  const money = useMoney();
  const day = useCalendarDay();
  const partyText = usePartyText();
  const headingId = `package-${item.packageId}`;
  const route = item.cities.map((city) => city.cityName).join(' · ');
  return (
    <article className={classes.card} aria-labelledby={headingId} data-testid="package-card">
      {item.imageUrl ? (
        <img src={item.imageUrl} alt="" className={classes.image} loading="lazy" decoding="async" />
      ) : (
        <div className={classes.image} />
      )}
      <Stack gap={6} className={classes.body}>
        <Group gap={6}>
          <Badge variant="light" radius="sm" tt="none">
            {parts(`types.${item.type}`)}
          </Badge>
          <Badge variant="outline" color="gray" radius="sm" tt="none" data-testid="package-nights">
            {parts('nightsDays', {
              nights: parts('nights', { count: item.nights }),
              days: parts('days', { count: item.days }),
            })}
          </Badge>
        </Group>
        <Title order={3} fz="lg" id={headingId} lh={1.25}>
          {item.title}
        </Title>
        <Group gap="xs" wrap="wrap">
          <PackageRating rating={item.rating} />
          <Text size="xs" c="dimmed">
            {parts('hotelClass', { count: item.hotelClass })}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {route}, {item.destination.countryName}
        </Text>
        <Text size="sm" lineClamp={2}>
          {item.summary}
        </Text>
        {item.highlights.length > 0 ? (
          <List size="xs" spacing={2} c="dimmed" aria-label={t('card.highlights')}>
            {item.highlights.slice(0, 3).map((highlight) => (
              <List.Item key={highlight}>{highlight}</List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
      <div className={classes.priceColumn}>
        <Text size="xs" c="dimmed">
          {t('card.from')}
        </Text>
        <Text className={`${classes.price} ${own.price}`} data-testid="package-price">
          {money(item.priceFrom.amount, item.priceFrom.currency)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('card.perAdult')}
        </Text>
        <Text size="sm" fw={600}>
          {t('card.total', { amount: money(item.totalFrom.amount, item.totalFrom.currency) })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('card.forParty', { party: partyText(party) })}
        </Text>
        <Text size="xs">
          {t('card.departures', {
            count: item.departureCount,
            date: day(item.cheapestDeparture.departsOn),
          })}
        </Text>
        <Button
          component={Link}
          to={to}
          mt={6}
          aria-label={t('card.viewOf', { title: item.title })}
          fullWidth
          maw={{ lg: 190 }}
        >
          {t('card.view')}
        </Button>
      </div>
    </article>
  );
}
