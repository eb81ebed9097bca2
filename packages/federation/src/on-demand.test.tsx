import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleProvider, messagesHook, registerMessages } from '@site/i18n';
import { SiteThemeProvider } from '@site/ui';
import type { ReactNode } from 'react';
import { setPageLocale } from './load-remote';
import { onDemand } from './on-demand';
import { FEDERATION_MESSAGES } from './words';
import urFederationWords from './words-ur';

function Details({ service }: { service: string }) {
  return <p>All about {service}</p>;
}

const withTheme = (children: ReactNode) => <SiteThemeProvider>{children}</SiteThemeProvider>;

/** A load the test settles: `resolve()` / `reject()` the latest call. */
function controlledLoad() {
  let settle: { resolve: (c: typeof Details) => void; reject: (e: Error) => void } | undefined;
  const load = jest.fn(
    () =>
      new Promise<typeof Details>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return {
    load,
    resolve: () => act(async () => settle!.resolve(Details)),
    reject: () => act(async () => settle!.reject(new Error('offline'))),
  };
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.mocked(console.warn).mockRestore());

it('fetches nothing until it is asked for; preload on intent, then renders without waiting', async () => {
  const { load, resolve } = controlledLoad();
  const details = onDemand('test-app', load);
  expect(load).not.toHaveBeenCalled();
  details.intent.onPointerEnter();
  details.intent.onFocus();
  details.preload();
  expect(load).toHaveBeenCalledTimes(1);
  await resolve();
  render(withTheme(<details.Part label="the details" service="Laravel" />));
  expect(await screen.findByText('All about Laravel')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('says it is loading until its code is there', async () => {
  const { load, resolve } = controlledLoad();
  const details = onDemand('test-app', load);
  await act(async () => {
    render(withTheme(<details.Part label="the details of Laravel" service="Laravel" />));
  });
  expect(screen.getByRole('status')).toHaveTextContent('Loading the details of Laravel…');
  await resolve();
  expect(screen.getByText('All about Laravel')).toBeInTheDocument();
});

it('fails on its own with Try again, which loads it afresh', async () => {
  const { load, resolve, reject } = controlledLoad();
  const details = onDemand('test-app', load);
  await act(async () => {
    render(
      withTheme(
        <>
          <h2>Laravel</h2>
          <details.Part label="the details of Laravel" service="Laravel" />
        </>,
      ),
    );
  });
  await reject();
  expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
    'Sorry, we couldn’t load the details of Laravel.',
  );
  // The rest of the area stays.
  expect(screen.getByRole('heading', { level: 2, name: 'Laravel' })).toBeInTheDocument();
  await act(() => userEvent.setup().click(screen.getByRole('button', { name: 'Try again' })));
  expect(load).toHaveBeenCalledTimes(2);
  await resolve();
  expect(screen.getByText('All about Laravel')).toBeInTheDocument();
});

it('a new intent after a failed preload tries again', async () => {
  const { load, resolve, reject } = controlledLoad();
  const details = onDemand('test-app', load);
  details.preload();
  await reject();
  details.preload();
  expect(load).toHaveBeenCalledTimes(2);
  await resolve();
  render(withTheme(<details.Part label="the details" service="React" />));
  expect(await screen.findByText('All about React')).toBeInTheDocument();
});

it('on an Urdu page, brings its app’s words with its code, whatever another app’s words do', async () => {
  setPageLocale('ur');
  // The shell's Urdu catalogue brings these on an Urdu page.
  registerMessages(FEDERATION_MESSAGES, 'ur', urFederationWords);
  messagesHook('other-app', { title: 'Other' }, 'other-details', {
    ur: () => Promise.reject(new Error('offline')),
  });
  const details = onDemand('details-app', async () => {
    // The part's module declares its words when its code runs, as an app's does.
    const useWords = messagesHook('details-app', { lead: 'All about' }, 'details', {
      ur: async () => ({ default: { lead: 'تفصیلات:' } }),
    });
    return function UrduDetails({ service }: { service: string }) {
      return (
        <p>
          {useWords().lead} {service}
        </p>
      );
    };
  });
  await act(async () => {
    render(
      withTheme(
        <LocaleProvider locale="ur">
          <details.Part label="تفصیلات" service="Laravel" />
        </LocaleProvider>,
      ),
    );
  });
  expect(await screen.findByText('تفصیلات: Laravel')).toBeInTheDocument();
  setPageLocale('en');
});
