import { Suspense } from 'react';
import { LazyWhenVisible } from '../../../components/lazy-when-visible';
import { useLoginForm } from '../../../tenant/login-form-slot';
import { useTheme } from '../../../tenant/tenant-context';
import { BannerArea } from '../components/banner-area';
import '../i18n';

/** "/": the tenant's home from its theme, with the banner slider beside the login box, then its lazy lower sections. */
export default function HomePage() {
  const { HomeSections, LowerSections } = useTheme();
  const LoginForm = useLoginForm();
  return (
    <>
      <Suspense fallback={<div style={{ minHeight: 600 }} aria-hidden="true" />}>
        <HomeSections banners={<BannerArea />} login={<LoginForm withTitle />} />
        {/* Within the sections' boundary, so its placeholder is watched only once the sections push it below the
            fold; beside a short loading placeholder it would count as visible and load on every first visit. */}
        <LazyWhenVisible minHeight={900}>
          <LowerSections />
        </LazyWhenVisible>
      </Suspense>
    </>
  );
}
