import { CURRENCIES, formatMoney, fromMinorUnits, toMinorUnits } from '@reelhire/shared/money';
import { WALLET_DEPOSIT_MAX_MINOR, WALLET_DEPOSIT_MIN_MINOR } from '@reelhire/shared/payments';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError } from '@/lib/api-client';
import { useCreatePayment } from './api/create-payment';

export interface AddMoneyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What to suggest: the shortfall on the payment page, the failed deposit on its page. */
  suggestedMinor?: number | undefined;
  currency?: string | undefined;
}

/**
 * Adds money to the client's wallet by card (decision 0042): an amount and a currency, then the provider's
 * checkout, which comes back to the wallet's deposit success or failed page.
 */
export function AddMoneyDialog({
  open,
  onOpenChange,
  suggestedMinor,
  currency = 'GBP',
}: AddMoneyDialogProps) {
  const [chosenCurrency, setCurrency] = useState(currency);
  const [amount, setAmount] = useState(
    suggestedMinor ? String(fromMinorUnits(suggestedMinor, currency)) : '',
  );
  // One key per dialog opening: pressing again after a lost answer resumes the same deposit.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const create = useCreatePayment();
  const minor = Number.isFinite(Number(amount)) ? toMinorUnits(Number(amount), chosenCurrency) : NaN;
  const valid = minor >= WALLET_DEPOSIT_MIN_MINOR && minor <= WALLET_DEPOSIT_MAX_MINOR;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    create.mutate(
      {
        input: { purpose: 'wallet_deposit', amount_minor: minor, currency: chosenCurrency, method: 'card' },
        idempotencyKey: `${key}:${chosenCurrency}:${minor}`,
      },
      {
        onSuccess: (payment) => {
          if (payment.checkout_url) window.location.assign(payment.checkout_url);
          // That deposit is over (paid or failed elsewhere): the next press starts a new one.
          else setKey(crypto.randomUUID());
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Add money to your wallet</DialogTitle>
        <DialogDescription>
          Pay by card once; then fund milestones from your wallet at once, without another checkout.
        </DialogDescription>
        <form onSubmit={submit} className="space-y-4">
          <div className="grid grid-cols-[1fr_7rem] gap-3">
            <div className="space-y-1.5">
              <Label htmlFor="deposit-amount">Amount</Label>
              <Input
                id="deposit-amount"
                inputMode="decimal"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                aria-invalid={amount !== '' && !valid}
                placeholder="500.00"
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="deposit-currency">Currency</Label>
              <NativeSelect
                id="deposit-currency"
                value={chosenCurrency}
                onChange={(event) => setCurrency(event.target.value)}
              >
                {/* The supported list (decision 0059): the server refuses any other code. */}
                {CURRENCIES.map((code) => (
                  <option key={code}>{code}</option>
                ))}
              </NativeSelect>
            </div>
          </div>
          <p className="text-xs text-zinc-600">
            From {formatMoney(WALLET_DEPOSIT_MIN_MINOR, chosenCurrency)} to{' '}
            {formatMoney(WALLET_DEPOSIT_MAX_MINOR, chosenCurrency)}. No fee on deposits: the service fee is
            charged when you fund a milestone.
          </p>
          {create.isError ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {create.error instanceof ApiError ? create.error.message : 'The deposit could not be started.'}
            </p>
          ) : null}
          <Button type="submit" className="w-full" disabled={!valid || create.isPending}>
            {create.isPending
              ? 'Opening checkout…'
              : valid
                ? `Add ${formatMoney(minor, chosenCurrency)} by card`
                : 'Add money by card'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
