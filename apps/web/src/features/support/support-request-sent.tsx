import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

/** The first eight characters of the request id are enough for people to quote; staff can search by them. */
export function formatSupportReference(id: string): string {
  return `RH-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

export function SupportRequestSent({
  requestId,
  email,
  onSendAnother,
}: {
  requestId: string;
  email: string;
  onSendAnother: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the reader was in has gone; move focus to what replaced it so screen readers announce it.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="flex flex-col items-center px-6 py-10 text-center">
      <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
        <CircleCheck className="size-6" aria-hidden />
      </span>
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-zinc-900 focus:outline-none">
        Thanks — we&apos;ve received your request
      </h3>
      <p className="mt-2 max-w-md text-sm text-zinc-600">
        Your reference is{' '}
        <span className="font-mono font-semibold text-zinc-900" title={requestId}>
          {formatSupportReference(requestId)}
        </span>
        . We&apos;ll reply by email to <span className="font-medium text-zinc-900">{email}</span>. Quote the
        reference if you contact us about the same thing again.
      </p>
      <Button variant="outline" className="mt-6" onClick={onSendAnother}>
        Send another request
      </Button>
    </div>
  );
}
