import { PAYOUT_MINIMUM_MINOR } from '@reelhire/shared/money-policy';
import { formatMoney, fromMinorUnits, isCurrency, toMinorUnits } from '@reelhire/shared/money';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { useRequestPayout } from './api/request-payout';

/**
 * Asks for a payout of available earnings in one currency. One Idempotency-Key per request the person
 * means: a retry of a request whose answer was lost reuses it; a new key is made once one went through.
 */
export function PayoutForm({ currency, availableMinor }: { currency: string; availableMinor: number }) {
  const id = useId();
  const request = useRequestPayout();
  const [amount, setAmount] = useState(() => String(fromMinorUnits(availableMinor, currency)));
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const minimum = formatMoney(PAYOUT_MINIMUM_MINOR, currency);

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const value = Number(amount);
    if (!amount.trim() || !Number.isFinite(value) || value <= 0)
      return setProblem('Enter an amount to pay out');
    const amountMinor = toMinorUnits(value, currency);
    if (amountMinor < PAYOUT_MINIMUM_MINOR) return setProblem(`The smallest payout is ${minimum}`);
    if (amountMinor > availableMinor) {
      return setProblem(`You have ${formatMoney(availableMinor, currency)} available`);
    }
    if (!isCurrency(currency)) return setProblem(`Payouts are not made in ${currency}`);
    setProblem(null);
    request.mutate(
      { input: { currency, amount_minor: amountMinor }, idempotencyKey: key },
      {
        onSuccess: (payout) => {
          setKey(crypto.randomUUID());
          setDone(
            `Payout of ${formatMoney(payout.amount_minor, currency)} requested. We will let you know when it is sent.`,
          );
        },
        onError: (error) =>
          setProblem(error instanceof ApiError ? error.message : 'The payout could not be requested'),
      },
    );
  }

  if (availableMinor < PAYOUT_MINIMUM_MINOR) {
    return (
      <p className="text-sm text-zinc-600">You can request a payout once at least {minimum} is available.</p>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-amount`}>Amount ({currency})</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={`${id}-amount`}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint`}
            className="max-w-40"
          />
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? 'Requesting…' : 'Request payout'}
          </Button>
        </div>
        <p id={`${id}-hint`} className="text-xs text-zinc-600">
          Up to {formatMoney(availableMinor, currency)} available; at least {minimum}.
        </p>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="text-sm text-emerald-700">
          {done}
        </p>
      ) : null}
    </form>
  );
}
