import { useRef, useState } from 'react';
import { Container, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { useForm, type Resolver } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  hasFunctionality,
  VisaApplicationErrorCode,
  VisaApplicationMessage,
  type ApplyVisaBody,
} from '@portal/contracts';
import { tenantToday } from '../../../components/flight-search/tenant-today';
import { PageHeader } from '../../../components/list-page/page-header';
import { SavedTravellerPicker } from '../../../components/saved-traveller-picker/saved-traveller-picker';
import { SearchProblem } from '../../../components/search-problem';
import { errorCode, errorMessage } from '../../../lib/api-errors';
import { visaOrderPath } from '../../../lib/order-path';
import { useUserContext } from '../../../lib/session/user-context';
import { isInDoubt, useSubmissionKeys } from '../../../lib/submission-key';
import { showToast } from '../../../lib/toasts';
import { useCalendarDay } from '../../../lib/use-tenant-time';
import { useMoney } from '../../../lib/use-money';
import { useWalletBalance } from '../../../lib/wallet-balance';
import { useApplyVisa } from '../api/apply-visa';
import { useCountries } from '../api/get-countries';
import { useVisaSearch } from '../api/search-visa';
import { ApplicantFieldset } from '../components/applicant-fieldset';
import { BookingSummary } from '../components/booking-summary';
import { PayModal } from '../components/pay-modal';
import {
  birthRange,
  checkBooking,
  fillFromTraveller,
  initialBookingValues,
  type VisaBookingValues,
} from '../utils/booking-form';
import { errorsOf } from '../../../lib/form-errors';
import { searchFromAddress, visaResultsPath, VisaPages } from '../utils/search-url';
import { translateVisaMessage } from '../utils/visa-message';
import '../../../components/visa/i18n';
import '../i18n';

/**
 * /visa-booking?productId&<search> (SearchVisa): the applicants of the search, each with the passport details (from a
 * saved traveller where one exists) and the checklist's uploads, the fees and the wallet; Pay debits the wallet and
 * makes the application (Idempotency-Key: a retry pays once), then the application's page opens.
 */
