import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HotelRateCheck, HotelRateKey } from '@portal/contracts';
import { useSubmissionKeys } from '../../../lib/submission-key';
import { useHotelMoney } from '../../../components/hotel/use-hotel-money';
import { useBookHotel } from '../api/book-hotel';
import {
  bookFormRules,
  bookFormSchema,
  emptyBookForm,
  toBookRequest,
  type BookFormOutput,
  type BookFormRules,
  type BookFormValues,
} from '../utils/book-form';
import { bookedPath } from '../utils/booked-route';
import { bookProblemOf, type BookProblem } from '../utils/book-problem';
import { ChangeNotice } from './change-notice';
import { CheckAgainAlert, CheckExpiry } from './check-expiry';
import { GuestFields } from './guest-fields';
import { PaymentChoice } from './payment-choice';
import '../i18n';

/** The rules come from the latest check (a new check may change them), so the resolver reads them at each run. */
const resolver: Resolver<BookFormValues, BookFormRules, BookFormOutput> = (values, rules, options) =>
  zodResolver(bookFormSchema(rules as BookFormRules))(values, rules, options) as ReturnType<
    Resolver<BookFormValues, BookFormRules, BookFormOutput>
  >;

/**
 * The booking form under the checked rate: a change to accept, a lead guest per room, a non-refundable rate's
 * warning to tick, the payment, and Book under an Idempotency-Key kept per submission, so a double click or a retry
 * after a lost answer books once. A booked rate goes to its Confirmed or UnConfirmed page.
 */
export function BookHotelForm({
  check,
  rateKey,
  checking,
  onCheckAgain,
}: {
  check: HotelRateCheck;
  rateKey: HotelRateKey;
  checking: boolean;
  onCheckAgain: () => void;
}) {
  const { t } = useTranslation('hotelBooking');
  const money = useHotelMoney();
  const navigate = useNavigate();
  const book = useBookHotel();
  const submissions = useSubmissionKeys();
  const [problem, setProblem] = useState<BookProblem | null>(null);
  // The check whose time ran out: booking would be refused until the price is checked again.
  const [lapsedCheck, setLapsedCheck] = useState<string | null>(null);
  const lapsed = lapsedCheck === check.checkId;
  const rules = bookFormRules(check, {
    understandNonRefundable: t('nonRefundable.required'),
    walletShort: t('payment.shortError'),
  });
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<BookFormValues, BookFormRules, BookFormOutput>({
    defaultValues: emptyBookForm(check.stay.rooms.length),
    resolver,
    context: rules,
  });

  // A new check (checked again) must be accepted afresh; the names typed stay.
  useEffect(() => {
    setValue('acceptChange', false);
    setProblem(null);
  }, [check.checkId, setValue]);

  const payment = watch('payment');
  const submit = handleSubmit(async (values) => {
    const request = toBookRequest(values, check.checkId, rules.changed);
    setProblem(null);
    try {
      const answer = await book.mutateAsync({ request, idempotencyKey: submissions.keyFor(request) });
      submissions.settle();
      // The answer goes along: a user who may book but not list bookings sees it there without GetBooking.
      void navigate(bookedPath(answer.reference, answer.status), {
        replace: true,
        state: { booked: answer },
      });
    } catch (error) {
      submissions.settle(error);
      setProblem(bookProblemOf(error));
    }
  });

  if (book.isPending || book.isSuccess) {
    return (
      <Paper withBorder radius="md" p="xl" role="status">
        <Stack align="center" gap="sm">
          <Loader />
          <Text fw={600}>{t('book.processing')}</Text>
        </Stack>
      </Paper>
    );
  }

  const hotelPath = `/hotel/${encodeURIComponent(rateKey.requestId)}/${encodeURIComponent(rateKey.hotelGuid)}`;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="hotel-book-form-title">
      <Stack gap="md">
        {rules.changed ? (
          <ChangeNotice
            check={check}
            accept={
              <Checkbox
                label={t('change.accept')}
                error={errors.acceptChange?.message}
                data-testid="hotel-accept-change"
                {...register('acceptChange')}
              />
            }
          />
        ) : null}
        {check.rate.onRequest ? (
          <Alert color="blue" variant="light" title={t('onRequest.title')} data-testid="hotel-on-request">
            {t('onRequest.body')}
          </Alert>
        ) : null}
        <Title order={2} fz="lg" id="hotel-book-form-title">
          {t('guests.heading')}
        </Title>
        <Text size="sm" c="dimmed" mt={-8}>
          {t('guests.intro')}
        </Text>
        {check.stay.rooms.map((room, index) => (
          <GuestFields
            key={index}
            index={index}
            room={room}
            roomCount={check.stay.rooms.length}
            register={register}
            errors={errors}
          />
        ))}
        {errors.rooms?.root?.message ? (
          <Text size="sm" c="red.8">
            {errors.rooms.root.message}
          </Text>
        ) : null}
        <Paper withBorder radius="md" p="md">
          <Controller
            control={control}
            name="payment"
            render={({ field, fieldState }) => (
              <PaymentChoice
                check={check}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                short={rules.walletShort}
              />
            )}
          />
        </Paper>
        {rules.nonRefundable ? (
          <Alert
            color="red"
            variant="light"
            title={t('nonRefundable.title')}
            data-testid="hotel-non-refundable"
          >
            <Stack gap="sm">
              <Text size="sm">{t('nonRefundable.body')}</Text>
              <Checkbox
                label={t('nonRefundable.understand')}
                error={errors.understoodNonRefundable?.message}
                data-testid="hotel-understand-non-refundable"
                {...register('understoodNonRefundable')}
              />
            </Stack>
          </Alert>
        ) : null}
        {problem ? (
          <ProblemAlert
            problem={problem}
            hotelPath={hotelPath}
            onCheckAgain={onCheckAgain}
            checking={checking}
          />
        ) : null}
        <CheckExpiry
          key={check.checkId}
          expiresAt={check.expiresAt}
          onLapsed={() => setLapsedCheck(check.checkId)}
          onCheckAgain={onCheckAgain}
          checking={checking}
        />
        {lapsed ? null : (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" component={Link} to={hotelPath}>
              {t('book.back')}
            </Button>
            <Button type="submit" data-testid="hotel-book">
              {payment === 'Hold' ? t('book.hold') : t('book.pay', { amount: money(check.rate.price.total) })}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

function ProblemAlert({
  problem,
  hotelPath,
  onCheckAgain,
  checking,
}: {
  problem: BookProblem;
  hotelPath: string;
  onCheckAgain: () => void;
  checking: boolean;
}) {
  const { t } = useTranslation('hotelBooking');
  if (problem.kind === 'checkExpired') {
    return <CheckAgainAlert message={problem.message} onCheckAgain={onCheckAgain} checking={checking} />;
  }
  return (
    <Alert color="red" role="alert" title={t('book.failed')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{problem.kind === 'inDoubt' ? t('book.inDoubt') : problem.message}</Text>
        {problem.kind === 'soldOut' ? (
          <Anchor component={Link} to={hotelPath} size="sm">
            {t('book.otherRate')}
          </Anchor>
        ) : null}
        {problem.kind === 'inDoubt' ? (
          <Anchor component={Link} to="/hotel-bookings" size="sm">
            {t('book.openBookings')}
          </Anchor>
        ) : null}
      </Stack>
    </Alert>
  );
}
