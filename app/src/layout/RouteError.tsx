/**
 * storefront.md §8: "Other uncaught errors show a 'Something went wrong' panel with the error
 * text." In the layout around the page (Layout): an error while a page's chunk loads or while
 * the page renders shows the panel in the page's place, under the header and above the footer,
 * so the store's navigation stays. Around the routes too (AppRoutes), for an error of the layout
 * itself and for the embed, which has no layout. The panel stays until the next navigation or
 * Try again. A page whose code failed to load gets a panel of its own (PageCodeFailed), which
 * offers a reload instead when a new version of the app is out.
 */
import { ErrorPanel } from '@tenace/components';
import { Component, type ReactNode } from 'react';
import { type Location, useLocation } from 'react-router';
import { forgetFailedPages, PageCodeError } from '../lazy-page.js';
import { PageCodeFailed } from './PageCodeFailed.js';

interface BoundaryProps {
  readonly location: Location;
  readonly children: ReactNode;
}

interface BoundaryState {
  /** The location the children were last rendered for: a new one clears the error. */
  readonly location: Location | null;
  readonly failed: { readonly error: unknown } | null;
}

class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { location: null, failed: null };

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { location: props.location, failed: null };
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: { error } };
  }

  /** The panel is on screen: a page chunk that failed is asked for again at its next render. */
  override componentDidCatch() {
    forgetFailedPages();
  }

  override render() {
    const { failed } = this.state;
    if (failed === null) return this.props.children;
    const { error } = failed;
    const retry = () => this.setState({ failed: null });
    if (error instanceof PageCodeError)
      return <PageCodeFailed error={error.message} onRetry={retry} />;
    return (
      <ErrorPanel
        error={error instanceof Error ? error.message : String(error)}
        level={1}
        onRetry={retry}
      />
    );
  }
}

export function RouteError({ children }: { readonly children: ReactNode }) {
  return <RouteErrorBoundary location={useLocation()}>{children}</RouteErrorBoundary>;
}
