import { useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CreateGroupFareBlockRequest, FindGroupFareFlightsResponse } from '@portal/contracts';
import { PageHeader } from '../../../components/list-page/page-header';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { useTenantConfig } from '../../../tenant/tenant-context';
import { useCreateGroupFareBlock } from '../api/group-fare-block';
import { useFindGroupFareFlights, useGroupFareAgencies } from '../api/group-fare-flights';
import { GroupFareBlockForm } from '../components/group-fare-block-form';
import { GroupFareFindFlights } from '../components/group-fare-find-flights';
import { GroupFareFlightOptions } from '../components/group-fare-flight-options';
import {
  groupFareBlockPath,
  groupFaresPath,
  JourneyLines,
  useJourneyLabel,
} from '../components/group-fare-parts';
import { newBlockValues, serverIssuesOf } from '../utils/group-fare-block-form';
import type { FindFlightsValues } from '../utils/group-fare-find-form';
import { useGroupFareMessage } from '../utils/group-fare-message';
import { toTenantWallClock } from '../utils/tenant-wall-clock';
import '../group-fare-i18n';
import '../i18n';

const emptySearch: FindFlightsValues = {
  origin: 'DAC',
  destination: '',
  departureDate: '',
  returnDate: '',
  airline: '',
  cabin: 'Economy',
};

/**
 * /backoffice/group-fares/new (ManageGroupFares): a new block in two steps. First the airline's inventory is
 * searched and one flight and class picked (the seats it has now are the most the block can take); then the terms
 * are written, and Create takes the seats from the airline at once and opens the block's page, as a draft.
 */
export default function GroupFareNewPage() {
  const { t } = useTranslation('backoffice', { keyPrefix: 'groupFares' });
  const navigate = useNavigate();
  const config = useTenantConfig();
  const find = useFindGroupFareFlights();
  const create = useCreateGroupFareBlock();
  const agencies = useGroupFareAgencies();
  const message = useGroupFareMessage();
  const journeyLabel = useJourneyLabel();
  const [search, setSearch] = useState<FindFlightsValues>(emptySearch);
  const [found, setFound] = useState<FindGroupFareFlightsResponse | null>(null);
  const [optionId, setOptionId] = useState<string | null>(null);
  const [step, setStep] = useState<'flight' | 'terms'>('flight');
  const option = found?.options.find((candidate) => candidate.optionId === optionId) ?? null;
  const today = toTenantWallClock(Date.now()).slice(0, 10);

  const onSearch = (body: Parameters<typeof find.mutate>[0], values: FindFlightsValues) => {
    setSearch(values);
    setOptionId(null);
    find.mutate(body, { onSuccess: (answer) => setFound(answer) });
  };

  const onSave = async (body: CreateGroupFareBlockRequest | { blockId: string }) => {
    try {
      const block = await create.mutateAsync(body as CreateGroupFareBlockRequest);
      showToast({ color: 'green', message: t('created', { code: block.code }) });
      void navigate(groupFareBlockPath(block.id), { replace: true });
      return [];
    } catch (error) {
      return serverIssuesOf(error);
    }
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to={groupFaresPath} size="sm">
        {t('backToList')}
      </Anchor>
      <PageHeader
        title={t('newTitle')}
        intro={t(step === 'flight' ? 'newStepFlight' : 'newStepTerms')}
        introWidth={720}
      />
      {step === 'flight' || !option || !found ? (
        <>
          <GroupFareFindFlights
            initialValues={search}
            today={today}
            searching={find.isPending}
            onSearch={onSearch}
          />
          {find.isPending ? <Loader aria-label={t('find.searching')} /> : null}
          {find.isError ? (
            <Alert color="red" role="alert">
              {message(errorMessage(find.error))}
            </Alert>
          ) : null}
          {found && !find.isPending ? (
            found.options.length === 0 ? (
              <Alert color="orange">{t('find.none')}</Alert>
            ) : (
              <Stack gap="sm">
                <GroupFareFlightOptions options={found.options} value={optionId} onChange={setOptionId} />
                <Group justify="flex-end">
                  <Button disabled={!option || option.seatsAvailable < 1} onClick={() => setStep('terms')}>
                    {t('find.continue')}
                  </Button>
                </Group>
              </Stack>
            )
          ) : null}
        </>
      ) : (
        <>
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="group-fare-chosen">
            <Stack gap="xs">
              <Group justify="space-between" gap="xs">
                <Title order={2} fz="lg" id="group-fare-chosen">
                  {t('chosenFlight')}
                </Title>
                <Button variant="subtle" size="compact-sm" onClick={() => setStep('flight')}>
                  {t('changeFlight')}
                </Button>
              </Group>
              <Text size="sm" fw={600}>
                {option.airlineName} · {option.brandName} ·{' '}
                {t('options.seatsAvailable', { count: option.seatsAvailable })}
              </Text>
              {option.journeys.map((journey, index) => (
                <JourneyLines
                  key={`${journey.origin}-${journey.departure}`}
                  journey={journey}
                  label={journeyLabel(index, option.journeys.length)}
                />
              ))}
            </Stack>
          </Paper>
          <GroupFareBlockForm
            key={option.optionId}
            initialValues={newBlockValues(option)}
            target={{
              mode: 'create',
              flight: { searchId: found.searchId, optionId: option.optionId },
              seatsAvailable: option.seatsAvailable,
            }}
            currency={option.publishedAdultFare.currency || config.global.defaultCurrency}
            seatsHint={t('form.seatsAvailableHint', { count: option.seatsAvailable })}
            agencies={agencies.data?.agencies ?? []}
            saving={create.isPending}
            onSave={onSave}
            onCancel={() => void navigate(groupFaresPath)}
          />
        </>
      )}
    </Stack>
  );
}
