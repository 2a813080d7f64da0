import { useLocation, useNavigate } from 'react-router';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GroupFareKind } from '@portal/contracts';
import { resultsPath, searchFromAddress } from '../utils/search-url';
import { GroupFareSearchForm } from './group-fare-search-form';
import '../i18n';

/** One kind's search pad tab: what it sells in a line, and the search opening the kind's results. */
function GroupFareSearchPanel({ kind }: { kind: GroupFareKind }) {
  const { t } = useTranslation('groupFares');
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t(`search.intro.${kind}`)}
      </Text>
      <GroupFareSearchForm
        kind={kind}
        initial={searchFromAddress(new URLSearchParams(search))}
        onSearch={(filters) => void navigate(resultsPath(kind, filters))}
      />
    </Stack>
  );
}

/** The search pad's Xclusive Fares tab (spec §2 /searchpad/xclusive, UsexClusiveFares). */
export function XclusiveSearchPanel() {
  return <GroupFareSearchPanel kind="Xclusive" />;
}

/** The search pad's Umrah tab (spec §2 /searchpad/umrah, AccessUmrahFares). */
export function UmrahSearchPanel() {
  return <GroupFareSearchPanel kind="Umrah" />;
}

/** The search pad's Group Fares tab (spec §2 /searchpad/groupfares, AccessGroupFares). */
export function GroupSearchPanel() {
  return <GroupFareSearchPanel kind="Group" />;
}
