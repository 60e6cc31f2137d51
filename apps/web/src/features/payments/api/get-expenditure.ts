import { expenditureSchema, type Expenditure } from '@reelhire/shared/spending';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

/** The client's spend by project and month, escrow held and wallet balances (`GET /expenditure`). */
export function getExpenditure(): Promise<Expenditure> {
  return apiFetch('/rest/v1/expenditure', { schema: expenditureSchema });
}

export function useExpenditure() {
  const userId = useAuthState().user?.id;
  return useQuery({ queryKey: ['expenditure', userId], queryFn: getExpenditure, enabled: Boolean(userId) });
}
