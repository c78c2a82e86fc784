import { Component, type ReactNode } from 'react';

/**
 * Catches a part of the screen that failed to load or render (a lazily loaded chunk lost after a
 * deploy, say) and shows `fallback` (nothing by default) instead of taking the whole page down.
 * A new `resetKey` tries again.
 */
export class QuietBoundary extends Component<{ children: ReactNode; resetKey?: string; fallback?: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn('a part of the page failed', error);
  }

  componentDidUpdate(prev: { resetKey?: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
