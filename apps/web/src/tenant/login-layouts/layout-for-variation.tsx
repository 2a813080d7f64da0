import { useTenantConfig } from '../tenant-context';
import type { LoginLayoutProps } from '../theme-parts';
import { CenteredLoginLayout } from './centered-login-layout';
import { CoverLoginLayout } from './cover-login-layout';
import { FormLeftLoginLayout } from './form-left-login-layout';

/**
 * Picks the page layout for the tenant's login variation. The modal variation has no login page (the header opens
 * the form in a dialog), but the invitation page still needs a frame for its form: the centered card fits best.
 */
export default function LayoutForVariation(props: LoginLayoutProps) {
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
