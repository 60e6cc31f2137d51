import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { AddMoneyDialog } from './add-money-dialog';
import { PaymentOutcome } from './payment-outcome';

/**
 * `/client/dashboard/wallet/deposit/success` and `/failed` (decision 0042): both read the deposit as it really
 * stands (a success page never claims money the webhook has not confirmed), and a failure offers a retry.
 */
export function WalletDepositPage() {
  const [search] = useSearchParams();
  const [retrying, setRetrying] = useState(false);
  return (
    <div className="max-w-2xl space-y-6">
      <PageHeader title="Your wallet deposit" />
      <PaymentOutcome
        paymentId={search.get('payment_id')}
        paid={() => (
          <>
            <p className="w-full text-sm text-zinc-700">
              The money is in your wallet: fund milestones from it at once on a job&rsquo;s payment page.
            </p>
            <Button asChild>
              <Link to="/client/dashboard/expenditure">See your wallet</Link>
            </Button>
          </>
        )}
        failed={(payment) => (
          <>
            <Button onClick={() => setRetrying(true)}>Try again</Button>
            <AddMoneyDialog
              open={retrying}
              onOpenChange={setRetrying}
              suggestedMinor={payment.amount_minor}
              currency={payment.currency}
            />
          </>
        )}
      />
    </div>
  );
}
