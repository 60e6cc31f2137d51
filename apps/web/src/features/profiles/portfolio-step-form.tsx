import { PROFILE_CACHE_KEYS } from '@reelhire/shared/profile-cache';
import {
  CREDITS_MAX,
  filmmakerPortfolioSchema,
  PORTFOLIO_IMAGES_MAX,
  SERVICE_IMAGES_MAX,
  WORK_LINKS_MAX,
} from '@reelhire/shared/filmmaker-profile-steps';
import { type FilmmakerProfile } from '@reelhire/shared/filmmaker-profile';
import { recogniseVideo } from '@reelhire/shared/video-links';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { TextField } from '@/components/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useSaveFilmmakerPortfolio } from './api/save-filmmaker-portfolio';
import { FieldMessage } from './fields';
import {
  EMPTY_CREDIT,
  EMPTY_WORK_LINK,
  fieldErrors,
  parsePortfolioDraft,
  portfolioFormFrom,
  portfolioInput,
  withoutError,
  type CreditRow,
  type FieldErrors,
  type WorkLinkRow,
} from './form-values';
import { ImageGrid } from './image-grid';
import { knownLinks } from './stored-file-thumb';
import { parseStringList, useDraftState } from './profile-drafts';
import { focusFirstError, useFocusFieldFromHash } from './setup-frame';
import { differs, draftsOwner, useStepFormHost, type StepFormHost } from './step-form-host';

const KEYS = PROFILE_CACHE_KEYS.filmmaker;
const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/** The video a link will play, as a live preview, when it is a YouTube or Vimeo link. */
function ShowreelPreview({ url }: { url: string }) {
  const video = recogniseVideo(url);
  if (!url.trim()) return null;
  if (!video.embed_url || video.provider === 'other') {
    return (
      <p className="text-xs text-zinc-500">
        Not a YouTube or Vimeo video link: visitors will see it as a link to open.
      </p>
    );
  }
  return (
    <div className="space-y-1.5">
      <p className="text-xs font-medium text-emerald-700">
        {PROVIDER_NAMES[video.provider]} video recognised
      </p>
      <div className="aspect-video w-full overflow-hidden rounded-lg bg-zinc-900">
        <iframe
          key={video.embed_url}
          src={video.embed_url}
          title="Showreel preview"
          className="size-full"
          loading="lazy"
          allow="fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    </div>
  );
}

/**
 * One repeatable row (a work link, a credit): a group named "Work link 2" holding fields with short
 * labels ("Link", "Title"), so each field reads as "Link, Work link 2" and tests can scope to the row.
 */
function Row({ title, onRemove, children }: { title: string; onRemove: () => void; children: ReactNode }) {
  const id = useId();
  return (
    <li className="rounded-lg border border-zinc-200 p-4">
      <div role="group" aria-labelledby={id} className="space-y-3">
        <div className="flex items-center justify-between gap-3">
          <p id={id} className="text-sm font-medium text-zinc-800">
            {title}
          </p>
          <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
            <Trash2 aria-hidden /> Remove
          </Button>
        </div>
        {children}
      </div>
    </li>
  );
}

const savedPortfolioIds = (profile: FilmmakerProfile) =>
  profile.portfolio_images.map((image) => image.file_id);
const savedServiceIds = (profile: FilmmakerProfile) => profile.service_images.map((image) => image.file_id);

/**
 * Showreel, work links, portfolio and service images, credits: setup step 3, or the editor's "Portfolio".
 * filmmaker-portfolio-page.tsx still holds its own copy of this form (it was being changed for clips while
 * this one was made); until it renders this one, a change to either belongs in both (decision 0015).
 */