export default function VisaBookingPage() {
  const { t } = useTranslation('visa');
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const request = searchFromAddress(params);
  const productId = params.get('productId');
  const search = useVisaSearch(request);
  const offer = search.data?.offers.find((candidate) => candidate.productId === productId) ?? null;
  const countries = useCountries();
  const user = useUserContext();
  const functionalities = user.data?.functionalities;
  const wallet = useWalletBalance(functionalities);
  // Traveller/search answers whoever may book tickets or view travellers.
  const canPick =
    functionalities !== undefined &&
    (hasFunctionality(functionalities, 'BookTicket') || hasFunctionality(functionalities, 'ViewTraveller'));
  const day = useCalendarDay();
  const apply = useApplyVisa();
  const submissions = useSubmissionKeys();
  const uploading = useRef(new Set<string>());
  const [ready, setReady] = useState<ApplyVisaBody | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [priceNotice, setPriceNotice] = useState<string | null>(null);
  const money = useMoney();
  const today = tenantToday();

  // The search in the address decides the applicants, once: the boxes then belong to the agent.
  const [defaults] = useState(() =>
    request ? initialBookingValues(request.applicants, request.nationality) : { applicants: [] },
  );
  const resolver: Resolver<VisaBookingValues> = (values) => {
    if (!request || !offer) return { values: {}, errors: {} };
    const result = checkBooking(values, {
      productId: offer.productId,
      nationality: request.nationality,
      travelDate: request.travelDate,
      today: tenantToday(),
      expectedTotal: { amount: offer.total, currency: offer.currency },
      checklist: offer.checklist,
      uploading: uploading.current,
    });
    return result.body
      ? { values, errors: {} }
      : { values: {}, errors: errorsOf<VisaBookingValues>(result.issues) };
  };
  const form = useForm<VisaBookingValues>({ defaultValues: defaults, resolver, shouldFocusError: true });
  const { control, register, formState, getValues, setValue, handleSubmit } = form;

  const back = { to: VisaPages.searchpad, label: t('results.backToSearchpad') };
  if (!request || !productId) {
    return (
      <Container size="lg" py="xl">
        <SearchProblem title={t('booking.pageTitle')} message={t('booking.invalidLink')} back={back} />
      </Container>
    );
  }
  if (search.isPending || countries.isPending) {
    return (
      <Container size="lg" py="xl">
        <Stack gap="md" role="status" aria-label={t('booking.loading')}>
          <Skeleton height={40} width="50%" />
          <Skeleton height={420} radius="md" />
        </Stack>
      </Container>
    );
  }
  if (search.isError || !offer) {
    return (
      <Container size="lg" py="xl">
        <SearchProblem
          title={t('booking.pageTitle')}
          message={
            search.isError
              ? errorMessage(search.error, t('results.failedBody'))
              : (translateVisaMessage(t, VisaApplicationMessage.productNotFound) ?? '')
          }
          action={{ label: t('booking.backToResults'), to: visaResultsPath(request) }}
          back={back}
        />
      </Container>
    );
  }

  const applicantTotal = request.applicants.Adult + request.applicants.Child + request.applicants.Infant;
  const numbers = new Map<string, number>();

  const review = handleSubmit(() => {
    const result = checkBooking(getValues(), {
      productId: offer.productId,
      nationality: request.nationality,
      travelDate: request.travelDate,
      today: tenantToday(),
      expectedTotal: { amount: offer.total, currency: offer.currency },
      checklist: offer.checklist,
      uploading: uploading.current,
    });
    if (!result.body) return;
    setProblem(null);
    setPriceNotice(null);
    setReady(result.body);
  });

  /**
   * The catalogue's price moved since the offer was shown (nothing was paid): the offer is fetched again and the
   * confirmation shows the new total, which the agent accepts by paying again.
   */
  const acceptNewPrice = async () => {
    const fresh = await search.refetch();
    const now = fresh.data?.offers.find((candidate) => candidate.productId === productId);
    if (!now || !ready) {
      setReady(null);
      setProblem(translateVisaMessage(t, VisaApplicationMessage.productNotFound) ?? null);
      return;
    }
    setProblem(null);
    setPriceNotice(t('pay.priceChanged', { amount: money(now.total, now.currency) }));
    setReady({ ...ready, expectedTotal: { amount: now.total, currency: now.currency } });
  };

  const pay = async () => {
    if (!ready) return;
    setProblem(null);
    try {
      const application = await apply.mutateAsync({ body: ready, idempotencyKey: submissions.keyFor(ready) });
      submissions.settle();
      showToast({ color: 'green', message: t('pay.done', { reference: application.orderReference }) });
      void navigate(visaOrderPath(application.orderReference));
    } catch (error) {
      submissions.settle(error);
      if (errorCode(error) === VisaApplicationErrorCode.PriceChanged) {
        await acceptNewPrice();
        return;
      }
      setProblem(
        isInDoubt(error)
          ? t('pay.inDoubt')
          : (translateVisaMessage(t, errorMessage(error)) ?? errorMessage(error)),
      );
    }
  };

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <PageHeader
          title={t('booking.heading', { title: offer.title })}
          intro={t('booking.intro', { date: day(request.travelDate) })}
        />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <form
              id="visa-booking-form"
              noValidate
              aria-label={t('booking.formLabel')}
              onSubmit={(event) => void review(event)}
            >
              <Stack gap="md">
                {getValues('applicants').map((applicant, index) => {
                  const number = (numbers.get(applicant.applicantType) ?? 0) + 1;
                  numbers.set(applicant.applicantType, number);
                  const range = birthRange(applicant.applicantType, request.travelDate, today);
                  return (
                    <ApplicantFieldset
                      key={index}
                      index={index}
                      type={applicant.applicantType}
                      number={number}
                      control={control}
                      register={register}
                      errors={formState.errors}
                      countries={countries.data?.countries ?? []}
                      checklist={offer.checklist}
                      travelDate={request.travelDate}
                      today={today}
                      onUploading={(slot, busy) => {
                        if (busy) uploading.current.add(slot);
                        else uploading.current.delete(slot);
                      }}
                      header={
                        canPick ? (
                          <Group align="flex-end">
                            <SavedTravellerPicker
                              born={range}
                              formatDay={day}
                              t={t}
                              keys="savedTraveller"
                              label={t('savedTraveller.pickFor', {
                                type: t(`visaParts:applicantType.${applicant.applicantType}`),
                                number,
                              })}
                              onPick={(traveller) => {
                                const current = getValues(`applicants.${index}`);
                                setValue(
                                  `applicants.${index}`,
                                  traveller
                                    ? fillFromTraveller(current, traveller)
                                    : { ...current, travellerId: null },
                                  { shouldDirty: true, shouldValidate: formState.isSubmitted },
                                );
                              }}
                            />
                          </Group>
                        ) : null
                      }
                    />
                  );
                })}
              </Stack>
            </form>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <div style={{ position: 'sticky', top: 'var(--mantine-spacing-md)' }}>
              <BookingSummary
                offer={offer}
                travelDate={request.travelDate}
                applicants={request.applicants}
                wallet={wallet.data ?? null}
                onPay={() => void review()}
                paying={apply.isPending}
              />
            </div>
          </Grid.Col>
        </Grid>
      </Stack>
      <PayModal
        offer={offer}
        applicantCount={applicantTotal}
        opened={ready !== null}
        onClose={() => {
          setReady(null);
          setPriceNotice(null);
        }}
        onConfirm={() => void pay()}
        paying={apply.isPending}
        problem={problem}
        notice={priceNotice}
      />
    </Container>
  );
}
