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

/** Types into a painted field as a person does: the value changes, then the input event goes out. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

test('what is typed before the page is hydrated is typed again once it is, after hydrating set the fields back', () => {
  paintPage('<form><input id="start" type="date"><textarea id="note"></textarea><select id="tone"><option>calm</option><option>urgent</option></select><input id="kept"></form>');
  const start = document.getElementById('start') as HTMLInputElement;
  const note = document.getElementById('note') as HTMLTextAreaElement;
  const tone = document.getElementById('tone') as HTMLSelectElement;
  const kept = document.getElementById('kept') as HTMLInputElement;
  typeInto(start, '2026-01-01');
  typeInto(note, 'Call me first');
  tone.value = 'urgent';
  tone.dispatchEvent(new Event('change', { bubbles: true }));
  typeInto(kept, 'same after hydrating');

  // Hydrating sets each field to the page's own value; the last one keeps what was typed.
  start.value = '';
  note.value = '';
  tone.value = 'calm';
  const lastEvents = new Map<string, string>();
  for (const field of [start, note, tone, kept]) {
    for (const type of ['input', 'change']) field.addEventListener(type, () => lastEvents.set(field.id, `${type} ${field.value}`));
  }
  releaseEarlyTaps(true);

  expect([start.value, note.value, tone.value, kept.value]).toEqual(['2026-01-01', 'Call me first', 'urgent', 'same after hydrating']);
  // Each as if typed now, the page's handlers told: a select by its change event.
  expect(Object.fromEntries(lastEvents)).toEqual({
    start: 'input 2026-01-01',
    note: 'input Call me first',
    tone: 'change urgent',
    kept: 'input same after hydrating',
  });
});

test('a field set back by the first event (its part hydrating just then) is typed into once more', () => {
  paintPage('<input id="email">');
  const email = document.getElementById('email') as HTMLInputElement;
  typeInto(email, 'ava@example.com');
  email.value = '';
  let hydratedNow = false;
  email.addEventListener('input', () => {
    if (hydratedNow) return;
    hydratedNow = true;
    email.value = '';
  });
  releaseEarlyTaps(true);
  expect(email.value).toBe('ava@example.com');
});

test('typed values are dropped when the page is rendered afresh, and boxes are left to the page', () => {
  paintPage('<input id="name"><input id="agree" type="checkbox">');
  const name = document.getElementById('name') as HTMLInputElement;
  const agree = document.getElementById('agree') as HTMLInputElement;
  typeInto(name, 'Ava');
  agree.click();
  name.value = '';
  agree.checked = false;
  const events = jest.fn();
  name.addEventListener('input', events);
  agree.addEventListener('change', events);
  releaseEarlyTaps(false);
  expect(name.value).toBe('');
  expect(events).not.toHaveBeenCalled();

  paintPage('<input id="agree" type="checkbox">');
  const box = document.getElementById('agree') as HTMLInputElement;
  box.click();
  box.checked = false;
  box.addEventListener('change', events);
  releaseEarlyTaps(true);
  expect(box.checked).toBe(false);
  expect(events).not.toHaveBeenCalled();
});

test('the typed values are back before the held press, so a form sent early sends them', () => {
  paintPage('<form><input id="email"><button id="login">Login</button></form>');
  const email = document.getElementById('email') as HTMLInputElement;
  const sent: string[] = [];
  document.querySelector('form')!.addEventListener('submit', (event) => {
    event.preventDefault();
    sent.push(email.value);
  });
  typeInto(email, 'ava@example.com');
  document.getElementById('login')!.click();
  email.value = '';
  expect(sent).toEqual([]);
  releaseEarlyTaps(true);
  expect(sent).toEqual(['ava@example.com']);
});
