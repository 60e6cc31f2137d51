import { zodResolver } from '@hookform/resolvers/zod';
import { supportRequestSchema } from '@reelhire/shared/support';
import { CheckCircle2, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { newIdempotencyKey, useCreateSupportRequest } from './api/create-support-request';

const chatSchema = supportRequestSchema.pick({ name: true, email: true, message: true });

const NOT_SENT = "We couldn't send your message. Check your connection and try again.";

/** The widget's form: name, email and message, to the same support inbox as /support (topic 'other'). */
export default function SupportWidgetPanel() {
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const createSupportRequest = useCreateSupportRequest();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(chatSchema), defaultValues: { name: '', email: '', message: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await createSupportRequest.mutateAsync({ input: { ...values, topic: 'other' }, idempotencyKey });
      setSent({ name: values.name, email: values.email });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : NOT_SENT);
    }
  });

  return (
    <div>
      <div className="bg-ink-950 px-5 py-4 text-white">
        <p className="font-semibold">Chat with Reelhire support</p>
        <p className="mt-0.5 text-sm text-zinc-300">
          Leave a message; we reply by email, usually within a day.
        </p>
      </div>
      {sent ? (
        <div className="flex flex-col items-center px-5 py-8 text-center" role="status">
          <CheckCircle2 className="size-8 text-emerald-600" aria-hidden />
          <p className="mt-3 font-medium">Thanks, {sent.name.split(' ')[0]}, we&apos;ve got your message.</p>
          <p className="mt-1 text-sm text-zinc-600">We&apos;ll reply to {sent.email}.</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-5"
            onClick={() => {
              reset();
              createSupportRequest.reset();
              setIdempotencyKey(newIdempotencyKey());
              setSent(null);
            }}
          >
            Send another message
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-3 px-5 py-4">
          <TextField
            label="Your name"
            autoComplete="name"
            autoFocus
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label="Email address"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <div className="space-y-1.5">
            <Label htmlFor="support-widget-message">Message</Label>
            <Textarea
              id="support-widget-message"
              rows={4}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? 'support-widget-message-error' : undefined}
              {...register('message')}
            />
            {errors.message ? (
              <p id="support-widget-message-error" className="text-sm text-red-600">
                {errors.message.message}
              </p>
            ) : null}
          </div>
          {failure ? (
            <p role="alert" className="text-sm text-red-600">
              {failure}
            </p>
          ) : null}
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            {isSubmitting ? 'Sending…' : 'Send message'}
          </Button>
        </form>
      )}
    </div>
  );
}
