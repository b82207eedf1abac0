import { Children, isValidElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import type { RemoteName, RoutePath } from '@clientline/contracts/routes';
import { matchRoutes, Route } from '@clientline/shared-ui/router';
import { lazyWithPreload, MAIN_CONTENT_ID, PageContainer, Spinner, type PreloadableComponent } from '@clientline/shared-ui';

/** A route's page in a chunk of its own (see lazyWithPreload), which preloadRoutePage can load ahead. */
export const lazyPage: (load: () => Promise<ComponentType>) => PreloadableComponent<object> = lazyWithPreload;

/** What a remote's routes show while the opened page's code is on its way (a Suspense fallback). */
export function PageLoading() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <PageContainer>
        <Spinner label="Loading page" />
      </PageContainer>
    </main>
  );
}

/**
 * A remote's routes, by the paths the route table (`@clientline/contracts/routes`) gives `remote`: the type
 * checker refuses a path missing here or not the remote's own, so the shell never sends anyone to a page its
 * remote does not draw.
 */
export function routesOf<R extends RemoteName>(_remote: R, pages: Record<RoutePath<R>, ReactElement>): ReactElement<{ children: ReactNode }> {
  return (
    <>
      {Object.entries<ReactElement>(pages).map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
    </>
  );
}

/**
 * Loads the code of the page that `routes` (a fragment of a remote's `<Route>` elements) render at
 * `pathname`, so the remote's first render shows it at once: the route's element, or the page a wrapper
 * element holds as its only child (e.g. `<SignedOutLink><ResetPasswordPage /></SignedOutLink>`). Resolves
 * at once for a path whose page is not a lazyPage.
 */
export async function preloadRoutePage(routes: ReactElement<{ children: ReactNode }>, pathname: string): Promise<void> {
  const list = Children.toArray(routes.props.children)
    .filter(isValidElement<{ path: string; element: ReactElement }>)
    .map(({ props }) => ({ path: props.path, element: props.element }));
  // react-router's own matching: the page loaded ahead is the one the remote's <Routes> will render.
  const element = matchRoutes(list, pathname)?.[0]?.route.element;
  await (element && lazyPageIn(element))?.preload();
}

function lazyPageIn(element: ReactElement): PreloadableComponent<object> | undefined {
  const page = element.type as Partial<PreloadableComponent<object>>;
  if (page.preload) return page as PreloadableComponent<object>;
  const { children } = element.props as { children?: ReactNode };
  return isValidElement(children) ? lazyPageIn(children) : undefined;
}
