import { useCallback, useRef, useState, type SyntheticEvent } from 'react';

/**
 * Play, pause, seek and progress of one `<audio>` element (spread `audioProps` on it). Chrome reports
 * an Infinity duration for recorder WebM, so a known duration (from the attachment) wins over it.
 */
export function useAudioPlayback(knownDuration?: number | null) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [mediaDuration, setMediaDuration] = useState<number | null>(null);

  const duration =
    knownDuration && knownDuration > 0
      ? knownDuration
      : mediaDuration !== null && Number.isFinite(mediaDuration)
        ? mediaDuration
        : 0;
  const progress = duration > 0 ? Math.min(1, currentTime / duration) : 0;

  const toggle = useCallback(async () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (!audio.paused) {
      audio.pause();
      return;
    }
    try {
      await audio.play();
    } catch (error) {
      // An expired link or an unsupported format: nothing plays, the button stays on Play.
      console.warn('The audio could not be played', error);
      setPlaying(false);
    }
  }, []);

  const pause = useCallback(() => audioRef.current?.pause(), []);

  const seek = useCallback(
    (fraction: number) => {
      const audio = audioRef.current;
      const to = Math.min(1, Math.max(0, fraction)) * duration;
      if (audio) audio.currentTime = to;
      setCurrentTime(to);
    },
    [duration],
  );

  const audioProps = {
    ref: audioRef,
    preload: 'metadata' as const,
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onEnded: () => {
      setPlaying(false);
      setCurrentTime(0);
    },
    onTimeUpdate: (event: SyntheticEvent<HTMLAudioElement>) =>
      setCurrentTime(event.currentTarget.currentTime),
    onLoadedMetadata: (event: SyntheticEvent<HTMLAudioElement>) =>
      setMediaDuration(event.currentTarget.duration),
    onDurationChange: (event: SyntheticEvent<HTMLAudioElement>) =>
      setMediaDuration(event.currentTarget.duration),
  };

  return { audioProps, playing, currentTime, duration, progress, toggle, pause, seek };
}
