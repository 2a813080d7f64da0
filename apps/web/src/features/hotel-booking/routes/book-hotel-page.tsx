import { Alert, Button, Container, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZHotelRateKey, type HotelRateKey } from '@portal/contracts';
import { HotelPolicyBlock } from '../../../components/hotel/hotel-policy-block';
import { HotelPriceBlock } from '../../../components/hotel/hotel-price-block';
import { PageHeader } from '../../../components/list-page/page-header';
import { errorMessage } from '../../../lib/api-errors';
import { useRateCheck } from '../api/check-rate';
import { BookHotelForm } from '../components/book-hotel-form';
import { StayCard } from '../components/stay-card';
import { isSearchGone } from '../utils/book-problem';
import classes from '../hotel-booking.module.css';
import '../i18n';

function rateKeyFrom(params: Record<string, string | undefined>): HotelRateKey | null {
  const parsed = ZHotelRateKey.safeParse({
    requestId: params.requestId,
    hotelGuid: params.hotelGuid,
    roomGuid: params.roomGuid,
    roomRateGuid: params.roomRateGuid,
  });
  return parsed.success ? parsed.data : null;
}

/**
 * /hotel/booking/{requestId}/{hotelGuid}/{roomGuid}/{roomRateGuid} (BookHotel): the chosen rate checked with the
 * supplier on arrival (CheckRate), the stay, the price and the policy with its deadlines, then the lead guests and
 * the payment. A change the check found is shown before and after and must be accepted before booking.
 */
export default function BookHotelPage() {
  const { t } = useTranslation('hotelBooking');
  const key = rateKeyFrom(useParams());
  const check = useRateCheck(key);

  let body;
  if (!key) {
    body = <CheckProblem message={t('problem.badAddress')} />;
  } else if (check.isPending) {
    body = (
      <Paper withBorder radius="md" p="xl" role="status">
        <Stack align="center" gap="sm">
          <Loader />
          <Text fw={600}>{t('checking.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('checking.wait')}
          </Text>
        </Stack>
      </Paper>
    );
  } else if (check.isError) {
    body = (
      <CheckProblem
        message={errorMessage(check.error)}
        hotelPath={`/hotel/${encodeURIComponent(key.requestId)}/${encodeURIComponent(key.hotelGuid)}`}
        searchAgain={isSearchGone(check.error)}
        onCheckAgain={() => void check.refetch()}
        checking={check.isFetching}
      />
    );
  } else {
    const data = check.data;
    body = (
      <div className={classes.layout}>
        <div className={classes.main}>
          <StayCard stay={{ ...data, board: data.rate.board }} />
        </div>
        <aside className={classes.side} aria-label={t('summaries')}>
          <HotelPriceBlock price={data.rate.price} nights={data.stay.nights} />
          <HotelPolicyBlock policy={data.rate.policy} timeZone={data.hotel.timeZone} />
        </aside>
        <div className={classes.rest}>
          <BookHotelForm
            check={data}
            rateKey={key}
            checking={check.isFetching}
            onCheckAgain={() => void check.refetch()}
          />
        </div>
      </div>
    );
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <PageHeader title={t('title')} intro={t('intro')} />
        {body}
      </Stack>
    </Container>
  );
}

/** The rate cannot be checked: why, and the ways on (check again, back to the hotel, a new search). */
function CheckProblem({
  message,
  hotelPath,
  searchAgain = false,
  onCheckAgain,
  checking = false,
}: {
  message: string;
  hotelPath?: string;
  searchAgain?: boolean;
  onCheckAgain?: () => void;
  checking?: boolean;
}) {
  const { t } = useTranslation('hotelBooking');
  return (
    <Alert color="red" role="alert" title={t('problem.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Group gap="sm">
          {searchAgain ? (
            <Button component={Link} to="/searchpad/hotel" variant="light" color="red" size="xs">
              {t('problem.searchAgain')}
            </Button>
          ) : onCheckAgain ? (
            <Button variant="light" color="red" size="xs" onClick={onCheckAgain} loading={checking}>
              {t('checkExpiry.checkAgain')}
            </Button>
          ) : null}
          {hotelPath && !searchAgain ? (
            <Button component={Link} to={hotelPath} variant="default" size="xs">
              {t('problem.backToHotel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Alert>
  );
}
