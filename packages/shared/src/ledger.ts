import { cancellationSplit, fundingCharge, releaseSplit } from './money-policy.ts';
import { isCurrency } from './money.ts';

// The double-entry ledger's vocabulary (issue 14, decision 0041): which accounts money sits in, and each
// kind of movement as the entries it posts. The server posts these in one database transaction each; the
// property tests drive them; the web app names them. Every movement's entries sum to zero per currency.

/**
 * Where money sits. Member accounts (a client's wallet, a milestone's escrow, a filmmaker's balances) and
 * Reelhire's fees can never go below zero. The provider's clearing account and the payouts sent are the
 * outside world: money arriving from a card makes clearing negative (the provider owes it to Reelhire).
 */
export const LEDGER_ACCOUNT_KINDS = [
  'client_wallet',
  'escrow',
  'filmmaker_pending',
  'filmmaker_available',
  'payouts_in_transit',
  'platform_fees',
  'provider_clearing',
  'payouts_sent',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** What each account's owner id is: a client, a milestone (escrow), a filmmaker, a provider, or nobody. */
export const LEDGER_ACCOUNT_OWNERS = {
  client_wallet: 'client',
  escrow: 'milestone',
  filmmaker_pending: 'filmmaker',
  filmmaker_available: 'filmmaker',
  payouts_in_transit: 'filmmaker',
  platform_fees: 'none',
  provider_clearing: 'provider',
  payouts_sent: 'none',
} as const satisfies Record<LedgerAccountKind, 'client' | 'milestone' | 'filmmaker' | 'provider' | 'none'>;

const OUTSIDE: readonly LedgerAccountKind[] = ['provider_clearing', 'payouts_sent'];

/** Whether an account may go below zero: only the outside world's. */
export function mayGoNegative(kind: LedgerAccountKind): boolean {
  return OUTSIDE.includes(kind);
}

/**
 * Accounts nearly every movement touches (decision 0073): Reelhire's fees, a provider's clearing and the
 * payouts sent, one per currency (and provider). Their balance is never cached on a row that each posting
 * would have to lock and queue behind; it is the sum of their entries, read when asked.
 */
export const SHARED_LEDGER_ACCOUNT_KINDS = [
  'platform_fees',
  'provider_clearing',
  'payouts_sent',
] as const satisfies readonly LedgerAccountKind[];

/** Whether an account's balance is summed from its entries rather than kept on its row (decision 0073). */
export function isSharedAccount(kind: LedgerAccountKind): boolean {
  return (SHARED_LEDGER_ACCOUNT_KINDS as readonly LedgerAccountKind[]).includes(kind);
}

export interface LedgerAccountRef {
  kind: LedgerAccountKind;
  /** The owner's id (see LEDGER_ACCOUNT_OWNERS); null for Reelhire's own fee and payouts accounts. */
  ownerId: string | null;
  currency: string;
}

export interface LedgerEntryInput {
  account: LedgerAccountRef;
  /** Positive: money into the account; negative: out of it. Integer minor units of the account's currency. */
  amountMinor: number;
}

export const LEDGER_TRANSACTION_KINDS = [
  'wallet_deposit',
  'escrow_funding_card',
  'escrow_funding_wallet',
  'escrow_release',
  'earnings_available',
  'cancellation_settlement',
  'card_refund_returned',
  'payout_request',
  'payout_paid',
  'payout_failed',
  'dispute_ruling',
] as const;
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];

const account = (kind: LedgerAccountKind, ownerId: string | null, currency: string): LedgerAccountRef => ({
  kind,
  ownerId,
  currency,
});

/** Drops zero entries (a zero fee, a kill fee of nothing) so every entry moves money. */
const moving = (entries: LedgerEntryInput[]): LedgerEntryInput[] =>
  entries.filter((entry) => entry.amountMinor !== 0);

