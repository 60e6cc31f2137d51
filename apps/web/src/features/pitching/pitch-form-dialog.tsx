import { CURRENCIES } from '@reelhire/shared/money';
import {
  PITCH_FORMATS,
  PITCH_LOGLINE_MAX,
  PITCH_MEDIA_MAX,
  PITCH_TREATMENT_MAX,
  type Pitch,
  type PitchFields,
} from '@reelhire/shared/pitches';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useFileUploads } from '@/lib/use-file-uploads';
import { useCreatePitch } from './api/create-pitch';
import { useUpdatePitch } from './api/update-pitch';
import { PitchMediaField } from './pitch-media-field';
import {
  emptyPitchForm,
  pitchFormResolver,
  pitchFormValues,
  type PitchFormValues,
} from './pitch-form-values';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm text-red-600">
      {message}
    </p>
  ) : null;
}

/**
 * Writing or editing a pitch, in a dialog over the filmmaker's list. A new pitch is saved as a draft; the
 * list's Publish opens it to clients. Validated with the shared pitchInputSchema, the server's own rules.
 */
export function PitchFormDialog({
  pitch,
  open,
  onOpenChange,
}: {
  /** The pitch to edit; undefined to write a new one. */
  pitch: Pitch | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <DialogTitle>{pitch ? 'Edit pitch' : 'New pitch'}</DialogTitle>
        <DialogDescription>
          {pitch
            ? 'Changes show to clients at once if the pitch is open.'
            : 'Saved as a draft: publish it from your list when it is ready for clients.'}
        </DialogDescription>
        {open ? (
          <PitchForm key={pitch?.id ?? 'new'} pitch={pitch} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function PitchForm({ pitch, onDone }: { pitch: Pitch | undefined; onDone: () => void }) {
  const id = useId();
  const create = useCreatePitch();
  const update = useUpdatePitch();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    setValue,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PitchFormValues, unknown, PitchFields>({
    resolver: pitchFormResolver,
    defaultValues: pitch ? pitchFormValues(pitch) : emptyPitchForm,
  });
  const files = useFileUploads({
    kind: 'pitch_media',
    max: PITCH_MEDIA_MAX,
    tooMany: `A pitch takes at most ${PITCH_MEDIA_MAX} files: the rest were left out`,
    initial: pitch?.media.map((file) => ({ id: file.id, name: file.file_name, size: file.file_size })) ?? [],
  });
  const fileIds = files.fileIds.join(',');
  useEffect(() => {
    setValue('media_file_ids', fileIds ? fileIds.split(',') : [], { shouldDirty: true });
  }, [fileIds, setValue]);

  const save = async (input: PitchFields) => {
    setFailure(null);
    try {
      if (pitch) await update.mutateAsync({ id: pitch.id, input });
      else await create.mutateAsync(input);
      onDone();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The pitch could not be saved');
    }
  };

  return (
    <form onSubmit={handleSubmit(save)} noValidate className="space-y-5">
      <TextField label="Title" error={errors.title?.message} {...register('title')} />
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-logline`}>Logline</Label>
        <Textarea
          id={`${id}-logline`}
          rows={2}
          maxLength={PITCH_LOGLINE_MAX}
          placeholder="The idea in one or two sentences."
          aria-invalid={errors.logline ? true : undefined}
          aria-describedby={errors.logline ? `${id}-logline-error` : undefined}
          {...register('logline')}
        />
        <FieldError id={`${id}-logline-error`} message={errors.logline?.message} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-treatment`}>Treatment (optional)</Label>
        <Textarea
          id={`${id}-treatment`}
          rows={6}
          maxLength={PITCH_TREATMENT_MAX}
          placeholder="The story, the look, the tone, who it is for."
          aria-invalid={errors.treatment ? true : undefined}
          {...register('treatment')}
        />
        <FieldError id={`${id}-treatment-error`} message={errors.treatment?.message} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-format`}>Format</Label>
        <NativeSelect
          id={`${id}-format`}
          aria-invalid={errors.format ? true : undefined}
          aria-describedby={errors.format ? `${id}-format-error` : undefined}
          {...register('format')}
        >
          <option value="">Choose a format</option>
          {PITCH_FORMATS.map((format) => (
            <option key={format.id} value={format.id}>
              {format.label}
            </option>
          ))}
        </NativeSelect>
        <FieldError id={`${id}-format-error`} message={errors.format?.message} />
      </div>
      <fieldset className="space-y-1.5">
        <legend className="text-sm font-medium text-zinc-800">Budget range</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-[7rem_1fr_1fr]">
          <div className="col-span-2 space-y-1 sm:col-span-1">
            <Label htmlFor={`${id}-currency`} className="text-xs text-zinc-600">
              Currency
            </Label>
            <NativeSelect id={`${id}-currency`} {...register('currency')}>
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-budget-min`} className="text-xs text-zinc-600">
              Lowest budget
            </Label>
            <Input
              id={`${id}-budget-min`}
              inputMode="decimal"
              placeholder="e.g. 5000"
              aria-invalid={errors.budget_min ? true : undefined}
              {...register('budget_min')}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-budget-max`} className="text-xs text-zinc-600">
              Highest budget
            </Label>
            <Input
              id={`${id}-budget-max`}
              inputMode="decimal"
              placeholder="e.g. 20000"
              aria-invalid={errors.budget_max ? true : undefined}
              {...register('budget_max')}
            />
          </div>
        </div>
        <FieldError
          id={`${id}-budget-error`}
          message={errors.budget_min?.message ?? errors.budget_max?.message}
        />
      </fieldset>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-links`}>Reference links (optional)</Label>
        <Textarea
          id={`${id}-links`}
          rows={2}
          placeholder="https://vimeo.com/… one link per line"
          aria-invalid={errors.reference_links ? true : undefined}
          {...register('reference_links')}
        />
        <FieldError id={`${id}-links-error`} message={errors.reference_links?.message} />
      </div>
      <PitchMediaField files={files} />
      {failure ? (
        <p role="alert" className="text-sm text-red-600">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting || files.uploading}>
          {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          {pitch ? 'Save changes' : 'Save draft'}
        </Button>
      </div>
    </form>
  );
}
