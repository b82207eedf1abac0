import { Suspense, type ComponentType, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { Route } from '@clientline/shared-ui/router';
import { lazyPage, preloadRoutePage } from '@clientline/shared-ui/route-pages';

const page = (text: string) => jest.fn(async () => () => <h1>{text}</h1>);

function renderInSuspense(Page: ComponentType) {
  return render(
    <Suspense fallback={<p>Loading page</p>}>
      <Page />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('shows the fallback, then the page, when rendered before its code is here', async () => {
    const Page = lazyPage(page('Dashboard'));
    renderInSuspense(Page);
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('preloaded, shows the page in its first render, with no fallback', async () => {
    const load = page('Dashboard');
    const Page = lazyPage(load);
    await Page.preload();
    renderInSuspense(Page);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(() => <h1>Team</h1>);
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('chunk failed');
    await Page.preload();
    renderInSuspense(Page);
    expect(screen.getByRole('heading', { name: 'Team' })).toBeInTheDocument();
  });
});

describe('preloadRoutePage', () => {
  it('loads the code of the page the path opens, and no other', async () => {
    const loadDashboard = page('Dashboard');
    const loadClient = page('Client');
    const Dashboard = lazyPage(loadDashboard);
    const Client = lazyPage(loadClient);
    const routes = (
      <>
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path="/client/:id" element={<Client />} />
      </>
    );

    await preloadRoutePage(routes, '/client/c7');
    expect(loadClient).toHaveBeenCalledTimes(1);
    expect(loadDashboard).not.toHaveBeenCalled();

    await preloadRoutePage(routes, '/somewhere-else');
    expect(loadDashboard).not.toHaveBeenCalled();
  });

  it("loads the page a wrapper element holds, e.g. a mailed link's page that asks to sign out first", async () => {
    const loadReset = page('Reset password');
    const ResetPassword = lazyPage(loadReset);
    const SignedOutOnly = ({ children }: { children: ReactNode }) => <>{children}</>;
    const routes = (
      <>
        <Route
          path="/auth/reset-password/:token"
          element={
            <SignedOutOnly>
              <ResetPassword />
            </SignedOutOnly>
          }
        />
      </>
    );

    await preloadRoutePage(routes, '/auth/reset-password/t0k3n');
    expect(loadReset).toHaveBeenCalledTimes(1);
  });
});
