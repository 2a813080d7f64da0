import { useTenantConfig } from '../tenant-context';
import type { LoginLayoutProps } from '../theme-parts';
import { CenteredLoginLayout } from './centered-login-layout';
import { CoverLoginLayout, FormLeftLoginLayout } from './cover-login-layout';

/**
 * Picks the page layout for the tenant's login variation. The modal variation has no login page (the header opens
 * the form in a dialog), so should this render for it, the centered card is the closest fit.
 */
export function LoginLayoutByVariation(props: LoginLayoutProps) {
  const { loginVariation } = useTenantConfig();
  switch (loginVariation) {
    case 'cover':
      return <CoverLoginLayout {...props} />;
    case 'formleft':
      return <FormLeftLoginLayout {...props} />;
    case 'centered':
    case 'modal':
      return <CenteredLoginLayout {...props} />;
  }
}
