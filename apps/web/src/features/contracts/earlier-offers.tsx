import { OFFER_STATUS_LABELS, type Offer } from '@reelhire/shared/offers';
import { formatDate } from './contract-format';

/** Offers that ended before this one: named, not repeated in full. */
export function EarlierOffers({ offers }: { offers: Offer[] }) {
  if (offers.length === 0) return null;
  return (
    <details className="rounded-lg border border-zinc-200 bg-white p-4 text-sm">
      <summary className="cursor-pointer font-medium text-zinc-900">
        {offers.length === 1 ? 'An earlier offer' : `${offers.length} earlier offers`}
      </summary>
      <ul className="mt-2 space-y-1 text-zinc-700">
        {offers.map((offer) => (
          <li key={offer.id}>
            Sent {formatDate(offer.created_at)}: {OFFER_STATUS_LABELS[offer.status].toLowerCase()}
            {offer.decline_reason ? ` (“${offer.decline_reason}”)` : ''}
          </li>
        ))}
      </ul>
    </details>
  );
}
