import type { ProfileGap } from '@reelhire/shared/profile-gaps';
import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { fieldLink } from './setup-frame';

/** The field a gap's link lands on: "something to look at" starts at the showreel. */
const gapField = (gap: ProfileGap) => (gap.field === 'portfolio' ? 'showreel_url' : gap.field);

/** What submitting still needs, each a link to the field in its step. */
export function GapList({ gaps, paths }: { gaps: ProfileGap[]; paths: Record<string, string> }) {
  return (
    <section
      aria-labelledby="gaps-title"
      className="rounded-xl border border-amber-200 bg-amber-50 px-5 py-4 text-sm text-amber-900"
    >
      <h2 id="gaps-title" className="flex items-center gap-2 font-semibold">
        <CircleAlert className="size-4" aria-hidden /> Before your profile can go live
      </h2>
      <ul className="mt-2 space-y-1 pl-6">
        {gaps.map((gap) => (
          <li key={`${gap.step}-${gap.field}`} className="list-disc">
            <Link
              to={fieldLink(paths[gap.step] ?? '', gapField(gap))}
              className="font-medium underline underline-offset-2 hover:text-amber-950"
            >
              {gap.message}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
