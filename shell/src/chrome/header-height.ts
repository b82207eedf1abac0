import { useEffect, type RefObject } from 'react';
import { APP_HEADER_HEIGHT_PROPERTY } from '@clientline/shared-ui';

/**
 * Keeps the page's `--app-header-height` at the header's height, which changes with the window's width and
 * the reader's text size: what sticks below the header (`theme.offsets.belowHeader`) stops clear of it.
 */
export function usePublishHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const { style } = document.documentElement;
    const publish = () => style.setProperty(APP_HEADER_HEIGHT_PROPERTY, `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      style.removeProperty(APP_HEADER_HEIGHT_PROPERTY);
    };
  }, [header]);
}
