import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@site/ui/testing';
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
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('RemoteArea', () => {
  it('renders the exposed module, marked with its remote', async () => {
    loadRemote.mockResolvedValue({ default: Page });
    renderWithProviders(<RemoteArea module="academy/CourseListPage" label="the courses" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the courses…');
    const heading = await screen.findByRole('heading', { name: 'Our Courses' });
    expect(heading.closest('[data-remote]')).toHaveAttribute('data-remote', 'academy');
    expect(loadRemote).toHaveBeenCalledWith('academy/CourseListPage');
  });

  it('shows a failure with Try again, which registers the remote afresh and loads it again', async () => {
    loadRemote.mockRejectedValueOnce(new Error('ECONNREFUSED')).mockResolvedValueOnce({ default: Page });
    const user = userEvent.setup();
    renderWithProviders(<RemoteArea module="content/FaqPage" label="the FAQ" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: /couldn’t load the FAQ/ }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Our Courses' })).toBeInTheDocument();
    const lastRegistration = registerRemotes.mock.calls.at(-1);
    expect(lastRegistration?.[0]).toEqual([
      { name: 'content', entry: expect.stringMatching(/mf-manifest\.json\?retry=1$/) },
    ]);
    expect(lastRegistration?.[1]).toEqual({ force: true });
  });

  it('contains a render error of the remote to its own area', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    loadRemote.mockResolvedValue({ default: Broken });
    renderWithProviders(
      <>
        <p>Still here</p>
        <RemoteArea module="accounts/LoginPage" label="the sign-in form" kind="widget" />
      </>,
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: /couldn’t load the sign-in form/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Still here')).toBeInTheDocument();
  });
});
