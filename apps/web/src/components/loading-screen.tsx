import { LOADING } from '@reelhire/shared/constants';
import { Logo } from './logo';

/** docs/product.md §2: full-screen, logo, a message (default 'Loading...'), three pulsing dots. */
export function LoadingScreen({ message = LOADING.defaultMessage }: { message?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-5 bg-white"
    >
      <Logo className="text-zinc-900" />
      <p className="text-sm text-zinc-600">{message}</p>
      <div className="flex gap-1.5" aria-hidden>
        {[0, 1, 2].map((dot) => (
          <span
            key={dot}
            data-testid="loading-dot"
            className="size-2 animate-pulse-dot rounded-full bg-brand-600"
            style={{ animationDelay: `${dot * 0.16}s` }}
          />
        ))}
      </div>
    </div>
  );
}
