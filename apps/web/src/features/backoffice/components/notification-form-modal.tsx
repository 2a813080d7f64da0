import '@mantine/dates/styles.css';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { zodResolver } from '@hookform/resolvers/zod';
import dayjs from 'dayjs';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZCreateNotificationRequest,
  notificationScheduleIssues,
  type CreateNotificationRequest,
} from '@portal/contracts';
import { FormModal } from '../../../components/form-modal';

/** The API's rules, plus the one that needs a clock (no end in the past), checked here against the browser's. */
const ZNotificationForm = ZCreateNotificationRequest.superRefine((body, ctx) => {
  for (const issue of notificationScheduleIssues(body, new Date()))
    ctx.addIssue({ code: 'custom', ...issue });
});

// The pickers speak local "YYYY-MM-DD HH:mm:ss"; the form and the API speak ISO 8601 instants.
const pickerFormat = 'YYYY-MM-DD HH:mm:ss';
const toPicker = (iso: string | undefined) => (iso ? dayjs(iso).format(pickerFormat) : null);
const fromPicker = (value: string | null) => (value ? dayjs(value).toISOString() : undefined);

// In the two-column part a hint goes under its box, so the boxes line up whatever the hints' lengths.
const hintBelow: Array<'label' | 'input' | 'description' | 'error'> = [
  'label',
  'input',
  'description',
  'error',
];

const emptyForm: CreateNotificationRequest = { title: '', message: '', linkPath: '', linkLabel: '' };

/** What the API receives: an empty link and label mean no link. */
function toRequest(values: CreateNotificationRequest): CreateNotificationRequest {
  const { linkPath, linkLabel, ...rest } = values;
  return linkPath ? { ...rest, linkPath, linkLabel } : rest;
}

/** The "New announcement" form, in a modal; the API's own message is shown when it refuses. */
export function NotificationFormModal({
  opened,
  onClose,
  onCreate,
  problem,
}: {
  opened: boolean;
  onClose: () => void;
  /** Answers whether it was stored; on a failure the form keeps what was typed. */
  onCreate: (body: CreateNotificationRequest) => Promise<boolean>;
  problem: string | null;
}) {
  const { t } = useTranslation('backoffice');
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateNotificationRequest>({
    resolver: zodResolver(ZNotificationForm),
    defaultValues: emptyForm,
  });
  const close = () => {
    reset(emptyForm);
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    if (await onCreate(toRequest(values))) reset(emptyForm);
  });
  const today = dayjs().format('YYYY-MM-DD');

  const picker = (name: 'startsAt' | 'endsAt', label: string, hint: string, placeholder: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateTimePicker
          label={label}
          description={hint}
          inputWrapperOrder={hintBelow}
          placeholder={placeholder}
          clearable
          minDate={today}
          valueFormat="D MMM YYYY, HH:mm"
          value={toPicker(field.value)}
          onChange={(value) => field.onChange(fromPicker(value))}
          onBlur={field.onBlur}
          error={errors[name]?.message}
          nextLabel={t('notifications.form.nextMonth')}
          previousLabel={t('notifications.form.previousMonth')}
          submitButtonProps={{ 'aria-label': t('notifications.form.setTime') }}
        />
      )}
    />
  );

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('notifications.new')}
      onSubmit={(event) => void submit(event)}
      submitting={isSubmitting}
      problem={problem}
      cancelLabel={t('cancel')}
      submitLabel={t('notifications.form.submit')}
    >
      <TextInput
        label={t('notifications.form.titleLabel')}
        withAsterisk
        data-autofocus
        autoComplete="off"
        error={errors.title?.message}
        {...register('title')}
      />
      <Textarea
        label={t('notifications.form.messageLabel')}
        withAsterisk
        autosize
        minRows={3}
        maxRows={8}
        error={errors.message?.message}
        {...register('message')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('notifications.form.linkPath')}
          description={t('notifications.form.linkPathHint')}
          inputWrapperOrder={hintBelow}
          placeholder="/searchpad"
          autoComplete="off"
          error={errors.linkPath?.message}
          {...register('linkPath')}
        />
        <TextInput
          label={t('notifications.form.linkLabel')}
          description={t('notifications.form.linkLabelHint')}
          inputWrapperOrder={hintBelow}
          autoComplete="off"
          error={errors.linkLabel?.message}
          {...register('linkLabel')}
        />
        {picker(
          'startsAt',
          t('notifications.form.startsAt'),
          t('notifications.form.startsAtHint'),
          t('notifications.form.now'),
        )}
        {picker(
          'endsAt',
          t('notifications.form.endsAt'),
          t('notifications.form.endsAtHint'),
          t('notifications.form.noEnd'),
        )}
      </SimpleGrid>
    </FormModal>
  );
}
