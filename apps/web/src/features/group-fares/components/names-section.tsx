import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, FileButton, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { GroupFareNameProblem, GroupFareReservation } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { useCountries } from '../api/get-countries';
import { useDownloadNameTemplate } from '../api/download-name-template';
import { useSaveNames } from '../api/save-names';
import { useUploadNames } from '../api/upload-names';
import { translateGroupFareMessage } from '../utils/group-fare-message';
import { nameProblemsOf } from '../utils/name-problems';
import { initialNames, isNameField, ZNamesForm, type NamesFormValues } from '../utils/names-form';
import { NameLineFields } from './name-line-fields';
import { NameProblems } from './name-problems';

/**
 * The passengers' names and passports: typed in (one block of boxes per passenger) or uploaded as the filled
 * template (downloaded here with one line per passenger). A list the API refuses shows its problems line by line,
 * beside the boxes they concern; nothing is stored until the whole list is right.
 */
export function NamesSection({ reservation }: { reservation: GroupFareReservation }) {
  const { t } = useTranslation('groupFares');
  const editable = reservation.actions.editNames;
  const countries = useCountries();
  const save = useSaveNames();
  const upload = useUploadNames();
  const template = useDownloadNameTemplate();
  const [problems, setProblems] = useState<GroupFareNameProblem[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NamesFormValues>({
    defaultValues: initialNames(reservation),
    // The contracts' schema checks each line as the API will; the API adds what needs the block (ages at travel,
    // passport validity, passports on other reservations).
    resolver: zodResolver(ZNamesForm) as unknown as Resolver<NamesFormValues>,
  });
  const lines = form.watch('names');

  // A typed list's problems also stand beside their boxes; an uploaded file's are listed only, since the boxes
  // do not hold what the file said.
  const refused = (error: unknown, typed: boolean) => {
    const found = nameProblemsOf(error);
    setProblems(found);
    if (found) {
      for (const problem of typed ? found : []) {
        if (problem.line >= 1 && isNameField(problem.field)) {
          form.setError(`names.${problem.line - 1}.${problem.field}`, { message: problem.message });
        }
      }
      setFailure(null);
    } else {
      setFailure(translateGroupFareMessage(t, errorMessage(error)) ?? null);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setProblems(null);
    setFailure(null);
    try {
      const saved = await save.mutateAsync({
        reference: reservation.reference,
        names: ZNamesForm.parse(values).names,
      });
      form.reset(initialNames(saved));
      showToast({ color: 'green', message: t('names.saved') });
    } catch (error) {
      refused(error, true);
    }
  });

  const sendFile = async (file: File | null) => {
    if (!file) return;
    setProblems(null);
    setFailure(null);
    try {
      const saved = await upload.mutateAsync({ reference: reservation.reference, file });
      form.reset(initialNames(saved));
      showToast({ color: 'green', message: t('names.uploaded', { count: saved.names.length }) });
    } catch (error) {
      refused(error, false);
    }
  };

  const typeLabel = (index: number) => {
    const type = lines[index]?.type ?? 'ADT';
    const number = lines.slice(0, index + 1).filter((line) => line.type === type).length;
    return t(`names.passenger.${type}`, { number });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="gf-names">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Title order={2} fz="lg" id="gf-names">
              {t('names.heading')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('names.entered', {
                entered: reservation.namesEntered,
                count:
                  reservation.passengers.adults +
                  reservation.passengers.children +
                  reservation.passengers.infants,
              })}
            </Text>
          </Stack>
          {editable ? (
            <Group gap="sm">
              <Button
                variant="default"
                loading={template.isPending}
                onClick={() =>
                  template.mutate(reservation.reference, {
                    onError: (error) => setFailure(errorMessage(error, t('names.templateFailed'))),
                  })
                }
              >
                {t('names.downloadTemplate')}
              </Button>
              <FileButton
                onChange={(file) => void sendFile(file)}
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                inputProps={{ 'aria-label': t('names.uploadNames'), 'data-testid': 'names-file' } as object}
              >
                {(props) => (
                  <Button {...props} variant="light" loading={upload.isPending}>
                    {t('names.uploadNames')}
                  </Button>
                )}
              </FileButton>
            </Group>
          ) : null}
        </Group>
        {editable ? (
          <Text size="xs" c="dimmed">
            {t('names.templateHint')}
          </Text>
        ) : null}
        {problems ? <NameProblems problems={problems} /> : null}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        {editable && countries.isPending ? (
          <Group gap="sm" role="status">
            <Loader size="xs" />
            <Text size="sm">{t('names.loading')}</Text>
          </Group>
        ) : editable ? (
          // Drawn once the countries are in, so each line's nationality shows as chosen.
          <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('names.formLabel')}>
            <Stack gap="sm">
              {lines.map((_, index) => (
                <NameLineFields
                  key={index}
                  index={index}
                  legend={typeLabel(index)}
                  register={form.register}
                  errors={form.formState.errors}
                  countries={countries.data?.countries ?? []}
                />
              ))}
              <Group justify="flex-end">
                <Button type="submit" loading={save.isPending}>
                  {t('names.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : reservation.names.length > 0 ? (
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-labelledby="gf-names">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('names.passengerColumn')}</Table.Th>
                  <Table.Th>{t('names.dateOfBirth')}</Table.Th>
                  <Table.Th>{t('names.nationality')}</Table.Th>
                  <Table.Th>{t('names.passportNumber')}</Table.Th>
                  <Table.Th>{t('names.passportExpiry')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {reservation.names.map((name, index) => (
                  <Table.Tr key={index}>
                    <Table.Td>
                      {name.title} {name.firstName} {name.lastName}{' '}
                      <Text span size="xs" c="dimmed">
                        ({t(`passengerTypes.${name.type}`)})
                      </Text>
                    </Table.Td>
                    <Table.Td>{name.dateOfBirth}</Table.Td>
                    <Table.Td>{name.nationality}</Table.Td>
                    <Table.Td ff="monospace">{name.passportNumber}</Table.Td>
                    <Table.Td>{name.passportExpiry}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text size="sm" c="dimmed">
            {t('names.notYet')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
