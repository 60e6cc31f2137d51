import { SIDEBAR } from '@reelhire/shared/constants';
import { SERVER_PAGE } from '@reelhire/shared/server-page';
import { SERVER_PAGE_BOOT_SCRIPT } from '@reelhire/shared/server-page-boot';
import { QueryClient } from '@tanstack/react-query';
import { act, useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from './api-client';
import { AUTH_STORAGE_KEY } from './auth-storage';
import { finishServerPageBoot, hydrateServerPage, serverPageState, serverPageUser } from './server-page';
import { dehydrateServerPage } from './server-page-state';

interface Boot {
  started: boolean;
  live: boolean;
  pending: unknown[];
}

// The boot script adds its listeners to the window for good; each test's boot is marked live at its end, so
// an earlier test's listeners let everything through.
const boots: Boot[] = [];
function runBootScript(): Boot {
  new Function(SERVER_PAGE_BOOT_SCRIPT)();
  const boot = (window as unknown as Record<string, Boot>)[SERVER_PAGE.bootGlobal]!;
  boots.push(boot);
  return boot;
}

afterEach(() => {
  for (const boot of boots) boot.live = true;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-boot');
  localStorage.clear();
});

/** A component's markup as the server sends it, and the app taking that markup over. */
function serverRendered(element: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const takeOver = () =>
    act(async () => {
      hydrateRoot(container, element);
    });
  return { container, takeOver };
}

function button(): { element: HTMLButtonElement; presses: () => number } {
  const element = document.createElement('button');
  let count = 0;
  element.addEventListener('click', () => count++);
  document.body.append(element);
  return { element, presses: () => count };
}

describe('the boot script of a server-rendered page (decision 0080)', () => {
  test('reads the session where the auth client keeps it', () => {
    expect(SERVER_PAGE.sessionKeyPrefix).toBe(AUTH_STORAGE_KEY);
  });

  test('a press on a button before the app is live is held, then replayed once when it is', async () => {
    const boot = runBootScript();
    const { element, presses } = button();
    element.click();
    expect(presses()).toBe(0);
    expect(boot.started).toBe(true);

    finishServerPageBoot();
    await vi.waitFor(() => expect(presses()).toBe(1));
    // Live: presses go straight through.
    element.click();
    expect(presses()).toBe(2);
  });

  test('two held presses each see what the one before changed (two "Next month" move two months)', async () => {
    runBootScript();
    function Months() {
      const [month, setMonth] = useState(11);
      return (
        <button type="button" onClick={() => setMonth(month + 1)}>
          Month {month}
        </button>
      );
    }
    const { container, takeOver } = serverRendered(<Months />);
    const next = container.querySelector('button')!;
    next.click();
    next.click();
    await takeOver();
    finishServerPageBoot();
    await vi.waitFor(() => expect(next.textContent).toBe('Month 13'));
  });

  test('a held press reaches the control the app drew in its place', async () => {
    runBootScript();
    document.body.innerHTML = '<main><button type="button" aria-label="Next month">›</button></main>';
    document.querySelector('button')!.click();
    // The app draws that part again: a new element, the same control.
    const redrawn = document.createElement('button');
    redrawn.setAttribute('aria-label', 'Next month');
    redrawn.textContent = '›';
    let presses = 0;
    redrawn.addEventListener('click', () => presses++);
    document.querySelector('button')!.replaceWith(redrawn);
    finishServerPageBoot();
    await vi.waitFor(() => expect(presses).toBe(1));
  });

  test('a held press on a menu that opens as the pointer goes down opens it once, as a press would', async () => {
    runBootScript();
    const trigger = document.createElement('button');
    trigger.setAttribute('aria-haspopup', 'menu');
    document.body.append(trigger);
    const seen: string[] = [];
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
      trigger.addEventListener(type, (event) => {
        if ((event as MouseEvent).button === 0) seen.push(type);
      });
    }
    trigger.click();
    expect(seen).toEqual([]);
    finishServerPageBoot();
    await vi.waitFor(() =>
      expect(seen).toEqual(['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']),
    );
  });

  test("a label's press is held, so its radio button does not change behind the app's back", async () => {
    runBootScript();
    document.body.innerHTML =
      '<label id="choice"><input type="radio" name="role" value="client" /> Client</label>';
    const radio = document.querySelector('input')!;
    document.getElementById('choice')!.click();
    expect(radio.checked).toBe(false);
    finishServerPageBoot();
    await vi.waitFor(() => expect(radio.checked).toBe(true));
  });

  test("a form's submission is held and submitted again once the app is live", async () => {
    runBootScript();
    document.body.innerHTML = '<form><input name="q" value="drone" /></form>';
    const form = document.querySelector('form')!;
    let submitted = 0;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted++;
    });
    form.requestSubmit();
    expect(submitted).toBe(0);
    finishServerPageBoot();
    await vi.waitFor(() => expect(submitted).toBe(1));
  });

  test('a link is a plain link: not held, and it starts the app', () => {
    const boot = runBootScript();
    document.body.innerHTML = '<a href="#crew">Crew</a>';
    let prevented: boolean | undefined;
    document.addEventListener('click', (event) => (prevented = event.defaultPrevented), { once: true });
    document.querySelector('a')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    document.querySelector('a')!.click();
    expect(prevented).toBe(false);
    expect(boot.started).toBe(true);
  });

  test("the page's own autofocus does not start the app; a focus after the visitor's first action does", () => {
    const activation = { hasBeenActive: false };
    Object.defineProperty(navigator, 'userActivation', { value: activation, configurable: true });
    try {
      const boot = runBootScript();
      document.body.innerHTML = '<input autofocus /><input id="other" />';
      document.querySelector('input')!.focus();
      expect(boot.started).toBe(false);
      document.getElementById('other')!.focus();
      expect(boot.started).toBe(true);
    } finally {
      Reflect.deleteProperty(navigator, 'userActivation');
    }
  });

  test('text typed into a field before the app was live reaches its state once it is', async () => {
    runBootScript();
    const seen: string[] = [];
    function Search() {
      const [q, setQ] = useState('');
      return (
        <input
          aria-label="Search"
          value={q}
          onChange={(event) => {
            seen.push(event.target.value);
            setQ(event.target.value);
          }}
        />
      );
    }
    const { container, takeOver } = serverRendered(<Search />);
    container.querySelector('input')!.value = 'drone';
    await takeOver();
    expect(seen).toEqual([]);

    finishServerPageBoot();
    expect(seen).toEqual(['drone']);
    expect(container.querySelector('input')!.value).toBe('drone');
  });

  test('a choice made in a list before the app was live reaches its state once it is', async () => {
    runBootScript();
    const seen: string[] = [];
    function Craft() {
      const [craft, setCraft] = useState('');
      return (
        <select
          aria-label="Craft"
          value={craft}
          onChange={(event) => {
            seen.push(event.target.value);
            setCraft(event.target.value);
          }}
        >
          <option value="">Any craft</option>
          <option value="editor">Editor</option>
        </select>
      );
    }
    const { container, takeOver } = serverRendered(<Craft />);
    container.querySelector('select')!.value = 'editor';
    await takeOver();
    finishServerPageBoot();
    expect(seen).toEqual(['editor']);
    expect(container.querySelector('select')!.value).toBe('editor');
  });

  test("a stored session starts the app at once, which draws the page itself instead of taking the server's over", () => {
    localStorage.setItem(`${AUTH_STORAGE_KEY}-token`, '{}');
    document.body.innerHTML = `<script type="application/json" id="${SERVER_PAGE.stateElementId}">{"queries":[],"mutations":[]}</script>`;
    const boot = runBootScript();
    expect(boot.started).toBe(true);
    expect(document.documentElement.getAttribute('data-boot')).toBe(SERVER_PAGE.appBootValue);
    expect(serverPageState()).toBeNull();
    finishServerPageBoot();
    expect(document.documentElement.hasAttribute('data-boot')).toBe(false);
  });

  test('without a session the page is taken over with the answers it was rendered from', () => {
    runBootScript();
    document.body.innerHTML = `<script type="application/json" id="${SERVER_PAGE.stateElementId}">{"queries":[],"mutations":[]}</script>`;
    expect(serverPageState()).toEqual({ queries: [], mutations: [] });
  });
});

