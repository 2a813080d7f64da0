import { useUserContext } from '../../lib/session/user-context';
import { useLogoImage } from './use-logo-image';

/** The signed-in agency's own logo (spec §3 companyLogo) as a displayable URL, null while it has none. */
export function useCompanyLogo(): { image: string | null; companyName: string | null } {
  const context = useUserContext();
  const image = useLogoImage(context.data?.companyLogo);
  return { image, companyName: context.data?.companyName ?? null };
}
