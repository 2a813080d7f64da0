import { Group, Image, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HotelFacts } from '@portal/contracts';
import '../../../components/hotel/i18n';

/** The hotel's stars, read out as "4-star hotel". */
export function HotelStars({ stars }: { stars: number }) {
  const { t } = useTranslation('hotelParts');
  if (stars <= 0) return null;
  return (
    <Text span c="yellow.7" fz="sm" aria-label={t('stars', { count: stars })} role="img">
      {'★'.repeat(stars)}
    </Text>
  );
}

/** The hotel's address with its area, city and country, each named once (the address often holds some already). */
export function hotelAddress(
  hotel: Pick<HotelFacts, 'address' | 'area' | 'cityName' | 'countryName'>,
): string {
  const parts = [hotel.address];
  for (const part of [hotel.area, hotel.cityName, hotel.countryName]) {
    if (part && !parts.some((known) => known.toLowerCase().includes(part.toLowerCase()))) parts.push(part);
  }
  return parts.filter(Boolean).join(', ');
}

/** The hotel's name, stars and where it is, with its first picture when `withImage`. */
export function HotelHeading({
  hotel,
  order = 2,
  withImage = false,
}: {
  hotel: HotelFacts;
  order?: TitleOrder;
  withImage?: boolean;
}) {
  const image = withImage ? hotel.imageUrls[0] : undefined;
  return (
    <Group gap="md" align="flex-start" wrap="nowrap">
      {image ? (
        <Image
          src={image}
          alt=""
          w={{ base: 84, sm: 120 }}
          h={{ base: 64, sm: 84 }}
          radius="sm"
          fit="cover"
        />
      ) : null}
      <Stack gap={2} miw={0}>
        <Group gap="xs" align="baseline">
          <Title order={order} fz={{ base: 'lg', sm: 'xl' }}>
            {hotel.name}
          </Title>
          <HotelStars stars={hotel.stars} />
        </Group>
        <Text size="sm" c="dimmed">
          {hotelAddress(hotel)}
        </Text>
        {hotel.chain ? (
          <Text size="xs" c="dimmed">
            {hotel.chain}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
