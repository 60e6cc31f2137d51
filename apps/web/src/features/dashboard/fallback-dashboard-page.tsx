import { Clapperboard, Briefcase, LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/**
 * /dashboard (docs/product.md §4): the fallback for an account whose type is not known. The guard sends
 * every account with a type to its own dashboard, so only an account without one stays here, typically
 * one made with Google sign-in that left before choosing. It says so plainly and offers the choice.
 */
export function FallbackDashboardPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
      <PageHeader title="Dashboard" />
      <Card>
        <CardContent className="space-y-5">
          <div className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <LayoutDashboard className="size-5" aria-hidden />
            </span>
            <div className="space-y-1">
              <h2 className="text-base font-semibold text-zinc-900">Choose how you use Reelhire</h2>
              <p className="text-sm text-zinc-600">
                Your account does not have a role yet, so we don't know which dashboard to show you. This
                happens when an account was made (for example with Google) before a role was chosen. Nothing
                is lost: pick a role and you'll go on to set up your profile.
              </p>
            </div>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2">
            <li className="flex gap-3 rounded-lg border border-zinc-200 p-3 text-sm text-zinc-700">
              <Clapperboard className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
              <span>
                <strong className="font-medium text-zinc-900">Filmmaker</strong>: find work, get booked and
                paid.
              </span>
            </li>
            <li className="flex gap-3 rounded-lg border border-zinc-200 p-3 text-sm text-zinc-700">
              <Briefcase className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
              <span>
                <strong className="font-medium text-zinc-900">Client</strong>: post jobs and hire filmmakers.
                You can also be both.
              </span>
            </li>
          </ul>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Button asChild>
              <Link to="/role-selection">Choose your role</Link>
            </Button>
            <Button asChild variant="ghost">
              <Link to="/support">Something else is wrong? Contact support</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
