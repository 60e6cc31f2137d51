import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
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

const pause = () => act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS + 10));

describe('useDebouncedFilter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes the typed words once typing pauses, not per letter', () => {
    render(<SearchBox />);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'mus' } });
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS / 2));
    expect(screen.getByLabelText('Address bar')).toHaveTextContent('');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'music' } });
    pause();
    expect(screen.getByLabelText('Address bar')).toHaveTextContent('music');
  });

  it('keeps the space someone paused after, so the next word does not run into the last', () => {
    render(<SearchBox />);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'music ' } });
    pause();
    expect(screen.getByLabelText('Address bar')).toHaveTextContent('music');
    expect(screen.getByLabelText('Search')).toHaveValue('music ');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'music video' } });
    pause();
    expect(screen.getByLabelText('Address bar')).toHaveTextContent('music video');
  });

  it('follows the address bar when it changes from elsewhere', () => {
    render(<SearchBox />);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'drone' } });
    pause();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByLabelText('Search')).toHaveValue('');
    pause();
    expect(screen.getByLabelText('Address bar')).toHaveTextContent('');
  });
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
