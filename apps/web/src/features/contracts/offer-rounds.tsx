import type { Contract } from '@reelhire/shared/contracts';
import {
  changedTerms,
  OFFER_STATUS_LABELS,
  offerMachine,
  type Offer,
  type OfferRound,
  type OfferTerms,
  type OfferTransition,
} from '@reelhire/shared/offers';
import { availableTransitions, isFinalState, turnLine } from '@reelhire/shared/state-machine';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useAcceptOffer } from './api/accept-offer';
import { useTransitionOffer } from './api/transition-offer';
import { formatDate, problemText } from './contract-format';
import { OfferTermsForm } from './offer-terms-form';
import { formValuesOf } from './offer-terms-values';
import { TermsView } from './terms-view';

export type Party = 'client' | 'filmmaker';

const other = (party: Party): Party => (party === 'client' ? 'filmmaker' : 'client');

const proposer = (round: OfferRound, viewer: Party) =>
  round.proposed_by === viewer ? 'you' : `the ${round.proposed_by}`;

function RoundCard({
  round,
  previous,
  viewer,
  currency,
}: {
  round: OfferRound;
  previous: OfferRound | undefined;
  viewer: Party;
  currency: string;
}) {
  const changed = previous ? changedTerms(previous.terms, round.terms) : [];
  return (
    <li>
      <Card>
        <CardContent className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold text-zinc-900">
              Round {round.round}:{' '}
              {!previous ? 'offer' : round.proposed_by === 'filmmaker' ? 'counter' : 'revised terms'} from{' '}
              {proposer(round, viewer)}
            </h3>
            <span className="text-xs text-zinc-500">{formatDate(round.created_at)}</span>
          </div>
          {previous ? (
            <p className="text-sm text-zinc-600">
              {changed.length === 0
                ? 'Same terms as the round before.'
                : `${changed.length} ${changed.length === 1 ? 'term' : 'terms'} changed from the round before, marked below.`}
            </p>
          ) : null}
          {round.message ? (
            <blockquote className="whitespace-pre-line border-l-2 border-brand-100 pl-3 text-sm text-zinc-700">
              {round.message}
            </blockquote>
          ) : null}
          <TermsView terms={round.terms} currency={currency} changed={changed} />
        </CardContent>
      </Card>
    </li>
  );
}

type Dialog = 'accept' | 'decline' | 'withdraw' | null;

/**
 * An offer's rounds in order, each with who proposed it and what changed, and the actions the offer
 * machine gives `viewer` now: only the side whose turn it is may accept, decline or answer with terms.
 */
