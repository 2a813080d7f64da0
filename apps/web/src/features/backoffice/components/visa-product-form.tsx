import {
  Button,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
  Input,
} from '@mantine/core';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  VisaApplicantTypes,
  VisaEntries,
  VisaTypes,
  type Country,
  type CreateVisaProductBody,
  type VisaEntriesKind,
} from '@portal/contracts';
import { errorsOf } from '../../../lib/form-errors';
import { checkProduct, type VisaProductFormValues } from '../utils/visa-product-form';
import { useVisaProductMessage } from '../utils/visa-product-message';
import { VisaChecklistEditor } from './visa-checklist-editor';
import '../../../components/visa/i18n';
import '../visa-i18n';

const resolver: Resolver<VisaProductFormValues> = (values) => {
  const result = checkProduct(values);
  return result.body
    ? { values, errors: {} }
    : { values: {}, errors: errorsOf<VisaProductFormValues>(result.issues) };
};

/**
 * A visa product as the operators write it: destination and type (one product each per tenant), what the visa gives
 * (entries, validity, stay, processing), who may apply, the fees per applicant type with the embassy's and ours
 * apart, the checklist and the notes agents read.
 */
export function VisaProductForm({
  initialValues,
  countries,
  currency,
  isNew,
  saving,
  onSave,
  onCancel,
}: {
  initialValues: VisaProductFormValues;
  countries: readonly Country[];
  currency: string;
  /** A new product chooses its destination and type; a kept one shows them. */
  isNew: boolean;
  saving: boolean;
  onSave: (body: CreateVisaProductBody) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'visaProducts' });
  const { t: tp } = useTranslation('visaParts');
  const message = useVisaProductMessage();
  const { control, register, handleSubmit, formState } = useForm<VisaProductFormValues>({
    defaultValues: initialValues,
    resolver,
  });
  const errors = formState.errors;
  const countryOptions = countries.map((country) => ({ value: country.code, label: country.name }));
  const feeError = (type: string, field: 'governmentFee' | 'serviceFee') =>
    message(
      (errors.fees as Record<string, Record<string, { message?: string }>> | undefined)?.[type]?.[field]
        ?.message,
    );

  const submit = handleSubmit((values) => {
    const { body } = checkProduct(values);
    if (body) onSave(body);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('form.label')}>
      <Stack gap="md">
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="visa-form-visa">
          <Stack gap="sm">
            <Title order={2} fz="lg" id="visa-form-visa">
              {t('form.visa')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              <Controller
                control={control}
                name="destination"
                render={({ field }) => (
                  <Select
                    label={t('form.destination')}
                    placeholder={t('form.choose')}
                    data={countryOptions}
                    searchable
                    required
                    disabled={!isNew}
                    value={field.value}
                    onChange={field.onChange}
                    error={message(errors.destination?.message)}
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
              />
              <Controller
                control={control}
                name="visaType"
                render={({ field }) => (
                  <Select
                    label={t('form.visaType')}
                    placeholder={t('form.choose')}
                    data={VisaTypes.map((type) => ({ value: type, label: tp(`visaTypes.${type}`) }))}
                    required
                    disabled={!isNew}
                    value={field.value}
                    onChange={field.onChange}
                    error={message(errors.visaType?.message)}
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
              />
              <TextInput
                label={t('form.title')}
                required
                maxLength={120}
                error={message(errors.title?.message)}
                {...register('title')}
              />
            </SimpleGrid>
            <Controller
              control={control}
              name="entries"
              render={({ field }) => (
                <Input.Wrapper label={t('form.entries')}>
                  <div>
                    <SegmentedControl
                      aria-label={t('form.entries')}
                      value={field.value}
                      onChange={(value) => field.onChange(value as VisaEntriesKind)}
                      data={VisaEntries.map((value) => ({ value, label: tp(`entries.${value}`) }))}
                    />
                  </div>
                </Input.Wrapper>
              )}
            />
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              {(['validityDays', 'stayDays', 'processingDays'] as const).map((name) => (
                <TextInput
                  key={name}
                  label={t(`form.${name}`)}
                  description={t(`form.${name}Hint`)}
                  inputMode="numeric"
                  required
                  error={message(errors[name]?.message)}
                  {...register(name)}
                />
              ))}
            </SimpleGrid>
            <Controller
              control={control}
              name="nationalities"
              render={({ field }) => (
                <MultiSelect
                  label={t('form.nationalities')}
                  description={t('form.nationalitiesHint')}
                  data={countryOptions}
                  searchable
                  required
                  value={field.value}
                  onChange={field.onChange}
                  error={message(errors.nationalities?.message ?? errors.nationalities?.root?.message)}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="visa-form-fees">
          <Stack gap="sm">
            <Title order={2} fz="lg" id="visa-form-fees">
              {t('form.fees', { currency })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('form.feesHint')}
            </Text>
            <Table.ScrollContainer minWidth={480}>
              <Table verticalSpacing="xs" aria-labelledby="visa-form-fees">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('form.applicant')}</Table.Th>
                    <Table.Th>{t('form.governmentFee')}</Table.Th>
                    <Table.Th>{t('form.serviceFee')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {VisaApplicantTypes.map((type) => (
                    <Table.Tr key={type}>
                      <Table.Th scope="row" fw={500}>
                        {tp(`applicantType.${type}`)}
                      </Table.Th>
                      {(['governmentFee', 'serviceFee'] as const).map((field) => (
                        <Table.Td key={field}>
                          <TextInput
                            aria-label={t(`form.${field}Of`, { type: tp(`applicantType.${type}`) })}
                            leftSection={<Text size="xs">{currency}</Text>}
                            leftSectionWidth={48}
                            inputMode="decimal"
                            autoComplete="off"
                            error={feeError(type, field)}
                            {...register(`fees.${type}.${field}`)}
                          />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="visa-form-checklist">
          <Stack gap="sm">
            <Title order={2} fz="lg" id="visa-form-checklist">
              {t('form.checklist')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('form.checklistHint')}
            </Text>
            <VisaChecklistEditor control={control} register={register} errors={errors} message={message} />
          </Stack>
        </Paper>
        <Textarea
          label={t('form.notes')}
          description={t('form.notesHint')}
          autosize
          minRows={3}
          maxLength={2000}
          error={message(errors.notes?.message)}
          {...register('notes')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {isNew ? t('form.create') : t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