export function FilmmakerPortfolioForm({ profile, host }: { profile: FilmmakerProfile; host: StepFormHost }) {
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveFilmmakerPortfolio();
  const owner = draftsOwner(host);
  const [form, setForm] = useDraftState(
    KEYS.portfolio,
    owner,
    () => portfolioFormFrom(profile),
    parsePortfolioDraft,
  );
  const [portfolioIds, setPortfolioIds] = useDraftState(
    KEYS.portfolioImages,
    owner,
    () => savedPortfolioIds(profile),
    parseStringList,
  );
  const [serviceIds, setServiceIds] = useDraftState(
    KEYS.serviceImages,
    owner,
    () => savedServiceIds(profile),
    parseStringList,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const around = useStepFormHost(host, {
    profile,
    dirty: differs(
      portfolioInput(form, portfolioIds, serviceIds).input,
      portfolioInput(portfolioFormFrom(profile), savedPortfolioIds(profile), savedServiceIds(profile)).input,
    ),
    reset: (saved) => {
      setForm(portfolioFormFrom(saved));
      setPortfolioIds(savedPortfolioIds(saved));
      setServiceIds(savedServiceIds(saved));
      setErrors({});
    },
  });
  const known = knownLinks([...profile.portfolio_images, ...profile.service_images]);
  useFocusFieldFromHash();

  const clear = (key: string) => setErrors((current) => withoutError(current, key));

  const setLink = (index: number, changes: Partial<WorkLinkRow>) => {
    setForm((current) => ({
      ...current,
      work_links: current.work_links.map((link, i) => (i === index ? { ...link, ...changes } : link)),
    }));
    clear(`work_links.${index}`);
  };
  const setCredit = (index: number, changes: Partial<CreditRow>) => {
    setForm((current) => ({
      ...current,
      credits: current.credits.map((credit, i) => (i === index ? { ...credit, ...changes } : credit)),
    }));
    clear(`credits.${index}`);
  };
  // Removing a row renumbers those after it, so their messages no longer match: they are checked again on
  // the next Continue.
  const removeRow = (list: 'work_links' | 'credits', index: number) => {
    setForm((current) => ({ ...current, [list]: current[list].filter((_, i) => i !== index) }));
    clear(list);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { input, formErrors } = portfolioInput(form, portfolioIds, serviceIds);
    const parsed = filmmakerPortfolioSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(formErrors(fieldErrors(parsed.error)));
      focusFirstError(formRef.current);
      return;
    }
    setErrors({});
    let saved: FilmmakerProfile;
    try {
      saved = await save.mutateAsync(parsed.data);
    } catch (error) {
      setErrors(around.failed(error, 'Your portfolio could not be saved'));
      focusFirstError(formRef.current);
      return;
    }
    await around.saved(saved);
  };

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Showreel and work</CardTitle>
          <CardDescription>
            YouTube and Vimeo links play on your page; other links open in a new tab.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <div className="space-y-3">
            <TextField
              id="field-showreel_url"
              label="Showreel link"
              type="url"
              inputMode="url"
              placeholder="https://vimeo.com/123456789"
              value={form.showreel_url}
              error={errors.showreel_url}
              onChange={(event) => {
                const showreel_url = event.target.value;
                setForm((current) => ({ ...current, showreel_url }));
                clear('showreel_url');
              }}
            />
            <ShowreelPreview url={form.showreel_url} />
          </div>

          <div className="space-y-3">
            <p className="text-sm font-medium text-zinc-800">Work links</p>
            {form.work_links.length === 0 ? (
              <p className="text-sm text-zinc-500">
                Films, commercials or music videos you worked on, up to {WORK_LINKS_MAX}.
              </p>
            ) : null}
            <ol className="space-y-4">
              {form.work_links.map((link, index) => {
                const video = recogniseVideo(link.url);
                const number = index + 1;
                return (
                  <Row
                    key={index}
                    title={`Work link ${number}`}
                    onRemove={() => removeRow('work_links', index)}
                  >
                    <div className="grid gap-4 sm:grid-cols-2">
                      <TextField
                        id={`field-work_links-${index}-url`}
                        label="Link"
                        type="url"
                        inputMode="url"
                        placeholder="https://www.youtube.com/watch?v=…"
                        value={link.url}
                        error={errors[`work_links.${index}.url`]}
                        hint={
                          video.provider !== 'other' ? (
                            <Badge variant="success">
                              {PROVIDER_NAMES[video.provider]} video: plays on your page
                            </Badge>
                          ) : undefined
                        }
                        onChange={(event) => setLink(index, { url: event.target.value })}
                      />
                      <TextField
                        id={`field-work_links-${index}-title`}
                        label="Title (optional)"
                        placeholder="Brand film for Salt & Co"
                        value={link.title}
                        error={errors[`work_links.${index}.title`]}
                        onChange={(event) => setLink(index, { title: event.target.value })}
                      />
                    </div>
                  </Row>
                );
              })}
            </ol>
            <FieldMessage id="work-links-error" message={errors.work_links} />
            {form.work_links.length < WORK_LINKS_MAX ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() =>
                  setForm((current) => ({ ...current, work_links: [...current.work_links, EMPTY_WORK_LINK] }))
                }
              >
                <Plus aria-hidden /> Add a work link
              </Button>
            ) : null}
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Images and clips</CardTitle>
          <CardDescription>
            Stills and short clips from your work, and pictures of what you offer.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-8">
          <div>
            <ImageGrid
              id="field-portfolio_image_ids"
              label="Portfolio images and clips"
              itemName="portfolio image"
              clipName="portfolio clip"
              kinds={['portfolio_image', 'portfolio_video']}
              ids={portfolioIds}
              setIds={(next) => {
                setPortfolioIds(next);
                clear('portfolio_image_ids');
              }}
              max={PORTFOLIO_IMAGES_MAX}
              known={known}
              hint="Frames and stills from your work, or clips that play on your page."
            />
            <FieldMessage id="portfolio-images-error" message={errors.portfolio_image_ids} />
          </div>
          <div>
            <ImageGrid
              id="field-service_image_ids"
              label="Service images"
              itemName="service image"
              kinds={['service_image']}
              ids={serviceIds}
              setIds={(next) => {
                setServiceIds(next);
                clear('service_image_ids');
              }}
              max={SERVICE_IMAGES_MAX}
              known={known}
              hint="Your kit, studio or set-ups you offer."
            />
            <FieldMessage id="service-images-error" message={errors.service_image_ids} />
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Credits</CardTitle>
          <CardDescription>Productions you worked on, with your role.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <ol className="space-y-4">
            {form.credits.map((credit, index) => {
              const number = index + 1;
              const error = (field: keyof CreditRow) => errors[`credits.${index}.${field}`];
              const bind = (field: keyof CreditRow) => ({
                id: `field-credits-${index}-${field}`,
                value: credit[field],
                error: error(field),
                onChange: (event: { target: { value: string } }) =>
                  setCredit(index, { [field]: event.target.value }),
              });
              return (
                <Row key={index} title={`Credit ${number}`} onRemove={() => removeRow('credits', index)}>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <TextField label="Production" {...bind('title')} />
                    <TextField label="Your role" {...bind('role')} />
                    <TextField
                      label="Year"
                      type="number"
                      inputMode="numeric"
                      placeholder={String(new Date().getFullYear())}
                      {...bind('year')}
                    />
                    <TextField label="Client (optional)" {...bind('client')} />
                  </div>
                </Row>
              );
            })}
          </ol>
          <FieldMessage id="credits-error" message={errors.credits} />
          {form.credits.length < CREDITS_MAX ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() =>
                setForm((current) => ({ ...current, credits: [...current.credits, EMPTY_CREDIT] }))
              }
            >
              <Plus aria-hidden /> Add a credit
            </Button>
          ) : null}
        </CardContent>
      </Card>

      {around.actions(save.isPending)}
    </form>
  );
}
