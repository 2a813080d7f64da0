import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

interface LazyWhenVisibleProps {
  /** Rendered once the placeholder comes near the viewport; typically a React.lazy component. */
  children: ReactNode;
  /** Reserved height, so the page does not jump when the content arrives. */
  minHeight: number;
  /** How far ahead of the viewport loading starts. */
  rootMargin?: string;
}

/** Defers a below-the-fold block (and its code) until the visitor scrolls near it. */
export function LazyWhenVisible({ children, minHeight, rootMargin = '400px 0px' }: LazyWhenVisibleProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (visible || !element) return undefined;
    if (!('IntersectionObserver' in window)) {
      setVisible(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  if (!visible) return <div ref={placeholder} style={{ minHeight }} aria-hidden="true" />;
  return <Suspense fallback={<div style={{ minHeight }} aria-hidden="true" />}>{children}</Suspense>;
}
