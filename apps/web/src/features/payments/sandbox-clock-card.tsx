import { EARNINGS_HOLD_DAYS } from '@reelhire/shared/money-policy';
import { Clock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDay } from '@/lib/format-dates';
import { useMoveSandboxClock } from './api/sandbox-clock';

/**
 * The sandbox's test clock on the admin's payments page (decision 0045): holds and automatic releases take
 * days, so in the sandbox an admin can run them as if the days had passed. Shown only while the sandbox
 * takes the payments; with Stripe there is no such clock.
 */
export function SandboxClockCard() {
  const move = useMoveSandboxClock();
  const result = move.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sandbox clock</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm text-zinc-600">
          Payments here go through the sandbox, so no real money moves. Earnings wait {EARNINGS_HOLD_DAYS}{' '}
          days before they can be paid out: run the money jobs as if those days had passed to try the whole
          path.
        </p>
        <Button variant="outline" disabled={move.isPending} onClick={() => move.mutate(EARNINGS_HOLD_DAYS)}>
          <Clock aria-hidden /> Run as if {EARNINGS_HOLD_DAYS} days had passed
        </Button>
        {result ? (
          <div role="status" className="text-sm text-emerald-700">
            <p>Done, as of {formatDay(result.as_of)}:</p>
            <ul className="mt-1 list-disc pl-5">
              {[
                [result.made_available, 'release made available', 'releases made available'],
                [result.released, 'delivery released automatically', 'deliveries released automatically'],
                [result.reminded, 'reminder before automatic release', 'reminders before automatic release'],
                [result.payment_reminders, 'payment reminder', 'payment reminders'],
                [result.refunded, 'card refund sent', 'card refunds sent'],
                [result.scheduled_payouts, 'scheduled payout requested', 'scheduled payouts requested'],
              ].map(([count, one, many]) => (
                <li key={String(one)}>
                  {count} {count === 1 ? one : many}
                </li>
              ))}
            </ul>
          </div>
        ) : move.error ? (
          <p role="alert" className="text-sm text-red-600">
            {move.error.message}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
