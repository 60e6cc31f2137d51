import { zodResolver } from '@hookform/resolvers/zod';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  feedbackInputSchema,
} from '@reelhire/shared/feedback';
import { FILE_KIND_RULES, fileInputAccept, formatFileSize } from '@reelhire/shared/file-kinds';
import { ImagePlus, LoaderCircle, Send, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { ProgressBar } from '@/components/upload-progress-bar';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useFileUploads } from '@/lib/use-file-uploads';
import { useCreateFeedback } from './api/create-feedback';
import { RatingStars } from './rating-stars';

interface FeedbackFormValues {
  rating: number;
  category: string;
  message: string;
  screenshot_file_id: string | null;
}

const resolver = zodResolver(feedbackInputSchema) as unknown as Resolver<FeedbackFormValues>;
const SCREENSHOT = FILE_KIND_RULES.feedback_screenshot;
const newKey = () => crypto.randomUUID();

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-600">
      {message}
    </p>
  );
}

/** The /feedback form: a rating, what it is about, what to say and an optional screenshot. */
export function FeedbackForm({ onSent }: { onSent: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [idempotencyKey] = useState(newKey);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateFeedback();
  const screenshot = useFileUploads({
    kind: 'feedback_screenshot',
    max: 1,
    tooMany: 'One screenshot per feedback: the others were left out',
  });
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FeedbackFormValues>({
    resolver,
    defaultValues: { rating: 0, category: '', message: '', screenshot_file_id: null },
  });
  const rating = useWatch({ control, name: 'rating' });
  const fileId = screenshot.fileIds[0] ?? null;
  useEffect(() => setValue('screenshot_file_id', fileId), [fileId, setValue]);
  const upload = screenshot.uploads[0];
  const uploading = Boolean(upload && !upload.fileId && !upload.error);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await create.mutateAsync({
        input: {
          rating: values.rating,
          category: values.category as (typeof FEEDBACK_CATEGORIES)[number],
          message: values.message,
          screenshot_file_id: values.screenshot_file_id,
        },
        idempotencyKey,
      });
      onSent();
    } catch (error) {
      setFailure(
        error instanceof ApiError
          ? error.message
          : "We couldn't send your feedback. Check your connection and try again.",
      );
    }
  });
  const sending = isSubmitting || create.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="space-y-1.5">
        <Label id={`${id}-rating-label`}>How is Reelhire working for you?</Label>
        <RatingStars
          value={rating}
          onChange={(rating) => setValue('rating', rating, { shouldValidate: true })}
          invalid={Boolean(errors.rating)}
          describedBy={errors.rating ? `${id}-rating-error` : undefined}
        />
        <FieldError id={`${id}-rating-error`} message={errors.rating?.message} />
      </div>

      <div className="space-y-1.5">
        <Label htmlFor={`${id}-category`}>What is it about?</Label>
        <NativeSelect
          id={`${id}-category`}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={errors.category ? `${id}-category-error` : undefined}
          {...register('category')}
        >
          <option value="">Choose one</option>
          {FEEDBACK_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {FEEDBACK_CATEGORY_LABELS[category]}
            </option>
          ))}
        </NativeSelect>
        <FieldError id={`${id}-category-error`} message={errors.category?.message} />
      </div>

      <div className="space-y-1.5">
        <Label htmlFor={`${id}-message`}>Your message</Label>
        <Textarea
          id={`${id}-message`}
          rows={6}
          placeholder="What happened, what you expected, or what would make your work easier"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${id}-message-error` : undefined}
          {...register('message')}
        />
        <FieldError id={`${id}-message-error`} message={errors.message?.message} />
      </div>

      <div className="space-y-2">
        <p className="text-sm font-medium text-zinc-800">Screenshot (optional)</p>
        <p className="text-xs text-zinc-500">
          An image of up to {formatFileSize(SCREENSHOT.maxBytes)}. Only you and the Reelhire team can see it.
        </p>
        {upload ? (
          <div className="flex items-start gap-3 rounded-lg border border-zinc-200 bg-white px-3 py-2 text-sm">
            <div className="min-w-0 flex-1 space-y-1">
              <p className="truncate font-medium text-zinc-900" title={upload.name}>
                {upload.name}
              </p>
              {upload.error ? (
                <p className="text-xs text-red-700">{upload.error}</p>
              ) : uploading ? (
                <ProgressBar fraction={upload.progress} label={`Uploading ${upload.name}`} />
              ) : (
                <p className="text-xs text-zinc-500">{formatFileSize(upload.size)} · attached</p>
              )}
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="-my-1 shrink-0"
              aria-label={`Remove ${upload.name}`}
              onClick={() => screenshot.remove(upload.key)}
            >
              <X aria-hidden />
            </Button>
          </div>
        ) : (
          <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()}>
            <ImagePlus aria-hidden /> Add a screenshot
          </Button>
        )}
        <input
          ref={input}
          type="file"
          hidden
          accept={fileInputAccept('feedback_screenshot')}
          aria-label="Choose a screenshot"
          onChange={(event) => {
            if (event.target.files) screenshot.add(event.target.files);
            event.target.value = '';
          }}
        />
      </div>

      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {failure}
        </p>
      ) : null}

      <div className="flex justify-end">
        <Button type="submit" disabled={sending || uploading}>
          {sending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Send aria-hidden />}
          {sending ? 'Sending…' : 'Send feedback'}
        </Button>
      </div>
    </form>
  );
}
