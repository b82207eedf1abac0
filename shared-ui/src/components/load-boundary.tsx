import { Component, Suspense, type ReactNode } from 'react';
import styled from '@clientline/shared-ui/styled';
import { Button, Card, media, retryFailedLoads } from '@clientline/shared-ui';

/** What the notice says; the same wherever a part of the page could not be downloaded. */
export const LOAD_FAILED_MESSAGE = 'This part of Clientline could not be loaded. Check your connection, then try again.';

// Where toasts show: full width on phones, the bottom-right corner from md up. A card, not a toast: the
// toasts' own code may be what could not be downloaded.
const Notice = styled(Card)`
  position: fixed;
  inset: auto 0 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${media.md} {
    left: auto;
    max-width: 420px;
  }

  p {
    flex: 1 1 14rem;
  }
`;

interface LoadBoundaryProps {
  /** Lazily loaded code (lazyWithPreload's components). */
  children: ReactNode;
  /** Shown while it downloads. */
  loading?: ReactNode;
  /** Shown beside the notice while the code is missing (e.g. the trigger that opens it); given Try again. */
  whileFailed?(retry: () => void): ReactNode;
  /** Gives up on what failed (e.g. closes the dialog); without it the notice offers only Try again. */
  onDismiss?(): void;
}

/**
 * Where lazily loaded code shows: its loading state while it downloads, and if it cannot be downloaded, a
 * notice instead of a blank page: the rest of the page stays, and Try again downloads it anew
 * (retryFailedLoads). Any other error is a bug, and goes on to the boundary above.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    const { error } = this.state;
    const { loading, children, whileFailed, onDismiss } = this.props;
    if (error === null) return <Suspense fallback={loading}>{children}</Suspense>;
    // Only code that failed to download (webpack's ChunkLoadError: offline, or a tab older than the files a
    // deploy removed), not a bug in it.
    if (!(error instanceof Error && error.name === 'ChunkLoadError')) throw error;
    const retry = () => {
      retryFailedLoads();
      this.setState({ error: null });
    };
    return (
      <>
        {whileFailed?.(retry)}
        <Notice role="alert">
          <p>{LOAD_FAILED_MESSAGE}</p>
          <Button size="sm" onClick={retry}>
            Try again
          </Button>
          {onDismiss && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                retry();
                onDismiss();
              }}
            >
              Dismiss
            </Button>
          )}
        </Notice>
      </>
    );
  }
}
