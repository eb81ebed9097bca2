import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from './testing/render';
import { RemoteArea } from './remote-area';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

function Page() {
  return <h1>Our Courses</h1>;
}

/** A promise the test settles, so the loading state can be seen before the module arrives. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeAll(() => {
  window.__SITE_CONFIG__ = {
    remotes: {
      academy: 'https://academy.example.com/mf-manifest.json',
      content: 'https://content.example.com/mf-manifest.json',
      accounts: 'https://accounts.example.com/mf-manifest.json',
    },
  };
});

beforeEach(() => {
  loadRemote.mockReset();
  registerRemotes.mockReset();
  window.__siteEvents = { held: [], hydrated: new Set() };
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('RemoteArea', () => {
  it('renders the exposed module in its own unit, marked with its remote and hydrated', async () => {
    const load = deferred<{ default: typeof Page }>();
    loadRemote.mockReturnValue(load.promise);
    // In an awaited act: React retries a suspended render only there (or outside act).
    await act(async () => {
      renderWithProviders(<RemoteArea module="academy/CourseListPage" label="the courses" />);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the courses…');
    await act(async () => load.resolve({ default: Page }));
    const heading = screen.getByRole('heading', { name: 'Our Courses' });
    const unit = heading.closest('[data-unit]');
    expect(unit).toHaveAttribute('data-remote', 'academy');
    expect(window.__siteEvents?.hydrated.has(unit!)).toBe(true);
    expect(loadRemote).toHaveBeenCalledWith('academy/CourseListPage');
  });

  it('shows a failure with Try again, which registers the remote afresh and loads it again', async () => {
    const first = deferred<never>();
    loadRemote.mockReturnValueOnce(first.promise).mockResolvedValueOnce({ default: Page });
    const user = userEvent.setup();
    await act(async () => {
      renderWithProviders(<RemoteArea module="content/FaqPage" label="the FAQ" />);
    });
    await act(async () => first.reject(new Error('ECONNREFUSED')));
    expect(screen.getByRole('heading', { level: 1, name: /couldn’t load the FAQ/ })).toBeInTheDocument();

    await act(() => user.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getByRole('heading', { name: 'Our Courses' })).toBeInTheDocument();
    const lastRegistration = registerRemotes.mock.calls.at(-1);
    expect(lastRegistration?.[0]).toEqual([
      { name: 'content', entry: expect.stringMatching(/remoteEntry\.js\?retry=1$/) },
    ]);
    expect(lastRegistration?.[1]).toEqual({ force: true });
  });

  it('contains a render error of the remote to its own area', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    loadRemote.mockResolvedValue({ default: Broken });
    await act(async () => {
      renderWithProviders(
        <>
          <p>Still here</p>
          <RemoteArea module="accounts/LoginPage" label="the sign-in form" kind="widget" />
        </>,
      );
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: /couldn’t load the sign-in form/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Still here')).toBeInTheDocument();
  });
});
