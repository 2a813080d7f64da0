import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useClientState } from '../../lib/client-store';

/** Authenticated pages: anonymous visitors are sent to the home page (spec §6). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useClientState((state) => state.token);
  if (!token) return <Navigate to="/" replace />;
  return children;
}

/** Pages for visitors only (home, login): someone with a stored token goes to the search pad. */
export function RedirectIfAuthenticated({ children }: { children: ReactNode }) {
  const token = useClientState((state) => state.token);
  if (token) return <Navigate to="/searchpad" replace />;
  return children;
}

/** One path, two frames: the signed-in frame for someone with a stored token, the public one for anyone else. */
export function ByVisitor({ signedIn, anonymous }: { signedIn: ReactNode; anonymous: ReactNode }) {
  const token = useClientState((state) => state.token);
  return token ? signedIn : anonymous;
}
