import { Component, startTransition, useState, type ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyWithPreload } from '../../lazy-with-preload';
import { LOAD_FAILED_MESSAGE, LoadBoundary } from '../load-boundary';
import { renderWithUi } from './render-with-ui';

/** What webpack rejects an import() with when the chunk cannot be downloaded. */
function chunkLoadError() {
  return Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
}

/** A part whose download fails while the connection is down. */
function partOfOfflinePage() {
  const connection = { online: false, downloads: 0 };
  const Part = lazyWithPreload(async () => {
    connection.downloads += 1;
    if (!connection.online) throw chunkLoadError();
    return function LoadedPart() {
      return <p>The part</p>;
    };
  });
  return { Part, connection };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('a part that cannot be downloaded leaves a notice, and Try again downloads it anew', async () => {
  const user = userEvent.setup();
  const { Part, connection } = partOfOfflinePage();
  renderWithUi(
    <>
      <p>The rest of the page</p>
      <LoadBoundary loading={<p>Loading the part</p>}>
        <Part />
      </LoadBoundary>
    </>,
  );
  expect(screen.getByText('Loading the part')).toBeInTheDocument();

  expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED_MESSAGE);
  expect(screen.getByText('The rest of the page')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  expect(connection.downloads).toBe(1);

  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED_MESSAGE);
  expect(connection.downloads).toBe(2);

  connection.online = true;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('The part')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('Dismiss gives up on the part: whoever opened it closes it', async () => {
  const user = userEvent.setup();
  const { Part, connection } = partOfOfflinePage();
  function OpensThePart() {
    const [open, setOpen] = useState(true);
    return open ? (
      <LoadBoundary onDismiss={() => setOpen(false)}>
        <Part />
      </LoadBoundary>
    ) : (
      <button onClick={() => setOpen(true)}>Open the part</button>
    );
  }
  renderWithUi(<OpensThePart />);

  await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  connection.online = true;
  await user.click(screen.getByRole('button', { name: 'Open the part' }));
  expect(await screen.findByText('The part')).toBeInTheDocument();
});

test('a part opened in a transition while offline is downloaded once, and the notice shows', async () => {
  const user = userEvent.setup();
  const { Part, connection } = partOfOfflinePage();
  function OpensInTransition() {
    const [open, setOpen] = useState(false);
    return (
      <LoadBoundary>
        <button onClick={() => startTransition(() => setOpen(true))}>Open the part</button>
        {open && <Part />}
      </LoadBoundary>
    );
  }
  renderWithUi(<OpensInTransition />);

  await user.click(screen.getByRole('button', { name: 'Open the part' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED_MESSAGE);
  expect(connection.downloads).toBe(1);
});

class Crashed extends Component<{ children: ReactNode }, { crashed: boolean }> {
  state = { crashed: false };
  static getDerivedStateFromError() {
    return { crashed: true };
  }
  render() {
    return this.state.crashed ? <p>The page crashed</p> : this.props.children;
  }
}

test('a bug in a part is no download failure: it goes on to the boundary above, with no Try again', async () => {
  const Buggy = lazyWithPreload(async () =>
    function BuggyPart(): ReactNode {
      throw new TypeError('undefined is not a function');
    },
  );
  renderWithUi(
    <Crashed>
      <LoadBoundary>
        <Buggy />
      </LoadBoundary>
    </Crashed>,
  );
  expect(await screen.findByText('The page crashed')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});
