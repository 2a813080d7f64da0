import { Anchor, Container, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasFunctionality } from '@portal/contracts';
import { HttpError, errorMessage } from '../../../lib/api-errors';
import { useUserContext } from '../../../lib/session/user-context';
import { useHotelDetails } from '../api/get-hotel-details';
import { HotelFacts } from '../components/hotel-facts';
import { HotelGallery } from '../components/hotel-gallery';
import { HotelStars } from '../components/hotel-stars';
import { RoomCard } from '../components/room-card';
import { SearchProblem } from '../components/search-problem';
import { StaySummary } from '../components/stay-summary';
import { hotelBookingPath } from '../utils/hotel-paths';
import { decodeHotelSearch, HotelResultsPath, searchPartOf } from '../utils/search-url';
import classes from '../../../components/product-pages/details.module.css';
import { galleryImageClass } from '../../../components/product-pages/photo-gallery';
import '../i18n';

/** While the rooms and rates are asked for: the spec's heading, as the spec writes it. */
function CheckingAvailability() {
  const { t } = useTranslation('hotelSearch');
  return (
    <Stack gap="md" role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" />
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t('details.loading')}
        </Title>
      </Group>
      <div className={classes.top} aria-hidden="true">
        <Skeleton className={galleryImageClass} />
        <Stack gap="sm">
          <Skeleton h={24} w="70%" />
          <Skeleton h={14} w="50%" />
          <Skeleton h={120} />
        </Stack>
      </div>
      <Skeleton h={160} aria-hidden="true" />
    </Stack>
  );
}

/**
 * /hotel/{requestId}/{hotelGuid}[?<the results' address>] (spec §2): the hotel's photos and facts, the stay, and
 * every room with its rates for the search. Book shows only to users with BookHotel; others see the rates alone.
 * The results' address rides along so Back to results and Search again keep the search and its filters.
 */
export default function HotelDetailsPage() {
  const { t } = useTranslation('hotelSearch');
  const { requestId = '', hotelGuid = '' } = useParams();
  const { search } = useLocation();
  const user = useUserContext();
  const details = useHotelDetails(requestId, hotelGuid);
  const resultsQuery = search.replace(/^\?/, '');
  const hasSearch = decodeHotelSearch(resultsQuery) !== null;
  const backTo = hasSearch ? `${HotelResultsPath}?${resultsQuery}` : null;
  const searchAgainTo = hasSearch ? `${HotelResultsPath}?${searchPartOf(resultsQuery)}` : '/searchpad/hotel';
  const mayBook = hasFunctionality(user.data?.functionalities ?? [], 'BookHotel') && user.data !== undefined;

  let body;
  if (details.isPending) {
    body = <CheckingAvailability />;
  } else if (details.isError) {
    const status = details.error instanceof HttpError ? details.error.status : null;
    body =
      status === 410 ? (
        <SearchProblem
          title={t('results.expired.title')}
          message={t('results.expired.body')}
          action={{ label: t('results.searchAgain'), to: searchAgainTo }}
        />
      ) : status === 404 ? (
        <SearchProblem
          title={t('details.notFound')}
          message={errorMessage(details.error)}
          action={{ label: t('results.searchAgain'), to: searchAgainTo }}
        />
      ) : (
        <SearchProblem
          title={t('details.failed')}
          message={errorMessage(details.error)}
          action={{ label: t('results.retry'), onClick: () => void details.refetch() }}
        />
      );
  } else {
    const { hotel, stay, rooms } = details.data;
    body = (
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {hotel.name}
          </Title>
          <Group gap="xs" mt={4} wrap="wrap">
            <HotelStars stars={hotel.stars} />
            <Text size="sm" c="dimmed">
              {hotel.address}
            </Text>
          </Group>
        </div>
        <div className={classes.top}>
          <HotelGallery name={hotel.name} imageUrls={hotel.imageUrls} />
          <StaySummary stay={stay} hotel={hotel} />
        </div>
        <Stack gap="md" component="section" aria-labelledby="hotel-rooms">
          <Title order={2} fz="xl" id="hotel-rooms">
            {t('details.rooms')}
          </Title>
          {rooms.length === 0 ? (
            <Text c="dimmed">{t('details.noRooms')}</Text>
          ) : (
            rooms.map((room) => (
              <RoomCard
                key={room.roomGuid}
                room={room}
                nights={stay.nights}
                rooms={stay.rooms.length}
                hotelTimeZone={hotel.timeZone}
                bookTo={(roomRateGuid) =>
                  mayBook
                    ? hotelBookingPath({ requestId, hotelGuid, roomGuid: room.roomGuid, roomRateGuid })
                    : null
                }
              />
            ))
          )}
        </Stack>
        <HotelFacts hotel={hotel} />
      </Stack>
    );
  }

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        {backTo ? (
          <Anchor component={Link} to={backTo} size="sm" style={{ alignSelf: 'flex-start' }}>
            ← {t('details.back')}
          </Anchor>
        ) : null}
        {body}
      </Stack>
    </Container>
  );
}
