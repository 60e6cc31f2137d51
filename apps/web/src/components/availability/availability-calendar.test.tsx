import { datesFrom } from '@reelhire/shared/availability';
import type { Availability } from '@reelhire/shared/availability-api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInApiClient } from '@/test/fake-auth-client';
import { sent, stubApi } from '@/test/stub-api';
import { TestProviders } from '@/test/test-providers';
import { AvailabilityCalendar } from './availability-calendar';

const FILMMAKER = '7d1c1d4e-0000-4000-8000-000000000001';
const user = userEvent.setup();
/** Waits for answers on a loaded shared machine, where a second is not always enough. */
const SLOW = { timeout: 10_000 };

/** A month where the 3rd is booked, the 4th held in the morning and the 5th marked unavailable. */
function month(from: string, to: string, owner = false): Availability {
  return {
    filmmaker_id: FILMMAKER,
    from,
    to,
    view: owner ? 'owner' : 'public',
    days: datesFrom(from, to).map((date) => {
      const day = Number(date.slice(8));
      const am = day === 3 ? 'booked' : day === 4 ? 'first_hold' : day === 5 ? 'unavailable' : 'free';
      const pm = day === 3 ? 'booked' : day === 5 ? 'unavailable' : 'free';
      return {
        date,
        am,
        pm,
        ...(owner
          ? {
              detail: {
                bookings:
                  day === 3 ? [{ id: 'b1', title: 'Brand film', status: 'confirmed', part: 'full' }] : [],
                holds: [],
                marks: day === 5 ? [{ part: 'full' as const, note: 'Family wedding' }] : [],
              },
            }
          : {}),
      };
    }),
  };
}

afterEach(() => vi.unstubAllGlobals());

