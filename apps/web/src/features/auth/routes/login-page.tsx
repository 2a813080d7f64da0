import { useTenantConfig, useTheme } from '../../../tenant/tenant-context';
import LoginBox from '../components/login-box';

/** /login: the tenant's login layout around the login form (non-main tenants without the modal style). */
export default function LoginPage() {
  const { LoginLayout } = useTheme();
  const config = useTenantConfig();
  return <LoginLayout form={<LoginBox />} cover={config.loginCover} />;
}
