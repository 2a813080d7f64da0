import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useScopeName } from '../api/get-scope-name';
import type { ReportFilters } from '../utils/report-filters';

/**
 * The branch or staff member the head office narrowed the reports to (from a line of the sales report by branch or
 * staff), named, with a button back to the whole agency.
 */
export function ScopeFilter({
  filters,
  onChange,
}: {
  filters: ReportFilters;
  onChange: (change: Partial<ReportFilters>) => void;
}) {
  const { t } = useTranslation('reports');
  const name = useScopeName(filters);
  if (!filters.branchId && !filters.staffId) return null;
  const label = filters.staffId
    ? t('scope.staff', { name: name ?? t('scope.oneStaff') })
    : t('scope.branch', {
        name: filters.branchId === 'head' ? t('headOffice') : (name ?? t('scope.oneBranch')),
      });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('scope.label')}
      </Text>
      <Button
        variant="light"
        onClick={() => onChange({ branchId: null, staffId: null })}
        rightSection={<span aria-hidden="true">×</span>}
        aria-label={t('scope.clear', { scope: label })}
      >
        {label}
      </Button>
    </Stack>
  );
}
