import { CURRENCIES } from '@reelhire/shared/money';
import {
  PRODUCTION_TYPES,
  PROJECT_DESCRIPTION_MAX,
  type Project,
  type ProjectFields,
} from '@reelhire/shared/projects';
import {
  REFERENCE_FILES_MAX,
  REFERENCE_LINKS_MAX,
  SHOOT_DATE_RANGES_MAX,
} from '@reelhire/shared/hiring-fields';
import { LoaderCircle, Plus, X } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { DateRangesField } from '@/components/date-ranges-field';
import { TextField } from '@/components/form-field';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { LocationFields } from '@/components/location-fields';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useFileUploads } from '@/lib/use-file-uploads';
import { projectFormResolver, type ProjectFormValues } from './project-form-values';
import { ReferenceFilesField } from './reference-files-field';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm text-red-600">
      {message}
    </p>
  ) : null;
}

/**
 * The one form for creating and editing a project. It validates with the shared projectInputSchema (the
 * server's own rules) and hands `onSave` the API's input, the budget already in minor units.
 */
export function ProjectForm({
  defaultValues,
  referenceFiles = [],
  submitLabel,
  onSave,
  onCancel,
}: {
  defaultValues: ProjectFormValues;
  /** The files attached so far (when editing), listed with their names and sizes. */
  referenceFiles?: Project['reference_files'];
  submitLabel: string;
  onSave: (input: ProjectFields) => Promise<unknown>;
  onCancel: () => void;
}) {
  const id = useId();
  const {
    register,
    control,
    setValue,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProjectFormValues, unknown, ProjectFields>({ resolver: projectFormResolver, defaultValues });
  const dates = useFieldArray({ control, name: 'shoot_dates' });
  const links = useFieldArray({ control, name: 'reference_links' });
  const files = useFileUploads({
    kind: 'project_reference',
    max: REFERENCE_FILES_MAX,
    tooMany: `A project takes at most ${REFERENCE_FILES_MAX} reference files: the rest were left out`,
    initial: referenceFiles.map((file) => ({ id: file.id, name: file.file_name, size: file.file_size })),
  });
  // The form sends the files uploaded so far; those still uploading or refused are not part of it.
  const fileIds = files.fileIds.join(',');
  useEffect(() => {
    setValue('reference_file_ids', fileIds ? fileIds.split(',') : [], { shouldDirty: true });
  }, [fileIds, setValue]);
  const ids = {
    type: `${id}-type`,
    description: `${id}-description`,
    budget: `${id}-budget`,
    currency: `${id}-currency`,
  };

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate className="space-y-6">
      <Card>
        <CardContent className="space-y-5">
          <TextField label="Project title" error={errors.title?.message} {...register('title')} />
          <div className="space-y-1.5">
            <Label htmlFor={ids.type}>Production type</Label>
            <NativeSelect
              id={ids.type}
              aria-invalid={errors.production_type ? true : undefined}
              aria-describedby={errors.production_type ? `${ids.type}-error` : undefined}
              {...register('production_type')}
            >
              <option value="">Choose a production type</option>
              {PRODUCTION_TYPES.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.label}
                </option>
              ))}
            </NativeSelect>
            <FieldError id={`${ids.type}-error`} message={errors.production_type?.message} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={ids.description}>Description</Label>
            <Textarea
              id={ids.description}
              maxLength={PROJECT_DESCRIPTION_MAX}
              placeholder="The idea, the look, who it is for: what a filmmaker needs to know to say yes."
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? `${ids.description}-error` : undefined}
              {...register('description')}
            />
            <FieldError id={`${ids.description}-error`} message={errors.description?.message} />
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardContent className="space-y-6">
          <DateRangesField
            legend="Shoot dates"
            hint="One range per block of shoot days; a single day starts and ends on the same date."
            rows={dates.fields}
            startProps={(index) => register(`shoot_dates.${index}.start`)}
            endProps={(index) => register(`shoot_dates.${index}.end`)}
            errorOf={(index) =>
              errors.shoot_dates?.[index]?.start?.message ?? errors.shoot_dates?.[index]?.end?.message
            }
            listError={errors.shoot_dates?.message}
            onAdd={() => dates.append({ start: '', end: '' })}
            onRemove={dates.remove}
            max={SHOOT_DATE_RANGES_MAX}
          />
          <LocationFields
            legend="Location"
            remoteProps={register('location.remote')}
            cityProps={register('location.city')}
            countryProps={register('location.country')}
            cityError={errors.location?.city?.message}
            countryError={errors.location?.country?.message}
          />
        </CardContent>
      </Card>

      <Card>
        <CardContent className="space-y-6">
          <fieldset className="space-y-1.5">
            <legend className="text-sm font-medium text-zinc-800">Total budget (optional)</legend>
            <div className="flex gap-2">
              <NativeSelect
                id={ids.currency}
                aria-label="Currency"
                className="w-28 shrink-0"
                {...register('currency')}
              >
                {CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </NativeSelect>
              <Input
                id={ids.budget}
                aria-label="Budget"
                inputMode="decimal"
                placeholder="e.g. 12000"
                aria-invalid={errors.budget ? true : undefined}
                aria-describedby={errors.budget ? `${ids.budget}-error` : undefined}
                {...register('budget')}
              />
            </div>
            <p className="text-xs text-zinc-500">Jobs in this project are paid in this currency.</p>
            <FieldError id={`${ids.budget}-error`} message={errors.budget?.message} />
          </fieldset>

          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-zinc-800">Reference links</legend>
            <p className="text-xs text-zinc-500">Mood boards, treatments, earlier work you like.</p>
            <ul className="space-y-2">
              {links.fields.map((row, index) => {
                const error = errors.reference_links?.[index]?.url?.message;
                return (
                  <li key={row.id} className="space-y-1">
                    <div className="flex gap-2">
                      <Input
                        type="url"
                        aria-label={`Reference link ${index + 1}`}
                        placeholder="https://"
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-link-${index}-error` : undefined}
                        {...register(`reference_links.${index}.url`)}
                      />
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove reference link ${index + 1}`}
                        onClick={() => links.remove(index)}
                      >
                        <X aria-hidden />
                      </Button>
                    </div>
                    <FieldError id={`${id}-link-${index}-error`} message={error} />
                  </li>
                );
              })}
            </ul>
            <FieldError id={`${id}-links-error`} message={errors.reference_links?.message} />
            {links.fields.length < REFERENCE_LINKS_MAX ? (
              <Button type="button" variant="outline" size="sm" onClick={() => links.append({ url: '' })}>
                <Plus aria-hidden /> Add a link
              </Button>
            ) : null}
          </fieldset>

          <ReferenceFilesField files={files} />
        </CardContent>
      </Card>

      {files.uploading ? (
        <p role="status" className="text-sm text-zinc-600 sm:text-right">
          The project can be saved once the files have finished uploading.
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting || files.uploading}>
          {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          {submitLabel}
        </Button>
      </div>
      <UnsavedChangesGuard
        // While saving, the page moves on to what was saved: that is not leaving without saving.
        when={isDirty && !isSubmitting}
        description="Your changes to this project are not saved yet. If you leave now, they are lost."
      />
    </form>
  );
}
