import { useState } from 'react';
import { Anchor, Button, Group, Loader, Menu, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type {
  GroupFareReservationSummary,
  GroupFareReservationTab,
  UpdateGroupFareBlockRequest,
} from '@portal/contracts';
import { GroupFareReservationTabs } from '@portal/contracts';
import { ListPage } from '../../../components/list-page/list-page';
import { PageHeader } from '../../../components/list-page/page-header';
import { useAddressFilters } from '../../../lib/address-filters';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import {
  useCloseGroupFareBlock,
  useGroupFareBlock,
  usePublishGroupFareBlock,
  useUpdateGroupFareBlock,
} from '../api/group-fare-block';
import { useGroupFareAgencies } from '../api/group-fare-flights';
import {
  useExportManifest,
  useGroupFareBlockReservations,
  useReleaseGroupFareReservation,
  type ManifestFormat,
} from '../api/group-fare-reservations';
import { ConfirmModal } from '../components/confirm-modal';
import { GroupFareFigures, GroupFareFlights, GroupFareTerms } from '../components/group-fare-block-facts';
import { GroupFareBlockForm } from '../components/group-fare-block-form';
import { groupFaresPath, GroupFareStatusBadge } from '../components/group-fare-parts';
import {
  GroupFareReservationCards,
  GroupFareReservationsTable,
} from '../components/group-fare-reservations-table';
import { blockValuesOf, serverIssuesOf } from '../utils/group-fare-block-form';
import {
  groupFareReservationFiltersFromSearch,
  groupFareReservationFiltersToSearch,
} from '../utils/group-fare-filters';
import { useGroupFareMessage } from '../utils/group-fare-message';
import '../group-fare-i18n';
import '../i18n';
import { UnavailableDetail } from '../../../components/unavailable-detail';

type Decision = 'publish' | 'close';

/**
 * /backoffice/group-fares/:blockId (ManageGroupFares): one block. Its figures, the flights, the terms (edited in
 * place), Publish and Close, the reservations agency by agency with Release, and the manifest of every named seat.
 */
export default function GroupFareBlockPage() {
  const { t } = useTranslation('backoffice', { keyPrefix: 'groupFares' });
  const { blockId = '' } = useParams();
  const block = useGroupFareBlock(blockId);
  const agencies = useGroupFareAgencies();
  const { filters, update } = useAddressFilters(
    groupFareReservationFiltersFromSearch,
    groupFareReservationFiltersToSearch,
  );
  const reservations = useGroupFareBlockReservations(blockId, filters);
  const updateBlock = useUpdateGroupFareBlock();
  const publish = usePublishGroupFareBlock();
  const close = useCloseGroupFareBlock();
  const release = useReleaseGroupFareReservation();
  const manifest = useExportManifest();
  const message = useGroupFareMessage();
  const [editing, setEditing] = useState(false);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [releasing, setReleasing] = useState<GroupFareReservationSummary | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const back = (
    <Anchor component={Link} to={groupFaresPath} size="sm">
      {t('backToList')}
    </Anchor>
  );

  if (block.isPending) return <Loader aria-label={t('loadingBlock')} />;
  if (!block.data) {
    return (
      <UnavailableDetail
        back={back}
        error={block.error}
        notFound={t('notFound')}
        failed={t('loadFailedBlock')}
        retry={t('retry')}
        onRetry={() => void block.refetch()}
      />
    );
  }
  const data = block.data;

  const onSave = async (body: UpdateGroupFareBlockRequest | object) => {
    try {
      await updateBlock.mutateAsync(body as UpdateGroupFareBlockRequest);
      showToast({ color: 'green', message: t('saved', { code: data.code }) });
      setEditing(false);
      return [];
    } catch (error) {
      return serverIssuesOf(error);
    }
  };

  const onDecide = async () => {
    if (!decision) return;
    setProblem(null);
    try {
      await (decision === 'publish' ? publish : close).mutateAsync({ blockId: data.id });
      showToast({ color: 'green', message: t(`${decision}.done`, { code: data.code }) });
      setDecision(null);
    } catch (error) {
      setProblem(message(errorMessage(error)) ?? null);
    }
  };

  const onRelease = async () => {
    if (!releasing) return;
    setProblem(null);
    try {
      await release.mutateAsync(releasing.reference);
      showToast({ color: 'green', message: t('releaseDialog.done', { reference: releasing.reference }) });
      setReleasing(null);
    } catch (error) {
      setProblem(message(errorMessage(error)) ?? null);
    }
  };

  const onExport = (format: ManifestFormat) =>
    manifest.mutate(
      { blockId: data.id, code: data.code, format },
      { onError: (error) => showToast({ color: 'red', message: message(errorMessage(error)) ?? '' }) },
    );

  return (
    <Stack gap="md">
      {back}
      <PageHeader
        title={data.title}
        intro={
          <Group gap="xs" component="span">
            <GroupFareStatusBadge status={data.status} />
            <Text span size="sm" c="dimmed">
              {t('blockLine', { code: data.code, kind: t(`kinds.${data.kind}`), route: data.route })}
            </Text>
          </Group>
        }
        actions={
          <Group gap="xs">
            {data.status !== 'Published' ? (
              <Button color="green" autoContrast onClick={() => setDecision('publish')}>
                {t('publish.button')}
              </Button>
            ) : null}
            {data.status === 'Published' ? (
              <Button variant="default" onClick={() => setDecision('close')}>
                {t('close.button')}
              </Button>
            ) : null}
            {!editing ? (
              <Button variant="default" onClick={() => setEditing(true)}>
                {t('editTerms')}
              </Button>
            ) : null}
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button variant="default" loading={manifest.isPending}>
                  {t('manifest.button')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => onExport('xlsx')}>{t('manifest.xlsx')}</Menu.Item>
                <Menu.Item onClick={() => onExport('csv')}>{t('manifest.csv')}</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        }
      />
      <GroupFareFigures block={data} />
      <GroupFareFlights block={data} />
      {editing ? (
        <GroupFareBlockForm
          initialValues={blockValuesOf(data)}
          target={{ mode: 'update', blockId: data.id }}
          currency={data.currency}
          seatsHint={t('form.seatsTakenHint', { count: data.seats.reserved + data.seats.sold })}
          agencies={agencies.data?.agencies ?? []}
          saving={updateBlock.isPending}
          onSave={onSave}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <GroupFareTerms block={data} />
      )}
      <ListPage
        t={t}
        contained={false}
        titleOrder={2}
        title={t('reservations.title')}
        filters={filters}
        update={update}
        tabs={{
          field: 'tab',
          label: t('reservations.tabsLabel'),
          items: GroupFareReservationTabs.map((value) => ({
            value: value as GroupFareReservationTab,
            label: t(`reservations.tabs.${value}`),
          })),
          countOf: (page, tab) => page.counts[tab],
        }}
        query={reservations}
        rowsOf={(page) => page.items.length}
        texts={{
          count: (total) => t('reservations.count', { count: total }),
          loadFailed: t('reservations.loadFailed'),
          loading: t('loading'),
          empty: t('empty'),
        }}
        table={(page) => <GroupFareReservationsTable rows={page.items} onRelease={setReleasing} />}
        cards={(page) => <GroupFareReservationCards rows={page.items} onRelease={setReleasing} />}
      />
      <ConfirmModal
        opened={decision !== null}
        onClose={() => {
          setDecision(null);
          setProblem(null);
        }}
        title={decision ? t(`${decision}.title`, { code: data.code }) : ''}
        shown={decision !== null}
        problem={problem}
        confirmLabel={decision ? t(`${decision}.confirm`) : ''}
        confirmColor={decision === 'publish' ? 'green' : 'red'}
        pending={publish.isPending || close.isPending}
        onConfirm={() => void onDecide()}
      >
        {decision ? <Text size="sm">{t(`${decision}.explanation`)}</Text> : null}
      </ConfirmModal>
      <ConfirmModal
        opened={releasing !== null}
        onClose={() => {
          setReleasing(null);
          setProblem(null);
        }}
        title={releasing ? t('releaseDialog.title', { reference: releasing.reference }) : ''}
        shown={releasing !== null}
        problem={problem}
        confirmLabel={t('releaseDialog.confirm')}
        confirmColor="red"
        pending={release.isPending}
        onConfirm={() => void onRelease()}
      >
        {releasing ? (
          <Text size="sm">
            {t('releaseDialog.explanation', {
              agency: releasing.agencyName,
              seats: releasing.passengers.seats,
              rule: t(`releaseDialog.rule.${data.depositRule}`),
            })}
          </Text>
        ) : null}
      </ConfirmModal>
    </Stack>
  );
}
