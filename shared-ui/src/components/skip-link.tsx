import type { MouseEvent } from 'react';
import styled from '@clientline/shared-ui/styled';

/** The id the skip link's href names; the page's <main> is found whether or not it carries it. */
export const MAIN_CONTENT_ID = 'main-content';

const Link = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndices.toast + 1};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnAccent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  transform: translateY(calc(-100% - ${({ theme }) => theme.space[4]}));

  /* The shadow only when shown: hidden above the edge, it still reached into the page as a grey strip. */
  &:focus {
    transform: none;
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

/**
 * Moves focus to the page's one <main> landmark (every page has one: remotes own it, the shell's own
 * screens too) and makes it focusable for that (tabindex -1: reachable by the link, not by Tab).
 */
export function focusMainContent(): boolean {
  const main = document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector('main');
  if (!main) return false;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
  main.scrollIntoView?.({ block: 'start' });
  return true;
}

/**
 * "Skip to content": the first focusable element of every page (AppProviders renders it before the
 * app), hidden above the top edge until it has focus, so a keyboard user need not Tab through the header.
 * It moves focus itself rather than letting the browser follow the hash, which would add a history
 * entry and change the URL the router reads.
 */
export function SkipLink() {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    if (focusMainContent()) event.preventDefault();
  }
  return (
    <Link href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      Skip to content
    </Link>
  );
}
