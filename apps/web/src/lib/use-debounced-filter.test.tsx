import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Link, MemoryRouter, RouterProvider, useLocation } from 'react-router';
import { registerRouter } from './router-navigation';
import { FILTER_DEBOUNCE_MS, useDebouncedFilter, useUrlFilters } from './use-debounced-filter';

/** A search box whose "address bar" is a state above it, written trimmed as the job and talent filters do. */
function SearchBox() {
  const [url, setUrl] = useState('');
  const [text, setText] = useDebouncedFilter(url, (typed) => setUrl(typed.trim()));
  return (
    <>
      <input aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
      <output aria-label="Address bar">{url}</output>
      <button onClick={() => setUrl('')}>Clear filters</button>
    </>
  );
}

/** The search box on a page of a data router, as the app renders it, with a result whose page loads lazily. */
function renderSearchPage(pageLoaded: Promise<void>) {
  const router = createMemoryRouter(
    [
      {
        path: '/jobs',
        element: (
          <>
            <SearchBox />
            <Link to="/jobs/1">The first result</Link>
          </>
        ),
      },
      {
        path: '/jobs/1',
        lazy: async () => {
          await pageLoaded;
          return { Component: () => <h1>The result</h1> };
        },
      },
    ],
    { initialEntries: ['/jobs'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const pause = () => act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS + 10));

describe('useDebouncedFilter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes the typed words once typing pauses, not per letter', () => {
    renderSearchPage(Promise.resolve());
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'mus' } });
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS / 2));
    expect(screen.getByLabelText('Address bar')).toHaveTextContent('');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'music' } });
    pause();
    expect(screen.getByLabelText('Address bar')).toHaveTextContent('music');
  });

  it('keeps the space someone paused after, so the next word does not run into the last', () => {
    renderSearchPage(Promise.resolve());
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'music ' } });
    pause();
    expect(screen.getByLabelText('Address bar')).toHaveTextContent('music');
    expect(screen.getByLabelText('Search')).toHaveValue('music ');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'music video' } });
    pause();
    expect(screen.getByLabelText('Address bar')).toHaveTextContent('music video');
  });

  it('follows the address bar when it changes from elsewhere', () => {
    renderSearchPage(Promise.resolve());
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'drone' } });
    pause();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByLabelText('Search')).toHaveValue('');
    pause();
    expect(screen.getByLabelText('Address bar')).toHaveTextContent('');
  });
});

it('does not take someone back who opened a result before typing paused, while its page loads', async () => {
  vi.useFakeTimers();
  let loaded = () => {};
  const router = renderSearchPage(new Promise<void>((resolve) => (loaded = resolve)));
  fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'music' } });
  fireEvent.click(screen.getByRole('link', { name: 'The first result' }));
  pause();
  expect(screen.getByLabelText('Address bar')).toHaveTextContent('');
  vi.useRealTimers();
  await act(async () => loaded());
  expect(await screen.findByRole('heading', { name: 'The result' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/jobs/1');
});

it('waits while the router is already on its way to a result that has not rendered yet, then writes', () => {
  // The click's router update renders in a transition, which can come after the pause's timer is due:
  // here the router says it is leaving while the rendered page still says idle.
  vi.useFakeTimers();
  const router = { state: { navigation: { state: 'loading', location: { pathname: '/jobs/1' } } } };
  registerRouter(router);
  try {
    renderSearchPage(Promise.resolve());
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'music' } });
    pause();
    expect(screen.getByLabelText('Address bar')).toHaveTextContent('');
    // The navigation went nowhere (it was cancelled): the search is written at the next pause.
    router.state.navigation = { state: 'idle', location: { pathname: '/jobs' } };
    pause();
    expect(screen.getByLabelText('Address bar')).toHaveTextContent('music');
  } finally {
    registerRouter(undefined);
    vi.useRealTimers();
  }
});

describe('useUrlFilters', () => {
  function Filters() {
    const [, set] = useUrlFilters<'q' | 'status'>();
    const location = useLocation();
    return (
      <>
        <output aria-label="Path">{location.search}</output>
        {/* Two changes in one tick, as a search's pause and a chosen status can land together. */}
        <button
          onClick={() => {
            set({ q: 'drone' }, true);
            set({ status: 'open' });
          }}
        >
          Both
        </button>
        <button onClick={() => set({ q: '' })}>Clear search</button>
      </>
    );
  }

  it('composes two changes made in the same tick and removes a filter set empty', () => {
    render(
      <MemoryRouter initialEntries={['/projects?sort=new']}>
        <Filters />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Both' }));
    expect(screen.getByLabelText('Path')).toHaveTextContent('?sort=new&q=drone&status=open');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByLabelText('Path')).toHaveTextContent('?sort=new&status=open');
  });
});
