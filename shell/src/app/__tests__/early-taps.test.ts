import { EARLY_TAPS_SCRIPT } from '@clientline/contracts/early-taps';
import { releaseEarlyTaps } from '../early-taps';

/** A painted page: #root holds the server's markup, and the inline script runs right after it. */
function paintPage(markup: string): void {
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  new Function(EARLY_TAPS_SCRIPT)();
}

afterEach(() => {
  delete window.__clientlineEarlyTaps;
  document.body.innerHTML = '';
});

test('a button pressed on the painted page is held, then pressed again once the page is hydrated', () => {
  paintPage('<form><button id="projects">Projects</button></form>');
  const presses: string[] = [];
  const button = document.getElementById('projects')!;
  button.addEventListener('click', () => presses.push('press'));
  const submits = jest.fn((event: Event) => event.preventDefault());
  document.querySelector('form')!.addEventListener('submit', submits);

  button.click();
  expect(presses).toEqual([]);
  expect(submits).not.toHaveBeenCalled();

  releaseEarlyTaps(true);
  expect(presses).toEqual(['press']);
  // Held no more: the next press goes straight to the page.
  button.click();
  expect(presses).toEqual(['press', 'press']);
});

test('only the last of several presses is replayed, and none once the page is rendered afresh', () => {
  paintPage('<button id="bell">Notifications</button><button id="logout">Logout</button>');
  const pressed: string[] = [];
  for (const id of ['bell', 'logout']) document.getElementById(id)!.addEventListener('click', () => pressed.push(id));
  document.getElementById('bell')!.click();
  document.getElementById('logout')!.click();
  releaseEarlyTaps(true);
  expect(pressed).toEqual(['logout']);

  paintPage('<button id="bell">Notifications</button>');
  document.getElementById('bell')!.addEventListener('click', () => pressed.push('bell'));
  document.getElementById('bell')!.click();
  releaseEarlyTaps(false);
  expect(pressed).toEqual(['logout']);
});

test('links are left alone: they work without script', () => {
  paintPage('<a id="portal" href="#portal">My Portal</a>');
  const link = document.getElementById('portal')!;
  const clicks = jest.fn();
  link.addEventListener('click', clicks);
  link.click();
  expect(clicks).toHaveBeenCalledTimes(1);
  releaseEarlyTaps(true);
  expect(clicks).toHaveBeenCalledTimes(1);
});
