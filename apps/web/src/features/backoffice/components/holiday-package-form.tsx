import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Controller, useFieldArray, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  HolidayCatalogueLimit,
  HolidayLimit,
  HolidayPackageTypes,
  type CreatePackageBody,
  type UpdatePackageBody,
} from '@portal/contracts';
import { addDays, tenantToday } from '../../../components/flight-search/tenant-today';
import {
  CatalogueMessageKeys,
  checkPackageForm,
  emptyDeparture,
  PriceFormatIssue,
  type PackageFormValues,
} from '../utils/holiday-package-form';

/** Errors at dotted paths (departures.2.adultPrice) as the nested object the form reads them from. */
function nestedErrors(issues: { path: string; message: string }[]): FieldErrors<PackageFormValues> {
  const root: Record<string, unknown> = {};
  for (const issue of issues) {
    const keys = issue.path.split('.');
    let node = root;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        node[key] ??= { type: 'validate', message: issue.message };
      } else {
        node[key] ??= /^\d+$/.test(keys[index + 1] ?? '') ? [] : {};
        node = node[key] as Record<string, unknown>;
      }
    });
  }
  return root as FieldErrors<PackageFormValues>;
}

/**
 * The package editor: what the package is, the money rules, the itinerary by day, what is included and not, and
 * the departures with their seats and prices. A departure with seats taken keeps them: its seats cannot go below
 * what is taken and it cannot be removed. Saving sends the whole package; the server's refusal shows above Save.
 */
