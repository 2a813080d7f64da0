import { Button, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PayInMethod } from '@portal/contracts';
import { usePayInLabels } from '../../../lib/pay-in-labels';
import { DepositPages } from '../utils/deposit-methods';

/** The six deposit pages side by side; the open one is marked as the current page. */
export function MethodSwitcher({ current }: { current: PayInMethod }) {
  const { t } = useTranslation('deposit');
  const labels = usePayInLabels();
  return (
    <nav aria-label={t('switcher.label')}>
      <SimpleGrid
        component="ul"
        cols={{ base: 2, xs: 3, lg: 6 }}
        spacing="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {DepositPages.map((page) => {
          const active = page.method === current;
          return (
            <li key={page.path}>
              <Button
                component={Link}
                to={page.path}
                replace
                fullWidth
                variant={active ? 'filled' : 'default'}
                aria-current={active ? 'page' : undefined}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.2 } }}
                h={44}
              >
                {labels.method(page.method)}
              </Button>
            </li>
          );
        })}
      </SimpleGrid>
    </nav>
  );
}
