import { EVENT_CONTRACT, markHydrated, REVEALS_ATTRIBUTE, UNIT_ATTRIBUTE } from '@site/federation';
import { SiteThemeProvider } from '@site/ui';
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PasswordField } from './password-field';

// act() outside Testing Library's render: tell React this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A sign-in form's password, its visibility owned by the form, as every screen of accounts does. */
function Owner() {
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  return (
    <SiteThemeProvider>
      <PasswordField
        label="Password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        visible={visible}
        onVisibleChange={setVisible}
      />
      <p id="owner">{visible ? 'shown' : 'hidden'}</p>
    </SiteThemeProvider>
  );
}

/** The page as the server sends it, in a hydration unit, with the page's event contract running. */
function serverPage() {
  const unit = document.createElement('div');
  unit.setAttribute(UNIT_ATTRIBUTE, '');
  unit.innerHTML = renderToString(<Owner />);
  document.body.append(unit);
  return {
    unit,
    input: () => unit.querySelector('input')!,
    eye: () => unit.querySelector<HTMLButtonElement>('button')!,
    owner: () => unit.querySelector('#owner')!.textContent,
  };
}

// The contract's listeners are the document's, for every test of this file (as on the page).
beforeAll(() => new Function(EVENT_CONTRACT)());
afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('PasswordField', () => {
  it('is a toggle button named "Show password" that names its field for the event contract', () => {
    const page = serverPage();
    expect(page.eye()).toHaveAttribute(REVEALS_ATTRIBUTE, page.input().id);
    expect(page.eye()).toHaveAttribute('aria-pressed', 'false');
    expect(page.eye()).toHaveAttribute('aria-controls', page.input().id);
    expect(page.eye()).toHaveAccessibleName('Show password');
    expect(page.input()).toHaveAttribute('type', 'password');
  });

  it('shows the password at the first tap, before hydration, and keeps it shown once hydrated', async () => {
    const page = serverPage();
    await act(async () => page.eye().click());
    expect(page.input()).toHaveAttribute('type', 'text');
    expect(page.eye()).toHaveAttribute('aria-pressed', 'true');

    const errors = jest.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(page.unit, <Owner />);
    });
    markHydrated(page.unit);
    // The owner's state follows what the page shows; no hydration mismatch, no flicker back.
    expect(page.owner()).toBe('shown');
    expect(page.input()).toHaveAttribute('type', 'text');
    expect(page.eye()).toHaveAttribute('aria-pressed', 'true');
    expect(page.eye()).toHaveAccessibleName('Show password');
    expect(errors).not.toHaveBeenCalled();

    // From now on React answers the button.
    await act(async () => page.eye().click());
    expect(page.owner()).toBe('hidden');
    expect(page.input()).toHaveAttribute('type', 'password');
    expect(page.eye()).toHaveAttribute('aria-pressed', 'false');
  });

  it('hydrates hidden when the eye was tapped twice before hydration', async () => {
    const page = serverPage();
    await act(async () => page.eye().click());
    await act(async () => page.eye().click());
    expect(page.input()).toHaveAttribute('type', 'password');
    await act(async () => {
      hydrateRoot(page.unit, <Owner />);
    });
    markHydrated(page.unit);
    expect(page.owner()).toBe('hidden');
    await act(async () => page.eye().click());
    expect(page.owner()).toBe('shown');
    expect(page.input()).toHaveAttribute('type', 'text');
  });
});