export function HolidayPackageForm({
  packageId,
  initialValues,
  onSave,
  saving,
  problem,
}: {
  packageId: string | null;
  initialValues: PackageFormValues;
  onSave: (body: CreatePackageBody | UpdatePackageBody) => void;
  saving: boolean;
  problem: string | null;
}) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'holidayCatalogue' });
  const { t: parts } = useTranslation('holidayParts');
  const resolver: Resolver<PackageFormValues> = (values) => {
    const checked = checkPackageForm(values, packageId);
    return checked.body ? { values, errors: {} } : { values: {}, errors: nestedErrors(checked.issues) };
  };
  const form = useForm<PackageFormValues>({ defaultValues: initialValues, resolver, mode: 'onSubmit' });
  const { control, register, formState, handleSubmit, watch } = form;
  const itinerary = useFieldArray({ control, name: 'itinerary' });
  const departures = useFieldArray({ control, name: 'departures' });
  const errors = formState.errors;
  const nights = watch('nights');
  const message = (text: string | undefined, field: string) => {
    if (!text) return undefined;
    if (text === PriceFormatIssue) return t('editor.issues.price');
    const key = CatalogueMessageKeys.get(text);
    return key ? t(`editor.catalogueMessages.${key}`) : t(`editor.issues.${field}`, { defaultValue: text });
  };
  const departureValues = watch('departures');

  return (
    <form
      noValidate
      aria-label={t('editor.formLabel')}
      onSubmit={handleSubmit((values) => {
        const checked = checkPackageForm(values, packageId);
        if (checked.body) onSave(checked.body);
      })}
    >
      <Stack gap="md">
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="editor-basics">
          <Stack gap="sm">
            <Title order={2} size="h4" id="editor-basics">
              {t('editor.basics')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                label={t('editor.code')}
                description={t('editor.codeHint')}
                withAsterisk
                maxLength={24}
                {...register('code')}
                error={message(errors.code?.message, 'code')}
              />
              <TextInput
                label={t('editor.titleField')}
                withAsterisk
                maxLength={HolidayCatalogueLimit.maxTitleLength}
                {...register('title')}
                error={message(errors.title?.message, 'title')}
                style={{ gridColumn: 'span 2' }}
              />
            </SimpleGrid>
            <Textarea
              label={t('editor.summary')}
              withAsterisk
              autosize
              minRows={2}
              maxLength={HolidayCatalogueLimit.maxSummaryLength}
              {...register('summary')}
              error={message(errors.summary?.message, 'summary')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
              <Controller
                control={control}
                name="type"
                render={({ field }) => (
                  <Select
                    label={t('editor.type')}
                    data={HolidayPackageTypes.map((type) => ({ value: type, label: parts(`types.${type}`) }))}
                    value={field.value}
                    onChange={(value) => value && field.onChange(value)}
                    allowDeselect={false}
                  />
                )}
              />
              <Controller
                control={control}
                name="cityCodes"
                render={({ field }) => (
                  <TagsInput
                    label={t('editor.cities')}
                    description={t('editor.citiesHint')}
                    withAsterisk
                    value={field.value}
                    onChange={(codes) => field.onChange(codes.map((code) => code.trim().toUpperCase()))}
                    maxTags={HolidayCatalogueLimit.maxCities}
                    error={message(errors.cityCodes?.message, 'cityCodes')}
                  />
                )}
              />
              <Controller
                control={control}
                name="rating"
                render={({ field }) => (
                  <NumberInput
                    label={t('editor.rating')}
                    min={1}
                    max={5}
                    allowDecimal={false}
                    {...field}
                    onChange={(value) => field.onChange(Number(value) || 0)}
                    error={message(errors.rating?.message, 'rating')}
                  />
                )}
              />
              <Controller
                control={control}
                name="hotelClass"
                render={({ field }) => (
                  <NumberInput
                    label={t('editor.hotelClass')}
                    min={1}
                    max={5}
                    allowDecimal={false}
                    {...field}
                    onChange={(value) => field.onChange(Number(value) || 0)}
                    error={message(errors.hotelClass?.message, 'hotelClass')}
                  />
                )}
              />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="editor-money">
          <Stack gap="sm">
            <Title order={2} size="h4" id="editor-money">
              {t('editor.money')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <Controller
                control={control}
                name="nights"
                render={({ field }) => (
                  <NumberInput
                    label={t('editor.nights')}
                    min={1}
                    max={HolidayLimit.maxNights}
                    allowDecimal={false}
                    {...field}
                    onChange={(value) => field.onChange(Number(value) || 0)}
                    error={message(errors.nights?.message, 'nights')}
                  />
                )}
              />
              <Controller
                control={control}
                name="depositPercent"
                render={({ field }) => (
                  <NumberInput
                    label={t('editor.deposit')}
                    description={t('editor.depositHint')}
                    suffix=" %"
                    min={0}
                    max={100}
                    allowDecimal={false}
                    {...field}
                    onChange={(value) => field.onChange(Number(value) || 0)}
                    error={message(errors.depositPercent?.message, 'depositPercent')}
                  />
                )}
              />
              <Controller
                control={control}
                name="balanceDaysBeforeDeparture"
                render={({ field }) => (
                  <NumberInput
                    label={t('editor.balanceDays')}
                    description={t('editor.balanceDaysHint')}
                    min={0}
                    max={HolidayLimit.maxBalanceDaysBeforeDeparture}
                    allowDecimal={false}
                    {...field}
                    onChange={(value) => field.onChange(Number(value) || 0)}
                    error={message(errors.balanceDaysBeforeDeparture?.message, 'balanceDays')}
                  />
                )}
              />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="editor-itinerary">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h4" id="editor-itinerary">
                {t('editor.itinerary')}
              </Title>
              <Button
                variant="light"
                size="compact-sm"
                disabled={itinerary.fields.length >= nights + 1}
                onClick={() => itinerary.append({ title: '', description: '' })}
              >
                {t('editor.addDay')}
              </Button>
            </Group>
            {errors.itinerary?.message || errors.itinerary?.root?.message ? (
              <Text c="red" size="sm" role="alert">
                {message(errors.itinerary.message ?? errors.itinerary.root?.message, 'itinerary')}
              </Text>
            ) : null}
            {itinerary.fields.map((day, index) => (
              <Group
                key={day.id}
                align="flex-start"
                gap="sm"
                wrap="nowrap"
                role="group"
                aria-label={t('editor.day', { number: index + 1 })}
              >
                <Text fw={700} size="sm" w={56} pt={30}>
                  {t('editor.day', { number: index + 1 })}
                </Text>
                <Stack gap={6} style={{ flex: 1 }}>
                  <TextInput
                    label={t('editor.dayTitle', { number: index + 1 })}
                    maxLength={120}
                    {...register(`itinerary.${index}.title`)}
                    error={message(errors.itinerary?.[index]?.title?.message, 'dayTitle')}
                  />
                  <Textarea
                    label={t('editor.dayDescription', { number: index + 1 })}
                    autosize
                    minRows={2}
                    maxLength={2000}
                    {...register(`itinerary.${index}.description`)}
                    error={message(errors.itinerary?.[index]?.description?.message, 'dayDescription')}
                  />
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={30}
                  aria-label={t('editor.removeDay', { number: index + 1 })}
                  disabled={itinerary.fields.length <= 1}
                  onClick={() => itinerary.remove(index)}
                >
                  ✕
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </Paper>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Textarea
            label={t('editor.inclusions')}
            description={t('editor.oneLine')}
            withAsterisk
            autosize
            minRows={4}
            {...register('inclusions')}
            error={message(errors.inclusions?.message, 'inclusions')}
          />
          <Textarea
            label={t('editor.exclusions')}
            description={t('editor.oneLine')}
            autosize
            minRows={4}
            {...register('exclusions')}
            error={message(errors.exclusions?.message, 'exclusions')}
          />
        </SimpleGrid>

        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="editor-departures">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h4" id="editor-departures">
                {t('editor.departures')}
              </Title>
              <Button
                variant="light"
                size="compact-sm"
                disabled={departures.fields.length >= HolidayCatalogueLimit.maxDepartures}
                onClick={() => departures.append(emptyDeparture(addDays(tenantToday(), 30)))}
              >
                {t('editor.addDeparture')}
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              {t('editor.departuresHint')}
            </Text>
            {departures.fields.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('editor.noDepartures')}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={860} type="native">
                <Table verticalSpacing={6} aria-labelledby="editor-departures">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('editor.departsOn')}</Table.Th>
                      <Table.Th>{t('editor.seats')}</Table.Th>
                      <Table.Th>{t('editor.adultPrice')}</Table.Th>
                      <Table.Th>{t('editor.childPrice')}</Table.Th>
                      <Table.Th>{t('editor.infantPrice')}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {departures.fields.map((departure, index) => {
                      const current = departureValues[index];
                      const taken = current?.seatsTaken ?? 0;
                      const locked = taken > 0 || current?.past === true;
                      const rowErrors = errors.departures?.[index];
                      const name = (field: string) =>
                        t('editor.departureField', { field, number: index + 1 });
                      return (
                        <Table.Tr key={departure.id}>
                          <Table.Td>
                            <TextInput
                              type="date"
                              aria-label={name(t('editor.departsOn'))}
                              disabled={current?.past === true}
                              {...register(`departures.${index}.departsOn`)}
                              error={message(rowErrors?.departsOn?.message, 'departsOn')}
                            />
                          </Table.Td>
                          <Table.Td>
                            <Controller
                              control={control}
                              name={`departures.${index}.seatsTotal`}
                              render={({ field }) => (
                                <NumberInput
                                  aria-label={name(t('editor.seats'))}
                                  min={Math.max(1, taken)}
                                  max={HolidayCatalogueLimit.maxSeatsPerDeparture}
                                  allowDecimal={false}
                                  w={90}
                                  {...field}
                                  onChange={(value) => field.onChange(Number(value) || 0)}
                                  description={taken > 0 ? t('editor.taken', { count: taken }) : undefined}
                                  error={message(rowErrors?.seatsTotal?.message, 'seats')}
                                />
                              )}
                            />
                          </Table.Td>
                          {(['adultPrice', 'childPrice', 'infantPrice'] as const).map((field) => (
                            <Table.Td key={field}>
                              <TextInput
                                aria-label={name(t(`editor.${field}`))}
                                inputMode="decimal"
                                w={130}
                                {...register(`departures.${index}.${field}`)}
                                error={message(rowErrors?.[field]?.message, 'price')}
                              />
                            </Table.Td>
                          ))}
                          <Table.Td>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={t('editor.removeDeparture', { number: index + 1 })}
                              disabled={locked}
                              title={locked ? t('editor.cannotRemove') : undefined}
                              onClick={() => departures.remove(index)}
                            >
                              ✕
                            </ActionIcon>
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        </Paper>

        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : formState.isSubmitted && !formState.isValid ? (
          <Alert color="orange" role="alert">
            {t('editor.fixFields')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {packageId ? t('editor.save') : t('editor.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
