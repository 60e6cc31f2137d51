import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_QUERY_KEY } from '@/lib/account-records';

/**
 * Leaves a setup page after the profile was submitted, then refreshes the account records the access guard
 * reads. The refresh waits until this page has unmounted: while it is still on screen, fresh records saying
 * `setup` make the guard send the user to their dashboard (docs/product.md §4), and that redirect can land
 * after the navigation away (the next page loads lazily), stranding a visitor who was on their way back to a
 * claim link or a portfolio on the dashboard instead.
 */
export function useLeaveSetup(): (to: string) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const left = useRef(false);
  useEffect(
    () => () => {
      if (left.current) void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
    },
    [queryClient],
  );
  return async (to: string) => {
    left.current = true;
    await navigate(to);
  };
}