// A month is 31 buttons and a few round trips: more than the default 5 s on a loaded shared machine.
describe('the availability calendar', { timeout: 30_000 }, () => {
  it('is a grid of labelled days the keyboard moves through, month by month', async () => {
    const fetchMock = stubApi(({ url }) => {
      if (url.pathname !== '/api/rest/v1/availability') return undefined;
      return Response.json(month(url.searchParams.get('from')!, url.searchParams.get('to')!));
    });
    render(<AvailabilityCalendar filmmakerId={FILMMAKER} today="2027-03-02" />, { wrapper: TestProviders });

    const grid = await screen.findByRole('grid', { name: 'March 2027' }, SLOW);
    expect(grid).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Wednesday 3 March 2027: booked' }, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Thursday 4 March 2027: morning first hold, afternoon free' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Friday 5 March 2027: unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('Second hold');
    // Only the focused day is in the tab order; the arrows move it.
    const today = screen.getByRole('button', { name: /^Tuesday 2 March 2027/ });
    expect(today).toHaveAttribute('tabindex', '0');
    today.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Wednesday 3 March/ })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Wednesday 10 March/ })).toHaveFocus());
    // Page Down turns to the next month and asks for it.
    await user.keyboard('{PageDown}');
    expect(await screen.findByRole('grid', { name: 'April 2027' }, SLOW)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Saturday 10 April 2027/ })).toHaveFocus(),
    );
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      `/api/rest/v1/availability?filmmaker_id=${FILMMAKER}&from=2027-04-01&to=2027-04-30`,
    );
    // Read-only: a click sends nothing.
    await user.click(screen.getByRole('button', { name: /^Monday 12 April/ }));
    expect(sent(fetchMock, 'POST', '/rest/v1/availability/unavailable')).toEqual([]);
  });

  it('fades the days before today, which cannot be chosen, and does not go back a month for visitors', async () => {
    stubApi(({ url }) => {
      if (url.pathname !== '/api/rest/v1/availability') return undefined;
      return Response.json(month(url.searchParams.get('from')!, url.searchParams.get('to')!));
    });
    render(<AvailabilityCalendar filmmakerId={FILMMAKER} today="2027-03-10" />, { wrapper: TestProviders });
    const past = await screen.findByRole('button', { name: 'Tuesday 2 March 2027: free (past)' }, SLOW);
    expect(past).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Wednesday 10 March 2027: free' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    // The keyboard stops at today.
    screen.getByRole('button', { name: /^Wednesday 10 March/ }).focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: /^Wednesday 10 March/ })).toHaveAttribute('tabindex', '0');
  });

  it('does not mark a past day for the filmmaker either', async () => {
    const fetchMock = stubApi(({ url, method }) => {
      if (url.pathname === '/api/rest/v1/availability' && method === 'GET') {
        return Response.json(month(url.searchParams.get('from')!, url.searchParams.get('to')!, true));
      }
      return undefined;
    });
    signInApiClient();
    render(<AvailabilityCalendar filmmakerId={FILMMAKER} today="2027-03-10" editable />, {
      wrapper: TestProviders,
    });
    await user.click(
      await screen.findByRole('button', { name: /^Tuesday 9 March 2027: free \(past\)/ }, SLOW),
    );
    expect(sent(fetchMock, 'POST', '/rest/v1/availability/unavailable')).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('lets the filmmaker mark and clear days, and says why a booked day cannot be marked', async () => {
    const fetchMock = stubApi(({ url, method, body }) => {
      if (url.pathname === '/api/rest/v1/availability' && method === 'GET') {
        return Response.json(month(url.searchParams.get('from')!, url.searchParams.get('to')!, true));
      }
      if (url.pathname === '/api/rest/v1/availability/unavailable') {
        const { days } = body as { days: { date: string }[] };
        if (days[0]!.date === '2027-03-03') {
          return Response.json(
            {
              error: '2027-03-03 (full day) is booked, so it cannot be marked unavailable',
              status: 'booked',
            },
            { status: 409 },
          );
        }
        return Response.json(month('2027-03-09', '2027-03-09', true));
      }
      if (url.pathname === '/api/rest/v1/availability/available') {
        return Response.json(month('2027-03-05', '2027-03-05', true));
      }
      return undefined;
    });
    signInApiClient();
    render(<AvailabilityCalendar filmmakerId={FILMMAKER} today="2027-03-02" editable />, {
      wrapper: TestProviders,
    });

    await screen.findByRole('button', { name: 'Wednesday 3 March 2027: booked' }, SLOW);
    await user.click(screen.getByRole('radio', { name: 'Morning' }));
    await user.type(screen.getByLabelText(/Private note/), 'Dentist');
    await user.click(screen.getByRole('button', { name: /^Tuesday 9 March/ }));
    await waitFor(
      () =>
        expect(screen.getByRole('status')).toHaveTextContent('9 Mar 2027 (morning) is marked unavailable.'),
      SLOW,
    );
    expect(sent(fetchMock, 'POST', '/rest/v1/availability/unavailable')).toEqual([
      { days: [{ date: '2027-03-09', part: 'am' }], note: 'Dentist' },
    ]);
    // A marked day clears; the detail of the chosen day shows the filmmaker's own note.
    await user.click(screen.getByRole('radio', { name: 'Full day' }));
    await user.click(screen.getByRole('button', { name: /^Friday 5 March/ }));
    await waitFor(
      () => expect(screen.getByRole('status')).toHaveTextContent('5 Mar 2027 is free again.'),
      SLOW,
    );
    expect(sent(fetchMock, 'POST', '/rest/v1/availability/available')).toEqual([
      { days: [{ date: '2027-03-05', part: 'full' }] },
    ]);
    expect(screen.getByText('Unavailable: Family wedding')).toBeInTheDocument();
    // A booked day: the server's refusal is shown as it is.
    await user.click(screen.getByRole('button', { name: /^Wednesday 3 March/ }));
    await waitFor(
      () =>
        expect(screen.getByRole('status')).toHaveTextContent(/is booked, so it cannot be marked unavailable/),
      SLOW,
    );
    expect(screen.getByText('Booked: Brand film')).toBeInTheDocument();
  });
});
