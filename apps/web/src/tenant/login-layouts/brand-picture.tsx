import { useState } from 'react';

/**
 * A decorative brand picture that leaves the layout, not a broken-image icon, when its address is empty or fails
 * to load.
 */
export function BrandPicture({ src, className }: { src: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return <img src={src} alt="" className={className} onError={() => setFailed(true)} />;
}
