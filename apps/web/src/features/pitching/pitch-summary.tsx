import { pitchBudgetText, PITCH_FORMATS, type Pitch } from '@reelhire/shared/pitches';
import { Clapperboard, Wallet } from 'lucide-react';

export const formatLabel = (id: string) => PITCH_FORMATS.find((format) => format.id === id)?.label ?? id;

/** What every pitch card shows: its title, format, budget range and logline. */
export function PitchSummary({ pitch, heading = 'h2' }: { pitch: Pitch; heading?: 'h2' | 'h3' }) {
  const Heading = heading;
  return (
    <div className="min-w-0 space-y-2">
      <Heading className="text-base font-semibold break-words text-zinc-900">{pitch.title}</Heading>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-zinc-600">
        <span className="inline-flex items-center gap-1.5">
          <Clapperboard className="size-4 text-zinc-400" aria-hidden />
          {formatLabel(pitch.format)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Wallet className="size-4 text-zinc-400" aria-hidden />
          {pitchBudgetText(pitch)}
        </span>
      </p>
      <p className="text-sm break-words text-zinc-700">{pitch.logline}</p>
    </div>
  );
}
