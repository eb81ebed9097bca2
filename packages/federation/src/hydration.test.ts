import { EVENT_CONTRACT, markHydrated, revealedPasswordOf } from './hydration';

/** The page as the server sends it: the frame and one remote area, neither hydrated yet. */
function serverPage() {
  document.documentElement.removeAttribute('data-hydrated');
  document.body.innerHTML = `
    <div id="root" data-unit>
      <nav><button id="menu" type="button">Menu</button></nav>
      <div data-unit id="area" style="display: contents">
        <a id="link" href="#portfolio">View Our Work</a>
        <button id="eye" type="button">Show password</button>
        <input id="password" type="password">
        <button id="reveal" type="button" data-reveals="password" aria-pressed="false">Show password</button>
        <button id="open-menu" type="button" popovertarget="menu-panel">Menu</button>
        <button id="open-dialog" type="button" commandfor="details" command="show-modal">Details</button>
        <form id="sign-in" method="post"><button id="submit">Sign In</button></form>
        <form id="lead" method="post" data-native><button id="send">Send</button></form>
      </div>
    </div>`;
  // The inline script of the document's head.
  new Function(EVENT_CONTRACT)();
}

const $ = (id: string) => document.getElementById(id)!;
const tap = (id: string) => $(id).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

let contractListeners: { type: string; listener: EventListener }[] = [];
beforeEach(() => {
  // Each test runs the contract afresh; the previous one's listeners go with its document.
  const add = document.addEventListener.bind(document);
  jest.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    contractListeners.push({ type, listener: listener as EventListener });
    add(type, listener, options);
  });
  serverPage();
});
afterEach(() => {
  for (const { type, listener } of contractListeners) document.removeEventListener(type, listener, true);
  contractListeners = [];
  jest.restoreAllMocks();
});

describe('the event contract', () => {
  it('holds a tap on a control whose unit is not hydrated, and replays it once the unit is', async () => {
    const clicks = jest.fn();
    $('eye').addEventListener('click', clicks);
    expect(tap('eye')).toBe(false); // prevented: nothing happened yet
    expect(clicks).not.toHaveBeenCalled();

    markHydrated($('area'));
    await tick();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe($('eye'));
  });

  it('holds a second tap on the same control only once (a toggle must not undo itself)', async () => {
    const clicks = jest.fn();
    $('eye').addEventListener('click', clicks);
    tap('eye');
    tap('eye');
    markHydrated($('area'));
    await tick();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('lets native invokers through where the browser runs them, and holds them where it does not', () => {
    // jsdom has neither popovers nor invoker commands: held, and replayed once hydrated.
    expect(tap('open-menu')).toBe(false);
    expect(tap('open-dialog')).toBe(false);
    expect(window.__siteEvents?.held.map((event) => event.target.id)).toEqual(['open-menu', 'open-dialog']);
    window.__siteEvents!.held = [];
    // A browser that has both opens the popover or the dialog itself.
    Object.defineProperty(HTMLElement.prototype, 'popover', { value: null, configurable: true });
    Object.defineProperty(HTMLButtonElement.prototype, 'command', { value: '', configurable: true });
    try {
      expect(tap('open-menu')).toBe(true);
      expect(tap('open-dialog')).toBe(true);
      expect(window.__siteEvents?.held).toEqual([]);
    } finally {
      delete (HTMLElement.prototype as { popover?: unknown }).popover;
      delete (HTMLButtonElement.prototype as { command?: unknown }).command;
    }
  });

  it('answers the password eye at once before hydration, and leaves it to its component after', () => {
    const input = $('password') as HTMLInputElement;
    expect(tap('reveal')).toBe(false);
    expect(input.type).toBe('text');
    expect($('reveal').getAttribute('aria-pressed')).toBe('true');
    expect(revealedPasswordOf('password')).toBe(true);
    tap('reveal');
    expect(input.type).toBe('password');
    expect($('reveal').getAttribute('aria-pressed')).toBe('false');
    markHydrated($('area'));
    const clicks = jest.fn();
    $('reveal').addEventListener('click', clicks);
    expect(tap('reveal')).toBe(true);
    expect(input.type).toBe('password');
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('lets links and controls of hydrated units through', () => {
    expect(tap('link')).toBe(true);
    markHydrated($('root'));
    const menu = jest.fn();
    $('menu').addEventListener('click', menu);
    expect(tap('menu')).toBe(true);
    expect(menu).toHaveBeenCalledTimes(1);
  });

  it('replays held taps of a unit only when that unit is hydrated, not its parent', async () => {
    const clicks = jest.fn();
    $('eye').addEventListener('click', clicks);
    tap('eye');
    markHydrated($('root'));
    await tick();
    expect(clicks).not.toHaveBeenCalled();
    markHydrated($('area'));
    await tick();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('never lets a form that needs script submit before it is ready; a native form posts', async () => {
    const submits: string[] = [];
    document.addEventListener('submit', (event) => {
      submits.push((event.target as HTMLFormElement).id);
      event.preventDefault();
    });
    expect(tap('submit')).toBe(false);
    expect(submits).toEqual([]);
    tap('send');
    expect(submits).toEqual(['lead']);

    markHydrated($('area'));
    await tick();
    expect(submits).toEqual(['lead', 'sign-in']);
  });
});

describe('the hydrated signal', () => {
  it('is set once the frame and the units in view are hydrated', () => {
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    // jsdom lays nothing out, so no unit is "in view": the frame alone decides here.
    markHydrated($('root'));
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });
});
