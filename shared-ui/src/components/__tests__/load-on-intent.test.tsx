import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DropdownMenu } from '../dropdown-menu';
import { LOAD_FAILED_MESSAGE } from '../load-boundary';
import { renderWithUi } from './render-with-ui';

// Radix's menu cannot be downloaded while the connection is down (webpack rejects the import so).
const mockConnection = { online: false };
jest.mock('../radix/dropdown-menu', () => {
  if (!mockConnection.online) throw Object.assign(new Error('Loading chunk radix-overlays failed.'), { name: 'ChunkLoadError' });
  return jest.requireActual('../radix/dropdown-menu');
});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const trigger = () => screen.getByRole('button', { name: 'Project actions' });

test('a menu whose code cannot be downloaded keeps its trigger and says so; the next click opens it', async () => {
  const user = userEvent.setup();
  renderWithUi(<DropdownMenu trigger={<button>Project actions</button>} actions={[{ label: 'Share', onSelect: jest.fn() }]} />);

  await user.click(trigger());
  expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED_MESSAGE);
  expect(trigger()).toHaveAttribute('aria-expanded', 'false');

  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await user.click(trigger());
  expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED_MESSAGE);

  // The trigger is what someone clicks again, rather than the notice's Try again.
  mockConnection.online = true;
  await user.click(trigger());
  expect(await screen.findByRole('menu')).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: 'Share' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
