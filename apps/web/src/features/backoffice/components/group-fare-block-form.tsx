import '@mantine/dates/styles.css';
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  GroupFareDepositRules,
  GroupFareKinds,
  GroupFareLimit,
  GroupFareVisibilities,
  type CreateGroupFareBlockRequest,
  type GroupFareKind,
  type GroupFareVisibility,
  type UpdateGroupFareBlockRequest,
} from '@portal/contracts';
import { errorsOf } from '../../../lib/form-errors';
import {
  checkBlock,
  type BlockTarget,
  type FormIssue,
  type GroupFareBlockFormValues,
} from '../utils/group-fare-block-form';
import { useGroupFareMessage } from '../utils/group-fare-message';
import { toTenantWallClock } from '../utils/tenant-wall-clock';

type SaveBody = CreateGroupFareBlockRequest | UpdateGroupFareBlockRequest;

const deadlineFields = ['nameDeadline', 'balanceDeadline', 'ticketingDeadline'] as const;
const fareFields = ['adult', 'child', 'infant'] as const;
/** Hints under the box, so boxes in one row line up whatever their hints' lengths. */
const underInput: Array<'label' | 'input' | 'description' | 'error'> = [
  'label',
  'input',
  'description',
  'error',
];

/**
 * A block's terms as the operators write them: what it is sold as, the net fares per passenger type (typed in taka,
 * sent in poisha), baggage and rules, the seats and each agency's cap, the deposit and what happens to it when a
 * deadline is missed, how long a reservation holds its seats, the three deadlines in the portal's zone and which
 * agencies see it. A saved block keeps its kind and code.
 */
