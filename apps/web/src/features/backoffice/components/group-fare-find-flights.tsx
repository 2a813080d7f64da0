import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TravelClasses, type FindGroupFareFlightsRequest } from '@portal/contracts';
import { errorsOf } from '../../../lib/form-errors';
import { checkFindFlights, type FindFlightsValues } from '../utils/group-fare-find-form';
import { useGroupFareMessage } from '../utils/group-fare-message';

const resolver: Resolver<FindFlightsValues> = (values) => {
  const result = checkFindFlights(values);
  return result.body
    ? { values, errors: {} }
    : { values: {}, errors: errorsOf<FindFlightsValues>(result.issues) };
};

/** Step 1 of a new block: where and when the seats fly, as the airline's inventory is searched. */
export function GroupFareFindFlights({
  initialValues,
  today,
  searching,
  onSearch,
}: {
  initialValues: FindFlightsValues;
  today: string;
  searching: boolean;
  onSearch: (body: FindGroupFareFlightsRequest, values: FindFlightsValues) => void;
}) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'groupFares.find' });
  const message = useGroupFareMessage();
  const { control, register, handleSubmit, formState, watch } = useForm<FindFlightsValues>({
    defaultValues: initialValues,
    resolver,
  });
  const errors = formState.errors;
  const departureDate = watch('departureDate');
  const submit = handleSubmit((values) => {
    const { body } = checkFindFlights(values);
    if (body) onSearch(body, values);
  });
  const upper = { style: { textTransform: 'uppercase' as const } };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="group-fare-find">
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('label')}>
        <Stack gap="sm">
          <Title order={2} fz="lg" id="group-fare-find">
            {t('title')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            <TextInput
              label={t('origin')}
              description={t('airportHint')}
              required
              maxLength={3}
              autoComplete="off"
              error={message(errors.origin?.message)}
              styles={{ input: upper.style }}
              {...register('origin')}
            />
            <TextInput
              label={t('destination')}
              description={t('airportHint')}
              required
              maxLength={3}
              autoComplete="off"
              error={message(errors.destination?.message)}
              styles={{ input: upper.style }}
              {...register('destination')}
            />
            <Controller
              control={control}
              name="cabin"
              render={({ field }) => (
                <Select
                  label={t('cabin')}
                  description={t('cabinHint')}
                  data={TravelClasses.map((value) => ({ value, label: t(`cabins.${value}`) }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? 'Economy')}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <TextInput
              type="date"
              label={t('departureDate')}
              description={t('departureHint')}
              required
              min={today}
              error={message(errors.departureDate?.message)}
              {...register('departureDate')}
            />
            <TextInput
              type="date"
              label={t('returnDate')}
              description={t('returnHint')}
              min={departureDate || today}
              error={message(errors.returnDate?.message)}
              {...register('returnDate')}
            />
            <TextInput
              label={t('airline')}
              description={t('airlineHint')}
              maxLength={2}
              autoComplete="off"
              error={message(errors.airline?.message)}
              styles={{ input: upper.style }}
              {...register('airline')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={searching}>
              {t('submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
