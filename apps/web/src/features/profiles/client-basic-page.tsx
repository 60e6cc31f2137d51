import { PROFILE_CACHE_KEYS } from '@reelhire/shared/profile-cache';
import {
  ABOUT_MAX,
  clientBasicSchema,
  INDUSTRIES,
  type ClientProfile,
} from '@reelhire/shared/client-profile';
import { CITY_MAX } from '@reelhire/shared/profile-form-fields';
import { Building2, UserRound } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { TextField } from '@/components/form-field';
import { Card, CardContent } from '@/components/ui/card';
import { useAuthState } from '@/lib/auth-state';
import { cn } from '@/lib/cn';
import { useSaveClientBasic } from './api/save-client-basic';
import {
  CharacterCount,
  CountryOptions,
  describedBy,
  FieldMessage,
  SelectField,
  TextareaField,
} from './fields';
import {
  clientFormFrom,
  clientInput,
  EMPTY_CLIENT,
  fieldErrors,
  withoutError,
  type ClientForm,
  type FieldErrors,
} from './form-values';
import { SingleImageField } from './single-image-field';
import { knownLinks } from './stored-file-thumb';
import { parseImageDraft, parseTextFields, useDraftState } from './profile-drafts';
import { focusFirstError, useFocusFieldFromHash } from './setup-frame';
import { CLIENT_SETUP, SetupStepPage } from './setup-step-page';
import { differs, draftsOwner, useStepFormHost, type StepFormHost } from './step-form-host';

const KEYS = PROFILE_CACHE_KEYS.client;

const KINDS = [
  {
    value: 'company',
    label: 'A company',
    description: 'You hire for a business or organisation',
    icon: Building2,
  },
  { value: 'individual', label: 'Myself', description: 'You hire for yourself', icon: UserRound },
] as const;

function KindChoice({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset
      id="field-client_kind"
      tabIndex={-1}
      aria-describedby={describedBy(error && `${id}-error`)}
      className="space-y-1.5"
    >
      <legend className="text-sm font-medium text-zinc-800">Who are you hiring for?</legend>
      <div className="grid gap-3 pt-1 sm:grid-cols-2">
        {KINDS.map((kind) => {
          const checked = value === kind.value;
          return (
            <label
              key={kind.value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors',
                checked ? 'border-brand-600 bg-brand-50' : 'border-zinc-200 bg-white hover:border-zinc-300',
              )}
            >
              <input
                type="radio"
                name={`${id}-kind`}
                value={kind.value}
                checked={checked}
                onChange={() => onChange(kind.value)}
                aria-invalid={error ? true : undefined}
                className="mt-0.5 size-4 accent-brand-600"
              />
              <span className="min-w-0">
                <span className="flex items-center gap-1.5 text-sm font-medium text-zinc-900">
                  <kind.icon className="size-4 text-zinc-500" aria-hidden /> {kind.label}
                </span>
                <span className="block text-xs text-zinc-500">{kind.description}</span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldMessage id={`${id}-error`} message={error} />
    </fieldset>
  );
}

const savedLogo = (profile: ClientProfile) => ({ file_id: profile.logo?.file_id ?? null });

/** Who the client is, what they do, where, and their logo: the setup step, or the editor's one section. */
export function ClientBasicForm({ profile, host }: { profile: ClientProfile; host: StepFormHost }) {
  const { user } = useAuthState();
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveClientBasic();
  const owner = draftsOwner(host);
  const [form, setForm] = useDraftState(
    KEYS.basic,
    owner,
    () => clientFormFrom(profile),
    (stored) => parseTextFields(stored, EMPTY_CLIENT),
  );
  const [logo, setLogo] = useDraftState(KEYS.image, owner, () => savedLogo(profile), parseImageDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const around = useStepFormHost(host, {
    profile,
    dirty: differs(
      clientInput(form, logo.file_id),
      clientInput(clientFormFrom(profile), savedLogo(profile).file_id),
    ),
    reset: (saved) => {
      setForm(clientFormFrom(saved));
      setLogo(savedLogo(saved));
      setErrors({});
    },
  });
  useFocusFieldFromHash();

  const update = (changes: Partial<ClientForm>) => {
    setForm((current) => ({ ...current, ...changes }));
    setErrors((current) => Object.keys(changes).reduce(withoutError, current));
  };
  const bind = (field: keyof ClientForm) => ({
    id: `field-${field}`,
    value: form[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => update({ [field]: event.target.value }),
  });

  const chooseKind = (kind: string) => {
    // Hiring as oneself: the name is most likely one's own, so it starts filled in.
    const metadata = user?.user_metadata ?? {};
    const ownName = [metadata.first_name, metadata.last_name]
      .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
      .join(' ');
    update({
      client_kind: kind,
      ...(kind === 'individual' && !form.company_name.trim() && ownName ? { company_name: ownName } : {}),
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = clientBasicSchema.safeParse(clientInput(form, logo.file_id));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstError(formRef.current);
      return;
    }
    setErrors({});
    let saved: ClientProfile;
    try {
      saved = await save.mutateAsync(parsed.data);
    } catch (error) {
      setErrors(around.failed(error, 'Your profile could not be saved'));
      focusFirstError(formRef.current);
      return;
    }
    await around.saved(saved);
  };

  const individual = form.client_kind === 'individual';

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <Card>
        <CardContent className="space-y-5">
          <KindChoice value={form.client_kind} onChange={chooseKind} error={errors.client_kind} />
          <TextField
            label={individual ? 'Your name' : 'Company name'}
            autoComplete={individual ? 'name' : 'organization'}
            {...bind('company_name')}
          />
          <SelectField label="Industry" {...bind('industry')}>
            <option value="">Choose an industry</option>
            {INDUSTRIES.map((industry) => (
              <option key={industry} value={industry}>
                {industry}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Website"
            type="url"
            inputMode="url"
            placeholder="https://example.com"
            hint="Optional. Filmmakers like to see who they will work with."
            {...bind('website')}
          />
          <SingleImageField
            id="field-logo_file_id"
            label="Logo"
            noun="logo"
            kind="company_logo"
            fileId={logo.file_id}
            onChange={(fileId) => setLogo({ file_id: fileId })}
            known={knownLinks([profile.logo])}
          />
        </CardContent>
      </Card>

      <Card>
        <CardContent className="space-y-5">
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
            label="About"
            rows={5}
            hint={
              individual
                ? 'Optional. What you make and what you look for in a filmmaker.'
                : 'Optional. What the company does and the kind of work you commission.'
            }
            {...bind('about')}
            labelAside={<CharacterCount value={form.about} max={ABOUT_MAX} />}
          />
        </CardContent>
      </Card>

      {around.actions(save.isPending)}
    </form>
  );
}

/** The client's one setup step: who they are, what they do, where, and their logo. */
export function ClientBasicPage() {
  return (
    <SetupStepPage
      setup={CLIENT_SETUP}
      current={0}
      description="Filmmakers see this when you contact or book them: tell them who they will be working with."
      form={ClientBasicForm}
      next="/client/profile-setup/preview"
    />
  );
}
