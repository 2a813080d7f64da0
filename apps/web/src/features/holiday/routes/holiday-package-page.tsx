import { useState } from 'react';
import { Anchor, Badge, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasFunctionality } from '@portal/contracts';
import { SearchProblem } from '../../../components/search-problem';
import { errorMessage, isHttpStatus } from '../../../lib/api-errors';
import { HolidayResultsPath } from '../../../lib/holiday-paths';
import { useUserContext } from '../../../lib/session/user-context';
import { useMoney } from '../../../lib/use-money';
import { usePackageDetail } from '../api/get-package-detail';
import { DeparturesTable } from '../components/departures-table';
import { EnquiryForm } from '../components/enquiry-form';
import { Inclusions } from '../components/inclusions';
import { Itinerary } from '../components/itinerary';
import { PackageGallery } from '../components/package-gallery';
import { PackageRating } from '../components/package-rating';
import { initialRequestValues, type RequestFormValues } from '../utils/request-form';
import { decodeHolidaySearch } from '../utils/search-url';
import classes from '../../../components/product-pages/details.module.css';
import own from '../components/details.module.css';
import '../../../components/holiday/i18n';
import '../i18n';

/**
 * /holiday-search-result/{packageId}[?<the results' address>] (spec §2): the package's gallery, what it is, the
 * itinerary by day, inclusions and exclusions, the open departures, and the enquiry with the traveller counter.
 * The results' address rides along for Back to results and to fill the party from the search.
 */
export default function HolidayPackagePage() {
  const { t } = useTranslation('holiday');
  const { t: parts } = useTranslation('holidayParts');
  const { packageId = '' } = useParams();
  const { search } = useLocation();
  const money = useMoney();
  const user = useUserContext();
  const detail = usePackageDetail(packageId);
  const searched = decodeHolidaySearch(search);
  const backTo = searched ? `${HolidayResultsPath}${search}` : null;
  const [values, setValues] = useState<RequestFormValues>(() =>
    initialRequestValues(searched ?? { adults: 2, children: 0, infants: 0 }, null),
  );
  const mayEnquire = user.data !== undefined && hasFunctionality(user.data.functionalities, 'AccessHoliday');
  const back = {
    to: backTo ?? '/searchpad/holiday',
    label: backTo ? t('details.back') : t('results.newSearch'),
  };

  let body;
  if (detail.isPending) {
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text fw={600}>{t('details.loading')}</Text>
      </Group>
    );
  } else if (detail.isError) {
    body = isHttpStatus(detail.error, 404) ? (
      <SearchProblem title={t('details.notFound')} message={errorMessage(detail.error)} back={back} />
    ) : (
      <SearchProblem
        title={t('details.failed')}
        message={errorMessage(detail.error)}
        action={{ label: t('results.retry'), onClick: () => void detail.refetch() }}
        back={back}
      />
    );
  } else {
    const item = detail.data;
    const chooseDeparture = (departureId: string) => {
      setValues((current) => ({ ...current, departureId }));
      document.getElementById('enquiry-title')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    };
    body = (
      <Stack gap="lg">
        <div>
          <Group gap={6} mb={4}>
            <Badge variant="light" radius="sm" tt="none">
              {parts(`types.${item.type}`)}
            </Badge>
            <Badge variant="outline" color="gray" radius="sm" tt="none">
              {parts('nightsDays', {
                nights: parts('nights', { count: item.nights }),
                days: parts('days', { count: item.days }),
              })}
            </Badge>
            <Text size="xs" c="dimmed" ff="monospace">
              {item.code}
            </Text>
          </Group>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {item.title}
          </Title>
          <Group gap="xs" mt={4} wrap="wrap">
            <PackageRating rating={item.rating} />
            <Text size="sm" c="dimmed">
              {parts('hotelClass', { count: item.hotelClass })} ·{' '}
              {item.cities.map((city) => city.cityName).join(' · ')}, {item.destination.countryName}
            </Text>
          </Group>
        </div>
        <div className={classes.top}>
          <Stack gap="lg">
            <PackageGallery title={item.title} images={item.gallery} />
            <Text>{item.summary}</Text>
            {item.priceFrom ? (
              <Text size="sm">
                {t('card.from')}{' '}
                <Text span fw={800} fz="xl" c="var(--mantine-primary-color-filled)">
                  {money(item.priceFrom.amount, item.priceFrom.currency)}
                </Text>{' '}
                {t('card.perAdult')}
              </Text>
            ) : null}
            <DeparturesTable
              departures={item.departures}
              chosen={values.departureId}
              onChoose={chooseDeparture}
            />
            <Itinerary days={item.itinerary} />
            <Inclusions inclusions={item.inclusions} exclusions={item.exclusions} />
          </Stack>
          <div className={own.aside}>
            {mayEnquire ? <EnquiryForm item={item} values={values} onChange={setValues} /> : null}
          </div>
        </div>
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
