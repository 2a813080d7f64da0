import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Pages may still be loading their sections when the hash changes, so the target is looked for a little while. */
function scrollToHash(hash: string): () => void {
  const id = decodeURIComponent(hash.slice(1));
  let tries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView({ block: 'start' });
      return;
    }
    tries += 1;
    if (tries < 20) timer = setTimeout(attempt, 100);
  };
  attempt();
  return () => clearTimeout(timer);
}

/** Scrolls to the top when the path changes and to the hash target when the hash changes. */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const hashRef = useRef(hash);
  hashRef.current = hash;

  useEffect(() => {
    if (!hashRef.current) window.scrollTo(0, 0);
  }, [pathname]);

  // The location key changes on every navigation, so following the same "#target" link twice scrolls again.
  useEffect(() => {
    if (hash) return scrollToHash(hash);
    return undefined;
  }, [hash, key]);

  return null;
}
