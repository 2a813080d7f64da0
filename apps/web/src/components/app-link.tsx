import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';

type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A link that stays in the app for site paths ("/agent") and opens other sites in a new tab. */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ href, ...rest }, ref) {
  if (href.startsWith('/') && !href.startsWith('//')) return <Link ref={ref} to={href} {...rest} />;
  return <a ref={ref} href={href} target="_blank" rel="noopener noreferrer" {...rest} />;
});