export function OfferRounds({
  offer,
  viewer,
  onAccepted,
}: {
  offer: Offer;
  viewer: Party;
  onAccepted?: (contract: Contract) => void;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [answering, setAnswering] = useState(false);
  const accept = useAcceptOffer(offer.id);
  const answer = useTransitionOffer(offer.id);
  const actions = availableTransitions(offerMachine, { state: offer.status, actor: viewer });
  const latest = offer.rounds.at(-1);
  const termsAction: Extract<OfferTransition, 'counter' | 'revise'> | null = actions.includes('counter')
    ? 'counter'
    : actions.includes('revise')
      ? 'revise'
      : null;
  const live = !isFinalState(offerMachine, offer.status);

  function closeDialog(open: boolean) {
    if (open) return;
    setDialog(null);
    accept.reset();
    answer.reset();
  }

  function sendTerms(terms: OfferTerms, message: string | null) {
    if (!termsAction) return;
    answer.mutate(
      { transition: termsAction, terms, message },
      {
        onSuccess: () => {
          setAnswering(false);
          toast.success(termsAction === 'counter' ? 'Counter sent to the client' : 'New terms sent');
        },
      },
    );
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <Badge variant={offer.status === 'accepted' ? 'success' : live ? 'warning' : 'neutral'}>
          {/* Whose turn, as this side reads it: never "waiting for the filmmaker" to the filmmaker. */}
          {turnLine(offerMachine, offer.status, viewer) ?? OFFER_STATUS_LABELS[offer.status]}
        </Badge>
        {live ? (
          <span className="flex items-center gap-1 text-sm text-zinc-600">
            <Clock className="size-4" aria-hidden /> Open until {formatDate(offer.expires_at)}
          </span>
        ) : null}
      </div>
      {offer.status === 'declined' && offer.decline_reason ? (
        <p className="text-sm text-zinc-700">Reason given: {offer.decline_reason}</p>
      ) : null}

      <ol className="space-y-4" aria-label="Rounds">
        {offer.rounds.map((round, index) => (
          <RoundCard
            key={round.round}
            round={round}
            previous={offer.rounds[index - 1]}
            viewer={viewer}
            currency={offer.currency}
          />
        ))}
      </ol>

      {/* Whose turn it is: the side that may accept (the other may at most withdraw meanwhile). */}
      {live && !actions.includes('accept') ? (
        <p className="rounded-lg bg-zinc-50 p-4 text-sm text-zinc-700">
          Waiting for the {other(viewer)} to answer. You are told when they do.
        </p>
      ) : null}

      {actions.length > 0 && !answering ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {actions.includes('accept') ? (
            <Button onClick={() => setDialog('accept')}>{offerMachine.transitions.accept.label}</Button>
          ) : null}
          {termsAction ? (
            <Button variant="outline" onClick={() => setAnswering(true)}>
              {offerMachine.transitions[termsAction].label}
            </Button>
          ) : null}
          {actions.includes('decline') ? (
            <Button variant="outline" onClick={() => setDialog('decline')}>
              {offerMachine.transitions.decline.label}
            </Button>
          ) : null}
          {actions.includes('withdraw') ? (
            <Button variant="ghost" onClick={() => setDialog('withdraw')}>
              {offerMachine.transitions.withdraw.label} offer
            </Button>
          ) : null}
        </div>
      ) : null}

      {answering && termsAction && latest ? (
        <Card>
          <CardContent className="space-y-4 sm:p-6">
            <div>
              <h2 className="font-semibold text-zinc-900">
                {termsAction === 'counter' ? 'Your counter' : 'New terms'}
              </h2>
              <p className="mt-1 text-sm text-zinc-600">
                Starts from the terms on the table; what you change is marked for the {other(viewer)}.
              </p>
            </div>
            <OfferTermsForm
              currency={offer.currency}
              initial={formValuesOf(latest.terms, offer.currency)}
              submitLabel={termsAction === 'counter' ? 'Send counter' : 'Send new terms'}
              messageLabel={`Message to the ${other(viewer)} (optional)`}
              pending={answer.isPending}
              error={answer.isError ? problemText(answer.error) : null}
              onSubmit={sendTerms}
              onCancel={() => {
                setAnswering(false);
                answer.reset();
              }}
            />
          </CardContent>
        </Card>
      ) : null}

      <ConfirmDialog
        open={dialog === 'accept'}
        onOpenChange={closeDialog}
        title="Accept these terms?"
        description={`This signs the contract on the terms of round ${latest?.round ?? 1}: both of you are bound by them and they cannot be changed afterwards.`}
        confirmLabel="Accept and sign"
        pendingLabel="Signing…"
        pending={accept.isPending}
        error={accept.isError ? problemText(accept.error) : null}
        onConfirm={() =>
          accept.mutate(undefined, {
            onSuccess: ({ contract }) => {
              setDialog(null);
              toast.success(`Contract ${contract.number} signed`);
              onAccepted?.(contract);
            },
          })
        }
      />
      <ConfirmDialog
        open={dialog === 'decline'}
        onOpenChange={closeDialog}
        title="Decline this offer?"
        description={`The negotiation ends and the ${other(viewer)} is told, with your reason if you give one.`}
        confirmLabel="Decline"
        pendingLabel="Declining…"
        destructive
        pending={answer.isPending}
        error={answer.isError ? problemText(answer.error) : null}
        note={{ label: 'Reason (optional)', max: 1000 }}
        onConfirm={(reason) =>
          answer.mutate({ transition: 'decline', reason }, { onSuccess: () => setDialog(null) })
        }
      />
      <ConfirmDialog
        open={dialog === 'withdraw'}
        onOpenChange={closeDialog}
        title="Withdraw this offer?"
        description="The filmmaker is told and the application goes back to your shortlist."
        confirmLabel="Withdraw offer"
        pendingLabel="Withdrawing…"
        destructive
        pending={answer.isPending}
        error={answer.isError ? problemText(answer.error) : null}
        onConfirm={() => answer.mutate({ transition: 'withdraw' }, { onSuccess: () => setDialog(null) })}
      />
    </div>
  );
}
