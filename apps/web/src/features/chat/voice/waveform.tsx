import { formatDuration } from '@reelhire/shared/chat-attachments';
import type { KeyboardEvent, PointerEvent } from 'react';
import { cn } from '@/lib/cn';
import { shownWaveform } from './waveform-data';

interface WaveformProps {
  /** The stored waveform (50 points, 0..1); 25 bars are drawn. */
  points: readonly number[] | null | undefined;
  /** How much has played, 0..1: those bars are drawn solid. */
  progress: number;
  /** Seconds, for the slider's spoken value. */
  duration: number;
  /** Makes the waveform a seek slider. */
  onSeek?: (fraction: number) => void;
  label: string;
  className?: string;
}

/** Keyboard steps of the seek slider, as a share of the note. */
const KEY_STEP = 0.05;

/**
 * A voice note's bars in the surrounding text colour (so it reads on a brand bubble and a grey one),
 * played part solid, the rest faded. With `onSeek` it is a slider: click, drag or arrow keys.
 */
export function Waveform({ points, progress, duration, onSeek, label, className }: WaveformProps) {
  const bars = shownWaveform(points);
  const playedBars = Math.round(progress * bars.length);

  const fractionAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return box.width > 0 ? (event.clientX - box.left) / box.width : 0;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!onSeek) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    onSeek(fractionAt(event));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (onSeek && event.buttons === 1) onSeek(fractionAt(event));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!onSeek) return;
    const to =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? progress + KEY_STEP
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? progress - KEY_STEP
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? 1
              : null;
    if (to === null) return;
    event.preventDefault();
    event.stopPropagation();
    onSeek(Math.min(1, Math.max(0, to)));
  };

  const slider = onSeek
    ? {
        role: 'slider',
        tabIndex: 0,
        'aria-valuemin': 0,
        'aria-valuemax': Math.round(duration),
        'aria-valuenow': Math.round(progress * duration),
        'aria-valuetext': `${formatDuration(progress * duration)} of ${formatDuration(duration)}`,
        onPointerDown,
        onPointerMove,
        onKeyDown,
      }
    : { role: 'img' };

  return (
    <div
      {...slider}
      aria-label={label}
      className={cn(
        'flex h-8 min-w-0 flex-1 touch-none items-center gap-[2px] rounded-sm',
        onSeek && 'cursor-pointer',
        className,
      )}
    >
      {bars.map((level, index) => (
        <span
          // The bars never reorder: their place is their identity.
          key={index}
          aria-hidden
          className={cn(
            'w-[3px] min-w-[2px] flex-1 rounded-full bg-current transition-opacity',
            index < playedBars ? 'opacity-100' : 'opacity-35',
          )}
          style={{ height: `${Math.max(12, Math.round(level * 100))}%` }}
        />
      ))}
    </div>
  );
}
