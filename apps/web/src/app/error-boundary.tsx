import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorFallback } from './error-fallback';
import { HeaderlessLayout } from './layouts/headerless-layout';

interface BoundaryProps {
  children: ReactNode;
  /** When this changes (the visitor navigated elsewhere), the boundary tries rendering again. */
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null, failed: false });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <HeaderlessLayout>
        <ErrorFallback error={this.state.error} />
      </HeaderlessLayout>
    );
  }
}

/** Any render or loading error below it shows the generic fallback screen, until the visitor goes elsewhere. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
