import { useState } from 'react';
import { Alert, Button, Group, Modal, Radio, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FlightOrder } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { useExtendTimeLimit, useTimeLimitExtension } from '../api/time-limit-extension';
import { timeLimitSteps } from '../utils/time-limit-steps';

/**
 * Extends a held booking's time limit: shows the current and the latest limit the airline allows, offers a few
 * steps up to that latest, and asks the airline for the chosen one. When the airline extends no further it says so
 * and offers nothing to submit.
 */
export function ExtendTimeLimitModal({
  order,
  opened,
  onClose,
  onExtended,
}: {
  order: FlightOrder;
  opened: boolean;
  onClose: () => void;
  onExtended: (order: FlightOrder) => void;
}) {
  const { t } = useTranslation('flightOrderExtras');
  const time = useTenantDateTime();
  const extension = useTimeLimitExtension(order.orderReference, opened);
  const extend = useExtendTimeLimit();
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const offer = extension.data;
  const steps = offer && offer.extendable ? timeLimitSteps(offer.timeLimit, offer.latestTimeLimit) : [];
  // The latest is the usual wish, so it is picked until the agent picks another.
  const selected = steps.find((step) => step.at === chosen)?.at ?? steps.at(-1)?.at ?? null;

  const close = () => {
    setChosen(null);
    setProblem(null);
    extend.reset();
    onClose();
  };

  const submit = async () => {
    if (!selected) return;
    setProblem(null);
    try {
      const { order: extended } = await extend.mutateAsync({
        orderReference: order.orderReference,
        timeLimit: selected,
      });
      close();
      onExtended(extended);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={extend.isPending ? () => undefined : close}
      title={t('extend.title', { reference: order.orderReference })}
      centered
      closeButtonProps={{ 'aria-label': t('extend.close') }}
    >
      <Stack gap="md">
        {extension.isPending ? (
          <Stack gap={8} role="status" aria-label={t('extend.loading')}>
            <Skeleton h={24} />
            <Skeleton h={24} />
            <Skeleton h={24} />
          </Stack>
        ) : null}
        {extension.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(extension.error, t('extend.loadFailed'))}
          </Alert>
        ) : null}
        {offer ? (
          <SimpleGrid component="dl" cols={2} spacing="md" m={0}>
            <div>
              <Text component="dt" size="xs" c="dimmed">
                {t('extend.current')}
              </Text>
              <Text component="dd" m={0} fw={600} data-testid="current-time-limit">
                {time(offer.timeLimit)}
              </Text>
            </div>
            <div>
              <Text component="dt" size="xs" c="dimmed">
                {t('extend.latest')}
              </Text>
              <Text component="dd" m={0} fw={600} data-testid="latest-time-limit">
                {offer.latestTimeLimit ? time(offer.latestTimeLimit) : t('extend.noLatest')}
              </Text>
            </div>
          </SimpleGrid>
        ) : null}
        {offer && steps.length === 0 ? (
          <Alert color="yellow" role="status">
            {t('extend.notExtendable')}
          </Alert>
        ) : null}
        {steps.length > 0 ? (
          <Radio.Group label={t('extend.choose')} value={selected} onChange={setChosen}>
            <Stack gap="xs" mt="xs">
              {steps.map((step) => (
                <Radio
                  key={step.key}
                  value={step.at}
                  label={
                    step.hours === null
                      ? t('extend.latestOption', { time: time(step.at) })
                      : t('extend.hours', { hours: step.hours, time: time(step.at) })
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
        ) : null}
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={extend.isPending}>
            {steps.length > 0 ? t('extend.cancel') : t('extend.close')}
          </Button>
          {steps.length > 0 ? (
            <Button onClick={() => void submit()} loading={extend.isPending}>
              {t('extend.confirm')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
