import { lazy, Suspense, useRef, useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useClientState } from '../../lib/client-store';
import { useIsBrandPreview, useTenantConfig } from '../tenant-context';

const LoginModal = lazy(() => import('./login-modal'));

/**
 * The header's way into the portal: a signed-in visitor goes back to the search pad; the main tenant's login box
 * is on its home page; other tenants open their login page, or a modal when that is their login style.
 */
export function HeaderLoginAction(buttonProps: ButtonProps) {
  const { t } = useTranslation();
  const config = useTenantConfig();
  const token = useClientState((state) => state.token);
  const preview = useIsBrandPreview();
  // The back office's preview shows the brand as a visitor sees it, though the operator drawing it is signed in.
  const signedIn = token !== null && !preview;
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  if (signedIn) {
    return (
      <Button component={Link} to="/searchpad" {...buttonProps}>
        {t('nav.searchPad')}
      </Button>
    );
  }
  if (config.loginVariation === 'modal' && !config.isMain) {
    return (
      <>
        <Button ref={trigger} onClick={() => setOpened(true)} aria-haspopup="dialog" {...buttonProps}>
          {t('nav.login')}
        </Button>
        {opened ? (
          <Suspense fallback={null}>
            <LoginModal
              opened={opened}
              onClose={() => {
                setOpened(false);
                // The dialog unmounts at once, before it could hand focus back itself.
                trigger.current?.focus();
              }}
              onSignUp={() => setOpened(false)}
            />
          </Suspense>
        ) : null}
      </>
    );
  }
  return (
    <Button component={Link} to={config.isMain ? '/#login' : '/login'} {...buttonProps}>
      {t('nav.login')}
    </Button>
  );
}
