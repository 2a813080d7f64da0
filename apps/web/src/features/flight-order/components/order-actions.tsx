import { Button, Group, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FlightOrder } from '@portal/contracts';
import { PrintDocuments, printPreviewPath } from '../utils/print-links';

export interface ActionPermissions {
  issue: boolean;
  cancel: boolean;
  print: boolean;
  history: boolean;
  extend: boolean;
}

/**
 * What may be done with the order now: only the actions its status allows (order.actions) that the user's
 * permissions allow too. Print opens the chosen document's preview in a new tab. A held booking's time limit can
 * be extended with ExtendTimeLimit.
 */
export function OrderActions({
  order,
  allowed,
  onIssue,
  onCancel,
  onHistory,
  onExtend,
}: {
  order: FlightOrder;
  allowed: ActionPermissions;
  onIssue: () => void;
  onCancel: () => void;
  onHistory: () => void;
  onExtend: () => void;
}) {
  const { t } = useTranslation('flightOrder');
  const { t: tx } = useTranslation('flightOrderExtras');
  const canIssue = order.actions.issue && allowed.issue;
  const canCancel = order.actions.cancel && allowed.cancel;
  const canPrint = order.actions.print && allowed.print;
  const canExtend = order.status === 'OnHold' && order.timeLimit !== null && allowed.extend;
  if (!canIssue && !canCancel && !canPrint && !canExtend && !allowed.history) return null;

  return (
    <Group gap="sm" role="group" aria-label={t('actions.label')}>
      {canIssue ? <Button onClick={onIssue}>{t('actions.issue')}</Button> : null}
      {canExtend ? (
        <Button variant="light" onClick={onExtend}>
          {tx('extend.action')}
        </Button>
      ) : null}
      {canCancel ? (
        <Button variant="outline" color="red" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
      ) : null}
      {canPrint ? (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button variant="default">{t('actions.print')}</Button>
          </Menu.Target>
          <Menu.Dropdown>
            {PrintDocuments.map((document) => (
              <Menu.Item
                key={document.key}
                component="a"
                href={printPreviewPath(order.orderReference, document.typeId)}
                target="_blank"
                rel="noopener"
              >
                {t(`actions.documents.${document.key}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ) : null}
      {allowed.history ? (
        <Button variant="subtle" onClick={onHistory}>
          {t('actions.history')}
        </Button>
      ) : null}
    </Group>
  );
}