export function GroupFareBlockForm({
  initialValues,
  target,
  currency,
  seatsHint,
  agencies,
  saving,
  onSave,
  onCancel,
}: {
  initialValues: GroupFareBlockFormValues;
  target: BlockTarget;
  currency: string;
  /** What bounds the seats: the flight's seats in the class (a new block), or those taken (a saved one). */
  seatsHint: string;
  agencies: ReadonlyArray<{ id: string; name: string; code: string | null }>;
  saving: boolean;
  /** Answers the problems the server found (each at its box; `root` above the buttons), none when saved. */
  onSave: (body: SaveBody) => Promise<FormIssue[]>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'groupFares.form' });
  const { t: tg } = useTranslation('backoffice', { keyPrefix: 'groupFares' });
  const message = useGroupFareMessage();
  const resolver: Resolver<GroupFareBlockFormValues> = (values) => {
    const result = target.mode === 'create' ? checkBlock(values, target) : checkBlock(values, target);
    return result.body
      ? { values, errors: {} }
      : { values: {}, errors: errorsOf<GroupFareBlockFormValues>(result.issues) };
  };
  const { control, register, handleSubmit, formState, watch, setError } = useForm<GroupFareBlockFormValues>({
    defaultValues: initialValues,
    resolver,
  });
  const errors = formState.errors;
  const isNew = target.mode === 'create';
  const visibility = watch('visibility');
  const rootError = errors.root?.message;

  const submit = handleSubmit(async (values) => {
    const result = target.mode === 'create' ? checkBlock(values, target) : checkBlock(values, target);
    if (!result.body) return;
    const problems = await onSave(result.body);
    for (const problem of problems) {
      setError(problem.path as keyof GroupFareBlockFormValues | 'root', {
        type: 'server',
        message: problem.message,
      });
    }
  });

  const moneyBox = (
    name: 'fares.adult' | 'fares.child' | 'fares.infant' | 'depositPerSeat',
    label: string,
    error: string | undefined,
    description?: string,
  ) => (
    <TextInput
      label={label}
      description={description}
      leftSection={<Text size="xs">{currency}</Text>}
      leftSectionWidth={48}
      inputWrapperOrder={underInput}
      inputMode="decimal"
      autoComplete="off"
      required={name === 'fares.adult'}
      error={message(error)}
      {...register(name)}
    />
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('label')}>
      <Stack gap="md">
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="group-fare-form-what">
          <Stack gap="sm">
            <Title order={2} fz="lg" id="group-fare-form-what">
              {t('what')}
            </Title>
            {isNew ? (
              <Controller
                control={control}
                name="kind"
                render={({ field }) => (
                  <Radio.Group
                    label={t('kind')}
                    description={t('kindHint')}
                    value={field.value}
                    onChange={(value) => field.onChange(value as GroupFareKind)}
                  >
                    <Group gap="lg" mt="xs">
                      {GroupFareKinds.map((kind) => (
                        <Radio key={kind} value={kind} label={tg(`kinds.${kind}`)} />
                      ))}
                    </Group>
                  </Radio.Group>
                )}
              />
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: isNew ? 2 : 1 }} spacing="sm">
              {isNew ? (
                <TextInput
                  label={t('code')}
                  description={t('codeHint')}
                  required
                  maxLength={GroupFareLimit.codeMaxLength}
                  autoComplete="off"
                  styles={{ input: { textTransform: 'uppercase' } }}
                  error={message(errors.code?.message)}
                  {...register('code')}
                />
              ) : null}
              <TextInput
                label={t('title')}
                description={t('titleHint')}
                required
                maxLength={GroupFareLimit.titleMaxLength}
                error={message(errors.title?.message)}
                {...register('title')}
              />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="group-fare-form-fares">
          <Stack gap="sm">
            <Title order={2} fz="lg" id="group-fare-form-fares">
              {t('fares', { currency })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('faresHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {fareFields.map((type) =>
                moneyBox(`fares.${type}`, t(`fare.${type}`), errors.fares?.[type]?.message),
              )}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('baggage')}
                required
                maxLength={GroupFareLimit.baggageMaxLength}
                error={message(errors.baggage?.message)}
                {...register('baggage')}
              />
            </SimpleGrid>
            <Textarea
              label={t('fareRules')}
              description={t('fareRulesHint')}
              required
              autosize
              minRows={3}
              maxLength={GroupFareLimit.rulesMaxLength}
              error={message(errors.fareRules?.message)}
              {...register('fareRules')}
            />
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="group-fare-form-seats">
          <Stack gap="sm">
            <Title order={2} fz="lg" id="group-fare-form-seats">
              {t('seatsAndMoney')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
              <TextInput
                label={t('totalSeats')}
                inputWrapperOrder={underInput}
                description={seatsHint}
                required
                inputMode="numeric"
                autoComplete="off"
                error={message(errors.totalSeats?.message)}
                {...register('totalSeats')}
              />
              <TextInput
                label={t('perAgencyCap')}
                inputWrapperOrder={underInput}
                description={t('perAgencyCapHint')}
                required
                inputMode="numeric"
                autoComplete="off"
                error={message(errors.perAgencyCap?.message)}
                {...register('perAgencyCap')}
              />
              {moneyBox(
                'depositPerSeat',
                t('depositPerSeat'),
                errors.depositPerSeat?.message,
                t('depositHint'),
              )}
              <TextInput
                label={t('holdMinutes')}
                inputWrapperOrder={underInput}
                description={t('holdMinutesHint', { max: GroupFareLimit.maxHoldMinutes })}
                required
                inputMode="numeric"
                autoComplete="off"
                error={message(errors.holdMinutes?.message)}
                {...register('holdMinutes')}
              />
            </SimpleGrid>
            <Controller
              control={control}
              name="depositRule"
              render={({ field }) => (
                <Radio.Group
                  label={t('depositRule')}
                  value={field.value}
                  onChange={field.onChange}
                  error={message(errors.depositRule?.message)}
                >
                  <Stack gap="xs" mt="xs">
                    {GroupFareDepositRules.map((rule) => (
                      <Radio
                        key={rule}
                        value={rule}
                        label={t(`depositRules.${rule}`)}
                        description={t(`depositRulesHint.${rule}`)}
                      />
                    ))}
                  </Stack>
                </Radio.Group>
              )}
            />
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="group-fare-form-deadlines">
          <Stack gap="sm">
            <Title order={2} fz="lg" id="group-fare-form-deadlines">
              {t('deadlines')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('deadlinesHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {deadlineFields.map((name) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field }) => (
                    <DateTimePicker
                      label={t(name)}
                      description={t(`${name}Hint`)}
                      withAsterisk
                      valueFormat="D MMM YYYY, HH:mm"
                      minDate={toTenantWallClock(Date.now())}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={message(errors[name]?.message)}
                      nextLabel={t('nextMonth')}
                      previousLabel={t('previousMonth')}
                      submitButtonProps={{ 'aria-label': t('setTime') }}
                      popoverProps={{ withinPortal: true }}
                    />
                  )}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="group-fare-form-visibility">
          <Stack gap="sm">
            <Title order={2} fz="lg" id="group-fare-form-visibility">
              {t('visibility')}
            </Title>
            <Controller
              control={control}
              name="visibility"
              render={({ field }) => (
                <Radio.Group
                  label={t('visibleTo')}
                  value={field.value}
                  onChange={(value) => field.onChange(value as GroupFareVisibility)}
                >
                  <Group gap="lg" mt="xs">
                    {GroupFareVisibilities.map((value) => (
                      <Radio key={value} value={value} label={t(`visibilities.${value}`)} />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            />
            {visibility === 'Chosen' ? (
              <Controller
                control={control}
                name="agencyIds"
                render={({ field }) => (
                  <MultiSelect
                    label={t('agencies')}
                    placeholder={field.value.length === 0 ? t('agenciesPlaceholder') : undefined}
                    data={agencies.map((agency) => ({
                      value: agency.id,
                      label: agency.code ? `${agency.name} (${agency.code})` : agency.name,
                    }))}
                    searchable
                    clearable
                    nothingFoundMessage={t('noAgency')}
                    value={field.value}
                    onChange={field.onChange}
                    error={message(errors.agencyIds?.message)}
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
              />
            ) : null}
          </Stack>
        </Paper>

        {rootError ? (
          <Alert color="red" role="alert">
            {message(rootError)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {isNew ? t('create') : t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
