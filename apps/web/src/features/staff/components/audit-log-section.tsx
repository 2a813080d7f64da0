import { Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AgencyAuditTargetTypes, type AgencyAuditEntry } from '@portal/contracts';
import { ListPage } from '../../../components/list-page/list-page';
import { MoneyCard, MoneyCards } from '../../../components/money-cards';
import { MoneyTable, NoWrapCell } from '../../../components/money-table';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { useAuditLog } from '../api/load-audit-log';
import { describeChange } from '../utils/audit-changes';
import { useTabFilters } from '../hooks/use-tab-filters';
import {
  auditFilterKeys,
  auditFiltersFromSearch,
  auditFiltersToSearch,
  type AuditFilters,
} from '../utils/audit-filters';

/** What changed in an entry, field by field. */
function Changes({ changes }: { changes: AgencyAuditEntry['changes'] }) {
  const { t } = useTranslation('staff');
  if (!changes || Object.keys(changes).length === 0) return null;
  return (
    <Stack gap={0}>
      {Object.entries(changes).map(([field, [before, after]]) => (
        <Text key={field} size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {describeChange(field, before, after, t)}
        </Text>
      ))}
    </Stack>
  );
}

/** Every change to the agency's office (staff, roles, branches, company, documents), newest first, by kind. */
export function AuditLogSection() {
  const { t } = useTranslation('staff');
  const at = useTenantDateTime();
  const { filters, update } = useTabFilters(auditFiltersFromSearch, auditFiltersToSearch, auditFilterKeys);
  const log = useAuditLog(filters);
  const kind = (type: string) => t(`audit.types.${type}`, { defaultValue: type });

  return (
    <ListPage
      t={t}
      contained={false}
      titleOrder={2}
      title={t('audit.title')}
      intro={t('audit.intro')}
      filterBar={
        <Group align="flex-end">
          <NativeSelect
            label={t('audit.filter')}
            value={filters.type}
            onChange={(event) => update({ type: event.currentTarget.value as AuditFilters['type'] })}
            data={[
              { value: 'all', label: t('audit.allTypes') },
              ...AgencyAuditTargetTypes.map((type) => ({ value: type, label: kind(type) })),
            ]}
            w={{ base: '100%', xs: 240 }}
          />
        </Group>
      }
      filters={filters}
      update={update}
      query={log}
      rowsOf={(page) => page.events.length}
      texts={{
        count: (total) => t('audit.count', { count: total }),
        loadFailed: t('audit.loadFailed'),
        loading: t('list.loading'),
        empty: t('list.empty'),
      }}
      table={(page) => (
        <MoneyTable
          label={t('audit.title')}
          minWidth={800}
          columns={[
            { label: t('audit.when') },
            { label: t('audit.who') },
            { label: t('audit.kind') },
            { label: t('audit.what') },
          ]}
        >
          {page.events.map((entry) => (
            <Table.Tr key={entry.eventId}>
              <NoWrapCell>{at(entry.at)}</NoWrapCell>
              <Table.Td>{entry.actorName}</Table.Td>
              <Table.Td>{kind(entry.targetType)}</Table.Td>
              <Table.Td>
                <Text size="sm">{entry.summary}</Text>
                <Changes changes={entry.changes} />
              </Table.Td>
            </Table.Tr>
          ))}
        </MoneyTable>
      )}
      cards={(page) => (
        <MoneyCards label={t('audit.title')}>
          {page.events.map((entry) => (
            <MoneyCard
              key={entry.eventId}
              reference={entry.actorName}
              isName
              status={<Text size="xs">{kind(entry.targetType)}</Text>}
            >
              <Text size="xs" c="dimmed">
                {at(entry.at)}
              </Text>
              <Text size="sm">{entry.summary}</Text>
              <Changes changes={entry.changes} />
            </MoneyCard>
          ))}
        </MoneyCards>
      )}
    />
  );
}