/** One entry per account: two payments through one provider refund into one clearing account. */
function mergedByAccount(entries: LedgerEntryInput[]): LedgerEntryInput[] {
  const merged = new Map<string, LedgerEntryInput>();
  for (const entry of entries) {
    const key = `${entry.account.kind}:${entry.account.ownerId ?? ''}:${entry.account.currency}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, amountMinor: seen.amountMinor + entry.amountMinor } : entry);
  }
  return [...merged.values()];
}

/** A card payment into a client's wallet. */
export function walletDeposit(o: {
  provider: string;
  clientId: string;
  currency: string;
  amountMinor: number;
}) {
  return moving([
    { account: account('provider_clearing', o.provider, o.currency), amountMinor: -o.amountMinor },
    { account: account('client_wallet', o.clientId, o.currency), amountMinor: o.amountMinor },
  ]);
}

/** A milestone funded into escrow, with the client's service fee, from a card or from their wallet. */
export function escrowFunding(o: {
  source: { card: string } | { walletOf: string };
  milestoneId: string;
  currency: string;
  amountMinor: number;
}) {
  const { feeMinor, totalMinor } = fundingCharge(o.amountMinor);
  const from =
    'card' in o.source
      ? account('provider_clearing', o.source.card, o.currency)
      : account('client_wallet', o.source.walletOf, o.currency);
  return moving([
    { account: from, amountMinor: -totalMinor },
    { account: account('escrow', o.milestoneId, o.currency), amountMinor: o.amountMinor },
    { account: account('platform_fees', null, o.currency), amountMinor: feeMinor },
  ]);
}

/** A milestone's escrow released to its filmmaker (approved, or automatically), less the filmmaker's fee. */
export function escrowRelease(o: {
  milestoneId: string;
  filmmakerId: string;
  currency: string;
  amountMinor: number;
}) {
  const { earnedMinor, feeMinor } = releaseSplit(o.amountMinor);
  return moving([
    { account: account('escrow', o.milestoneId, o.currency), amountMinor: -o.amountMinor },
    { account: account('filmmaker_pending', o.filmmakerId, o.currency), amountMinor: earnedMinor },
    { account: account('platform_fees', null, o.currency), amountMinor: feeMinor },
  ]);
}

/** Pending earnings past their hold become available to pay out. */
export function earningsAvailable(o: { filmmakerId: string; currency: string; amountMinor: number }) {
  return moving([
    { account: account('filmmaker_pending', o.filmmakerId, o.currency), amountMinor: -o.amountMinor },
    { account: account('filmmaker_available', o.filmmakerId, o.currency), amountMinor: o.amountMinor },
  ]);
}

export type RefundTarget = { card: string } | { walletOf: string };

const refundAccount = (to: RefundTarget, currency: string) =>
  'card' in to
    ? account('provider_clearing', to.card, currency)
    : account('client_wallet', to.walletOf, currency);

/**
 * A cancelled milestone's escrow settled: the kill fee to the filmmaker (less their fee), the rest and its
 * share of the service fee back to the client's wallet or to the card it came from. `refundTo` is one
 * destination for the whole refund, or (decision 0048) each destination with its part, as `refundSplit`
 * shares it among the payments that funded the escrow; the parts must add up to the refund.
 */
export function cancellationSettlement(o: {
  milestoneId: string;
  filmmakerId: string;
  currency: string;
  escrowMinor: number;
  killFeeMinor: number;
  serviceFeePaidMinor: number;
  refundTo: RefundTarget | readonly { to: RefundTarget; amountMinor: number }[];
}) {
  const split = cancellationSplit(o);
  const refundMinor = split.refundMinor + split.serviceFeeRefundMinor;
  const parts = Array.isArray(o.refundTo)
    ? (o.refundTo as readonly { to: RefundTarget; amountMinor: number }[])
    : [{ to: o.refundTo as RefundTarget, amountMinor: refundMinor }];
  if (parts.reduce((sum, part) => sum + part.amountMinor, 0) !== refundMinor) {
    throw new RangeError(`the refund's parts do not add up to the refund of ${refundMinor}`);
  }
  return moving([
    { account: account('escrow', o.milestoneId, o.currency), amountMinor: -o.escrowMinor },
    { account: account('filmmaker_pending', o.filmmakerId, o.currency), amountMinor: split.earnedMinor },
    // Two entries on Reelhire's fees, never their difference (decision 0059): the filmmaker's fee on the kill
    // fee is what their earnings show as paid, and the service fee given back is the client's; netted, a
    // fee smaller than the refund left the filmmaker's fee out of every figure read from the entries.
    { account: account('platform_fees', null, o.currency), amountMinor: split.filmmakerFeeMinor },
    { account: account('platform_fees', null, o.currency), amountMinor: -split.serviceFeeRefundMinor },
    ...mergedByAccount(
      parts.map((part) => ({ account: refundAccount(part.to, o.currency), amountMinor: part.amountMinor })),
    ),
  ]);
}