describe('the boot script of a page drawn for a signed-in user (decision 0084)', () => {
  const STATE = `<script type="application/json" id="${SERVER_PAGE.stateElementId}">{"queries":[],"mutations":[]}</script>`;

  /** The head as the server writes it: whose page it is and the sidebar it was drawn with. */
  function drawnFor(userId: string, sidebarOpen: boolean) {
    const meta = document.createElement('meta');
    meta.name = SERVER_PAGE.userMetaName;
    meta.content = userId;
    meta.setAttribute('data-sidebar-open', String(sidebarOpen));
    document.head.append(meta);
    document.body.innerHTML = STATE;
  }
  const storeSession = (userId: string) =>
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'token', user: { id: userId } }));

  afterEach(() => {
    for (const meta of document.head.querySelectorAll('meta')) meta.remove();
  });

  test("the same user's stored session takes the page over on the first interaction, from the server's answers", () => {
    storeSession('user-a');
    drawnFor('user-a', false);
    const boot = runBootScript();
    expect(boot.started).toBe(false);
    expect(document.documentElement.hasAttribute('data-boot')).toBe(false);
    expect(serverPageState()).toEqual({ queries: [], mutations: [] });
    expect(serverPageUser()).toBe('user-a');
  });

  test('untouched, it starts a few seconds after the page has loaded', () => {
    vi.useFakeTimers();
    try {
      storeSession('user-a');
      drawnFor('user-a', false);
      const boot = runBootScript();
      window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(SERVER_PAGE.signedInStartAfterLoadMs - 1);
      expect(boot.started).toBe(false);
      vi.advanceTimersByTime(1);
      expect(boot.started).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  test.each([
    ['another user is signed in here', 'user-b'],
    ['nobody is signed in here', null],
  ])('%s: the app starts at once and draws the page itself', (_, stored) => {
    if (stored) storeSession(stored);
    drawnFor('user-a', false);
    const boot = runBootScript();
    expect(boot.started).toBe(true);
    expect(document.documentElement.getAttribute('data-boot')).toBe(SERVER_PAGE.appBootValue);
    expect(serverPageState()).toBeNull();
  });

  test('a sidebar this browser keeps otherwise than the page was drawn with: the app draws the page itself', () => {
    storeSession('user-a');
    localStorage.setItem(SIDEBAR.storageKey, 'true');
    drawnFor('user-a', false);
    expect(runBootScript().started).toBe(true);
    expect(serverPageState()).toBeNull();
  });
});

describe("the server's answers in the browser's cache", () => {
  test('a failure arrives as the same error, and its page does not ask again on mount', async () => {
    const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = ['talent', 'one', 'nobody'];
    await server
      .fetchQuery({
        queryKey: key,
        queryFn: () =>
          Promise.reject(new ApiError('Filmmaker not found', 404, { error: 'Filmmaker not found' })),
      })
      .catch(() => undefined);
    await server.fetchQuery({ queryKey: ['talent', 'list'], queryFn: () => Promise.resolve({ items: [] }) });
    const sent = JSON.parse(JSON.stringify(dehydrateServerPage(server)));

    const browser = new QueryClient();
    hydrateServerPage(browser, sent);
    const error = browser.getQueryState(key)?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Filmmaker not found', status: 404 });
    expect(browser.getQueryDefaults(key).retryOnMount).toBe(false);
    expect(browser.getQueryData(['talent', 'list'])).toEqual({ items: [] });
  });
});
