import { Component, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';

interface Props {
  children: ReactNode;
  /** Changing it (e.g. the path) clears a caught error, so navigating away recovers. */
  resetKey?: string;
}

/** Catches render and lazy-load errors below it and shows the generic error page. */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  componentDidCatch(error: Error) {
    console.error('[page error]', error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <ErrorPage status={500} message={this.state.error.message} onRetry={() => window.location.reload()} />;
  }
}
