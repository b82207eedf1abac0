import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BrowserRouter } from '@clientline/shared-ui/router';
import { useDisclosureMenu } from '../use-disclosure-menu';

function Header() {
  const menu = useDisclosureMenu();
  return (
    <>
      <button type="button" {...menu.toggleProps}>
        Menu
      </button>
      {menu.open && <nav {...menu.menuProps}>Links</nav>}
    </>
  );
}

function Page() {
  return (
    <BrowserRouter>
      <Header />
    </BrowserRouter>
  );
}

test('on a prerendered page the menu button is drawn as it works, and opens the menu once hydrated', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Page />);
  const button = container.querySelector('button')!;
  expect(button).toBeEnabled();
  expect(button).toHaveAttribute('aria-expanded', 'false');

  await act(async () => {
    hydrateRoot(container, <Page />);
  });
  await act(async () => button.click());
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(container.querySelector('nav')).toHaveTextContent('Links');
});
