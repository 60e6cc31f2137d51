import { fireEvent, render, screen } from '@testing-library/react';
import { FilterSelect, SearchField, SearchForm } from './search-filters';

describe('search filters', () => {
  it('is a named search landmark whose fields apply as they change, never by submitting', () => {
    const onText = vi.fn();
    const onStatus = vi.fn();
    render(
      <SearchForm label="Search jobs">
        <SearchField label="Search jobs by title" placeholder="Search by title" value="" onChange={onText} />
        <FilterSelect
          id="status"
          label="Status"
          any="Any status"
          options={[
            { value: 'draft', label: 'Draft' },
            { value: 'published', label: 'Published' },
          ]}
          value=""
          onChange={onStatus}
        />
      </SearchForm>,
    );
    const form = screen.getByRole('search', { name: 'Search jobs' });
    const submitted = fireEvent.submit(form);
    // fireEvent returns false when a handler called preventDefault: the page never reloads.
    expect(submitted).toBe(false);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search jobs by title' }), {
      target: { value: 'gaffer' },
    });
    expect(onText).toHaveBeenCalledWith('gaffer');

    const select = screen.getByLabelText('Status');
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Any status',
      'Draft',
      'Published',
    ]);
    fireEvent.change(select, { target: { value: 'published' } });
    expect(onStatus).toHaveBeenCalledWith('published');
  });
});
