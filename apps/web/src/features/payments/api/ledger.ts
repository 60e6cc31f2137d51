import {
  ledgerCheckSchema,
  ledgerSummarySchema,
  type LedgerCheckResult,
  type LedgerSummary,
} from '@reelhire/shared/earnings';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';
import { MONEY_QUERY_ROOT } from '@/lib/payments/payment-queries';

/** `GET /ledger/summary` (admin): escrow held, fees earned, payouts to process, per currency. */
export function getLedgerSummary(): Promise<LedgerSummary> {
  return apiFetch('/rest/v1/ledger/summary', { schema: ledgerSummarySchema, requireSession: true });
}

/** `GET /ledger/check` (admin): every balance recomputed from its entries, and any difference. */
export function getLedgerCheck(): Promise<LedgerCheckResult> {
  return apiFetch('/rest/v1/ledger/check', { schema: ledgerCheckSchema, requireSession: true });
}

export function useLedgerSummary() {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: [...MONEY_QUERY_ROOT, userId, 'ledger-summary'],
    queryFn: getLedgerSummary,
    enabled: Boolean(userId),
  });
}

export function useLedgerCheck() {
  const userId = useAuthState().user?.id;
  return useQuery({
    queryKey: [...MONEY_QUERY_ROOT, userId, 'ledger-check'],
    queryFn: getLedgerCheck,
    enabled: Boolean(userId),
  });
}
