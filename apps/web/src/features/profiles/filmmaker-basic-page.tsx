import { PROFILE_CACHE_KEYS } from '@reelhire/shared/profile-cache';
import { BIO_MAX, filmmakerBasicSchema, HEADLINE_MAX } from '@reelhire/shared/filmmaker-profile-steps';
import { CITY_MAX } from '@reelhire/shared/profile-form-fields';
import { type FilmmakerProfile } from '@reelhire/shared/filmmaker-profile';
import { useRef, useState, type FormEvent } from 'react';
import { TextField } from '@/components/form-field';
import { Card, CardContent } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { useSaveFilmmakerBasic } from './api/save-filmmaker-basic';
import { CharacterCount, CountryOptions, SelectField, TextareaField } from './fields';
import {
  basicFormFrom,
  basicInput,
  EMPTY_BASIC,
  fieldErrors,
  withoutError,
  type BasicForm,
  type FieldErrors,
} from './form-values';
import { SingleImageField } from './single-image-field';
import { knownLinks } from './stored-file-thumb';
import { parseImageDraft, parseTextFields, useDraftState } from './profile-drafts';
import { focusFirstError, useFocusFieldFromHash } from './setup-frame';
import { FILMMAKER_SETUP, SetupStepPage } from './setup-step-page';
import { differs, draftsOwner, useStepFormHost, type StepFormHost } from './step-form-host';
import { UsernameField } from './username-field';

const KEYS = PROFILE_CACHE_KEYS.filmmaker;

const savedAvatar = (profile: FilmmakerProfile) => ({ file_id: profile.avatar?.file_id ?? null });

/** Name, username, photo, headline, location and bio: setup step 1, or the editor's "Basics". */
export function FilmmakerBasicForm({ profile, host }: { profile: FilmmakerProfile; host: StepFormHost }) {
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveFilmmakerBasic();
  const owner = draftsOwner(host);
  const [form, setForm] = useDraftState(
    KEYS.basic,
    owner,
    () => basicFormFrom(profile),
    (stored) => parseTextFields(stored, EMPTY_BASIC),
  );
  const [avatar, setAvatar] = useDraftState(KEYS.image, owner, () => savedAvatar(profile), parseImageDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const around = useStepFormHost(host, {
    profile,
    dirty: differs(
      basicInput(form, avatar.file_id),
      basicInput(basicFormFrom(profile), savedAvatar(profile).file_id),
    ),
    reset: (saved) => {
      setForm(basicFormFrom(saved));
      setAvatar(savedAvatar(saved));
      setErrors({});
    },
  });
  useFocusFieldFromHash();

  const set = (field: keyof BasicForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(current, field));
  };
  const bind = (field: keyof BasicForm) => ({
    id: `field-${field}`,
    value: form[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = filmmakerBasicSchema.safeParse(basicInput(form, avatar.file_id));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstError(formRef.current);
      return;
    }
    setErrors({});
    let saved: FilmmakerProfile;
    try {
      saved = await save.mutateAsync(parsed.data);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setErrors({ username: error.message });
      } else {
        setErrors(around.failed(error, 'Your basics could not be saved'));
      }
      focusFirstError(formRef.current);
      return;
    }
    await around.saved(saved);
  };

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <Card>
        <CardContent className="space-y-5">
          <SingleImageField
            id="field-avatar_file_id"
            label="Profile photo"
            noun="photo"
            kind="avatar"
            round
            fileId={avatar.file_id}
            onChange={(fileId) => setAvatar({ file_id: fileId })}
            known={knownLinks([profile.avatar])}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="First name" autoComplete="given-name" {...bind('first_name')} />
            <TextField label="Last name" autoComplete="family-name" {...bind('last_name')} />
          </div>
          <UsernameField
            id="field-username"
            value={form.username}
            onChange={set('username')}
            error={errors.username}
            current={profile.username}
          />
        </CardContent>
      </Card>

      <Card>
        <CardContent className="space-y-5">
          <TextField
            label="Headline"
            placeholder="Director of photography for documentary and brand films"
            hint="One line under your name: what you do and for whom."
            {...bind('headline')}
            labelAside={<CharacterCount value={form.headline} max={HEADLINE_MAX} />}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="City"
              autoComplete="address-level2"
              maxLength={CITY_MAX + 20}
              {...bind('city')}
            />
            <SelectField label="Country" {...bind('country')}>
              <CountryOptions />
            </SelectField>
          </div>
          <TextareaField
            label="Bio"
            rows={6}
            hint="Your experience, the work you love doing and what clients can expect."
            {...bind('bio')}
            labelAside={<CharacterCount value={form.bio} max={BIO_MAX} />}
          />
        </CardContent>
      </Card>

      {around.actions(save.isPending)}
    </form>
  );
}

/** Setup step 1: name, username, photo, headline, location and bio. */
export function FilmmakerBasicPage() {
  return (
    <SetupStepPage
      setup={FILMMAKER_SETUP}
      current={0}
      description="Who you are and where you work. Your username becomes the address of your public page."
      form={FilmmakerBasicForm}
      next="/filmmaker/profile-setup/professional"
    />
  );
}
