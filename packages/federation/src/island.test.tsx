import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { LocaleProvider, messagesHook } from '@site/i18n';
import { island, loadIslands } from './island';
import { setPageLocale } from './load-remote';

/** An IntersectionObserver the test drives: `near()` tells every observer its element is near. */
let observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
function near() {
  for (const { callback } of observers)
    callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
}
beforeEach(() => {
  observers = [];
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  window.__siteEvents = { held: [], hydrated: new Set() };
});

function Team({ title }: { title: string }) {
  return (
    <section>
      <h2>{title}</h2>
      <button type="button">Follow</button>
    </section>
  );
}

it('renders in full on the server once loadIslands() has loaded every island', async () => {
  const load = jest.fn(() => Promise.resolve(Team));
  const TeamIsland = island('team-server', load);
  await loadIslands('en');
  const html = renderToString(<TeamIsland title="Meet Our Team" />);
  expect(html).toContain('data-island="team-server"');
  expect(html).toContain('<h2>Meet Our Team</h2>');
  expect(load).toHaveBeenCalledTimes(1);
});

it('hydrating a server-rendered page, loads its code only when it comes near the viewport', async () => {
  const load = jest.fn(() => Promise.resolve(Team));
  const TeamIsland = island('team-client', load);
  // The server's HTML for it, as renderToString writes it with its code loaded.
  const container = document.createElement('div');
  container.innerHTML =
    '<div data-island="team-client" data-unit=""><!--$--><section><h2>Meet Our Team</h2>' +
    '<button type="button">Follow</button></section><!--/$--></div>';
  document.body.append(container);
  await act(async () => {
    render(<TeamIsland title="Meet Our Team" />, { container, hydrate: true });
  });
  // Readable meanwhile: the server's HTML stays until the code is here.
  expect(load).not.toHaveBeenCalled();
  expect(screen.getByRole('heading', { name: 'Meet Our Team' })).toBeInTheDocument();
  expect(observers).toHaveLength(1);
  expect(observers[0]!.options?.rootMargin).toMatch(/px/);

  await act(async () => near());
  expect(load).toHaveBeenCalledTimes(1);
  const unit = screen.getByRole('heading', { name: 'Meet Our Team' }).closest('[data-island]');
  expect(window.__siteEvents?.hydrated.has(unit!)).toBe(true);
  container.remove();
});

it('after a client-side navigation (no server HTML for it), loads at once', async () => {
  const load = jest.fn(() => Promise.resolve(Team));
  const TeamIsland = island('team-navigation', load);
  document.body.innerHTML = '';
  await act(async () => {
    render(<TeamIsland title="Meet Our Team" />);
  });
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('heading', { name: 'Meet Our Team' })).toBeInTheDocument();
});

it('on an Urdu page, brings the words of its own remote with its code, whatever another remote’s words do', async () => {
  setPageLocale('ur');
  // Another remote's part whose words cannot be had (its chunk failed).
  messagesHook('other-remote', { title: 'Other' }, 'other', {
    ur: () => Promise.reject(new Error('offline')),
  });
  const enTeam = { title: 'Meet Our Team' };
  const TeamIsland = island('team-urdu', async () => {
    // The island's module declares its part when its code runs, as an app's does.
    const useTeam = messagesHook('island-remote', enTeam, 'team', {
      ur: async () => ({ default: { title: 'ہماری ٹیم' } }),
    });
    return function UrduTeam() {
      return <Team title={useTeam().title} />;
    };
  });
  document.body.innerHTML = '<div data-remote="island-remote"><div id="island-root"></div></div>';
  await act(async () => {
    render(
      <LocaleProvider locale="ur">
        <TeamIsland />
      </LocaleProvider>,
      { container: document.getElementById('island-root')! },
    );
  });
  expect(await screen.findByRole('heading', { name: 'ہماری ٹیم' })).toBeInTheDocument();
  setPageLocale('en');
});
