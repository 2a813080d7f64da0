import { useState, useSyncExternalStore } from 'react';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PopupNotification } from '@portal/contracts';
import { AppLink } from '../../../components/app-link';
import { useUserContext } from '../../../lib/session/user-context';
import { useDismissPopupNotification } from '../api/dismiss-popup-notification';
import { usePopupNotifications } from '../api/get-popup-notifications';

const ownMarker = 'data-popup-notification';
const otherModal = `[role="dialog"][aria-modal="true"]:not([${ownMarker}])`;

function watchDocument(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * Whether another modal (the document prompt, a session notice, the menu drawer) is open. A popup waits for it
 * rather than stacking a second overlay and a second focus trap over it.
 */
function useOtherModalOpen(): boolean {
  return useSyncExternalStore(watchDocument, () => document.querySelector(otherModal) !== null);
}

/**
 * The search pad's popup notifications, one at a time, newest first. Closing one in any way (Got it, the X,
 * Escape, or following its link) dismisses it for good; the next one then opens.
 */
export function PopupNotifications() {
  const { t } = useTranslation('searchpad');
  const context = useUserContext();
  const popups = usePopupNotifications(context.data?.isOperator === false);
  const dismiss = useDismissPopupNotification();
  // Closed here at once, whatever the dismissal call answers; a popup whose dismissal failed comes back next visit.
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  // The popup being closed stays on screen through its closing animation, even once the list has dropped it.
  const [leaving, setLeaving] = useState<PopupNotification | null>(null);
  const otherModalOpen = useOtherModalOpen();
  const next = popups.data?.find((notification) => !closed.has(notification.id));
  const shown = leaving ?? next;

  const close = () => {
    if (leaving || !next) return;
    setLeaving(next);
    dismiss.mutate(next.id);
  };
  // The next popup opens only after this one has finished closing, so each is announced as a dialog of its own.
  const finishClosing = () => {
    if (!leaving) return;
    setClosed((previous) => new Set(previous).add(leaving.id));
    setLeaving(null);
  };

  return (
    <Modal
      opened={next !== undefined && leaving === null && !otherModalOpen}
      onClose={close}
      onExitTransitionEnd={finishClosing}
      title={shown?.title}
      centered
      closeButtonProps={{ 'aria-label': t('popup.close') }}
      attributes={{ content: { [ownMarker]: '' } }}
    >
      {shown ? (
        <Stack gap="md">
          <Badge variant="light" size="sm">
            {t(`popup.kind.${shown.kind}`)}
          </Badge>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {shown.message}
          </Text>
          <Group justify="flex-end" gap="sm">
            {shown.link ? (
              <Button component={AppLink} href={shown.link.path} variant="default" onClick={close}>
                {shown.link.label}
              </Button>
            ) : null}
            <Button onClick={close} data-autofocus>
              {t('popup.gotIt')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