/**
 * An admin's ruling on a disputed milestone (decision 0061): what the ruling releases goes to the filmmaker
 * less their usual fee, what it refunds goes back to the client with the same share of the service fee they
 * paid on it, the way it was paid. The same entries as a cancellation whose kill fee is the released part:
 * a dispute itself costs neither side a fee.
 */
export function disputeRuling(o: {
  milestoneId: string;
  filmmakerId: string;
  currency: string;
  escrowMinor: number;
  releaseMinor: number;
  serviceFeePaidMinor: number;
  refundTo: RefundTarget | readonly { to: RefundTarget; amountMinor: number }[];
}) {
  const { releaseMinor, ...rest } = o;
  return cancellationSettlement({ ...rest, killFeeMinor: releaseMinor });
}

/**
 * A card refund the provider refused for good (decision 0048): the money the cancellation sent back
 * towards the card comes from the provider's clearing account into the client's wallet instead. A new
 * movement, never a change to the cancellation's.
 */
export function cardRefundReturned(o: {
  provider: string;
  clientId: string;
  currency: string;
  amountMinor: number;
}) {
  return moving([
    { account: account('provider_clearing', o.provider, o.currency), amountMinor: -o.amountMinor },
    { account: account('client_wallet', o.clientId, o.currency), amountMinor: o.amountMinor },
  ]);
}

/** A filmmaker asks for a payout: the money leaves their available balance and is in transit. */
export function payoutRequest(o: { filmmakerId: string; currency: string; amountMinor: number }) {
  return moving([
    { account: account('filmmaker_available', o.filmmakerId, o.currency), amountMinor: -o.amountMinor },
    { account: account('payouts_in_transit', o.filmmakerId, o.currency), amountMinor: o.amountMinor },
  ]);
}

/** An admin marks a payout paid: it has left Reelhire for the filmmaker's bank. */
export function payoutPaid(o: { filmmakerId: string; currency: string; amountMinor: number }) {
  return moving([
    { account: account('payouts_in_transit', o.filmmakerId, o.currency), amountMinor: -o.amountMinor },
    { account: account('payouts_sent', null, o.currency), amountMinor: o.amountMinor },
  ]);
}

/** A payout failed: the money returns to the filmmaker's available balance. */
export function payoutFailed(o: { filmmakerId: string; currency: string; amountMinor: number }) {
  return moving([
    { account: account('payouts_in_transit', o.filmmakerId, o.currency), amountMinor: -o.amountMinor },
    { account: account('filmmaker_available', o.filmmakerId, o.currency), amountMinor: o.amountMinor },
  ]);
}

/** Why a set of entries cannot be one ledger transaction, or null when it can. */
export function unbalancedReason(entries: readonly LedgerEntryInput[]): string | null {
  if (entries.length < 2) return 'a movement has at least two entries';
  const sums = new Map<string, number>();
  for (const { account: ref, amountMinor } of entries) {
    if (!Number.isSafeInteger(amountMinor) || amountMinor === 0) {
      return `every entry is a non-zero integer of minor units, not ${amountMinor}`;
    }
    if (!isCurrency(ref.currency)) return `unknown currency ${ref.currency}`;
    if ((LEDGER_ACCOUNT_OWNERS[ref.kind] === 'none') !== (ref.ownerId === null)) {
      return `a ${ref.kind} account ${ref.ownerId === null ? 'needs' : 'has no'} owner`;
    }
    sums.set(ref.currency, (sums.get(ref.currency) ?? 0) + amountMinor);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0) return `the entries in ${currency} sum to ${sum}, not zero`;
  }
  return null;
}
