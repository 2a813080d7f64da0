import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { dataUrlOf } from '../../lib/data-url';

/**
 * The image behind a logo URL of the user context (User/GetLogo), ready for an <img>. The call needs the session's
 * bearer token, which an <img> cannot send, so the bytes are fetched and shown as a data: URL (the only kind of
 * non-site image the content security policy allows). The URL carries the logo's version, so a new logo is a new
 * cache entry and shows at once; the same logo is fetched once per visit.
 */
export function useLogoImage(logoUrl: string | null | undefined): string | null {
  const image = useQuery({
    queryKey: ['customer', 'logo', logoUrl],
    queryFn: async ({ signal }) => {
      const blob = await (await api.fetchFile(logoUrl ?? '', { signal })).blob();
      // Anything but an image (a page served in its place) is no logo: the tenant's brand shows instead.
      return blob.type.startsWith('image/') ? dataUrlOf(blob) : null;
    },
    enabled: Boolean(logoUrl),
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    // A missing or unreadable logo falls back to the tenant's brand at once rather than after retries.
    retry: false,
  });
  return logoUrl ? (image.data ?? null) : null;
}
