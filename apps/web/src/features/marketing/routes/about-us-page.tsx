import { useTheme } from '../../../tenant/tenant-context';

/**
 * /about-us: the tenant's configured story, strengths, goals and team. The layout belongs to the tenant's theme
 * (spec: the theme chooses the about-us sections), so the page only places the theme's sections.
 */
export default function AboutUsPage() {
  const { AboutUsSections } = useTheme();
  return <AboutUsSections />;
}
