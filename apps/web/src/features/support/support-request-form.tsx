import { zodResolver } from '@hookform/resolvers/zod';
import { SUPPORT_TOPICS, supportRequestSchema } from '@reelhire/shared/support';
import { LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { newIdempotencyKey, useCreateSupportRequest } from './api/create-support-request';
import { formatSupportReference, SupportRequestSent } from './support-request-sent';
import { SUPPORT_TOPIC_LABELS } from './support-topic-labels';

const NOT_SENT = "We couldn't send your request. Check your connection and try again.";

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-600">
      {message}
    </p>
  );
}

/** ids a field's aria-describedby should list, leaving out messages that are not shown. */
const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

export function SupportRequestForm() {
  const id = useId();
  // One key per form fill: a double click, a retry after a dropped connection or a resubmit after an error
  // all reach the server with the same key, so the request is stored once.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [sent, setSent] = useState<{ requestId: string; email: string } | null>(null);
  const createSupportRequest = useCreateSupportRequest();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(supportRequestSchema),
    defaultValues: { name: '', email: '', message: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const created = await createSupportRequest.mutateAsync({ input, idempotencyKey });
      setSent({ requestId: created.id, email: input.email });
      toast.success("Thanks — we've received your request", {
        description: `Reference ${formatSupportReference(created.id)}`,
      });
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : NOT_SENT);
    }
  });

  if (sent) {
    return (
      <SupportRequestSent
        requestId={sent.requestId}
        email={sent.email}
        onSendAnother={() => {
          reset();
          createSupportRequest.reset();
          setIdempotencyKey(newIdempotencyKey());
          setSent(null);
        }}
      />
    );
  }

  const sending = isSubmitting || createSupportRequest.isPending;
  const fieldIds = {
    name: `${id}-name`,
    email: `${id}-email`,
    topic: `${id}-topic`,
    message: `${id}-message`,
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 p-5 sm:p-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={fieldIds.name}>Your name</Label>
          <Input
            id={fieldIds.name}
            autoComplete="name"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy(errors.name && `${fieldIds.name}-error`)}
            {...register('name')}
          />
          <FieldError id={`${fieldIds.name}-error`} message={errors.name?.message} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={fieldIds.email}>Email address</Label>
          <Input
            id={fieldIds.email}
            type="email"
            autoComplete="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy(errors.email && `${fieldIds.email}-error`)}
            {...register('email')}
          />
          <FieldError id={`${fieldIds.email}-error`} message={errors.email?.message} />
        </div>
      </div>

      <div className="space-y-1.5">
        <Label htmlFor={fieldIds.topic}>Topic</Label>
        <select
          id={fieldIds.topic}
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={describedBy(errors.topic && `${fieldIds.topic}-error`)}
          className="flex h-10 w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-xs focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/20 disabled:opacity-50 aria-invalid:border-red-500"
          {...register('topic')}
        >
          <option value="">Choose a topic</option>
          {SUPPORT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {SUPPORT_TOPIC_LABELS[topic]}
            </option>
          ))}
        </select>
        <FieldError id={`${fieldIds.topic}-error`} message={errors.topic?.message} />
      </div>

      <div className="space-y-1.5">
        <Label htmlFor={fieldIds.message}>How can we help?</Label>
        <Textarea
          id={fieldIds.message}
          rows={6}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy(
            `${fieldIds.message}-hint`,
            errors.message && `${fieldIds.message}-error`,
          )}
          {...register('message')}
        />
        <p id={`${fieldIds.message}-hint`} className="text-xs text-zinc-500">
          If it is about a job or booking, say which one. Please don&apos;t include card numbers or passwords.
        </p>
        <FieldError id={`${fieldIds.message}-error`} message={errors.message?.message} />
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-zinc-500">We reply by email to the address above.</p>
        <Button type="submit" disabled={sending}>
          {sending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          {sending ? 'Sending…' : 'Send request'}
        </Button>
      </div>
    </form>
  );
}
