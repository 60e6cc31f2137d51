import { craftLabel } from '@reelhire/shared/crafts';
import { isVideoType } from '@reelhire/shared/file-formats';
import { formatMoney } from '@reelhire/shared/money';
import type { FileRef } from '@reelhire/shared/profile-file-refs';
import type { Talent } from '@reelhire/shared/talent';
import { BadgeCheck, CalendarClock, Languages, MapPin, Route } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { availabilityText, availabilityVariant, initials, location } from './talent-format';
import { VideoEmbed } from './video-embed';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent>
        <h2 className="text-base font-semibold">{title}</h2>
        <div className="mt-3">{children}</div>
      </CardContent>
    </Card>
  );
}

type ShownFile = FileRef & { url: string };

/**
 * A filmmaker's stills and clips. Clips come first, each in its own player wide enough for its controls
 * (a row of small tiles leaves no room for them at phone width), then the stills as a grid; each keeps
 * the filmmaker's order. Files with no link (gone since) are left out rather than shown broken.
 */
function Gallery({ files, label }: { files: FileRef[]; label: string }) {
  const shown = files.filter((file): file is ShownFile => Boolean(file.url));
  if (shown.length === 0) return null;
  const clips = shown.filter((file) => isVideoType(file.mime_type));
  const stills = shown.filter((file) => !isVideoType(file.mime_type));
  return (
    <Section title={label}>
      <div className="space-y-3">
        {clips.length > 0 ? (
          <ul className={cn('grid gap-3', clips.length > 1 && 'sm:grid-cols-2')}>
            {clips.map((clip, index) => (
              <li key={clip.file_id}>
                {/* No poster exists for uploaded clips (thumbnails are made for images only): the player
                    loads the clip's first bytes, and the #t fragment makes Safari paint a frame too. */}
                <video
                  src={`${clip.url}#t=0.1`}
                  controls
                  preload="metadata"
                  playsInline
                  aria-label={`${label} clip ${index + 1}`}
                  className="aspect-video w-full rounded-lg bg-zinc-950 object-contain"
                />
              </li>
            ))}
          </ul>
        ) : null}
        {stills.length > 0 ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {stills.map((image, index) => (
              <li key={image.file_id}>
                <img
                  src={image.url}
                  alt={`${label} ${index + 1}`}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded-lg object-cover"
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Section>
  );
}

export interface PortfolioViewProps {
  talent: Talent;
  /** Beside the name: 'Book' and 'Message' for visitors, 'Edit' in the setup preview. */
  actions?: ReactNode;
}

/**
 * A filmmaker's public page as visitors see it. The portfolio pages render it from the directory's answer
 * and the setup preview from the filmmaker's own draft, so the preview is exactly what will be public.
 */
export function PortfolioView({ talent, actions }: PortfolioViewProps) {
  const name = `${talent.first_name} ${talent.last_name}`.trim();
  const videoLinks = talent.work_links.filter((link) => link.embed_url);
  const pageLinks = talent.work_links.filter((link) => !link.embed_url);

  return (
    <div>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <Avatar className="size-20">
          {talent.avatar?.url ? <AvatarImage src={talent.avatar.url} alt="" /> : null}
          <AvatarFallback className="bg-brand-50 text-2xl text-brand-700">{initials(talent)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0 flex-1">
          <h1 className="flex items-center gap-2 text-3xl font-semibold tracking-tight text-zinc-900">
            {name}
            {talent.verified ? (
              <BadgeCheck className="size-6 text-brand-600" aria-label="Verified identity" />
            ) : null}
          </h1>
          {talent.headline ? <p className="mt-1 text-zinc-600">{talent.headline}</p> : null}
          <div className="mt-3 flex flex-wrap gap-1.5">
            {talent.crafts.map((craft, index) => (
              <Badge key={craft} variant={index === 0 ? 'brand' : 'neutral'}>
                {craftLabel(craft)}
              </Badge>
            ))}
            <Badge variant={availabilityVariant(talent.availability)}>{availabilityText(talent)}</Badge>
          </div>
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>

      <div className="mt-8 grid gap-6 md:grid-cols-[1fr_18rem]">
        <div className="min-w-0 space-y-6">
          {talent.showreel ? (
            <Section title="Showreel">
              <VideoEmbed video={talent.showreel} title={`${name}: showreel`} />
            </Section>
          ) : null}
          <Section title="About">
            <p className="whitespace-pre-line text-zinc-700">
              {talent.bio ?? 'No introduction written yet.'}
            </p>
          </Section>
          {talent.work_links.length > 0 ? (
            <Section title="Work">
              <div className="space-y-4">
                {videoLinks.map((link) => (
                  <figure key={link.url}>
                    <VideoEmbed video={link} title={link.title ?? `${name}: work`} />
                    {link.title ? (
                      <figcaption className="mt-1.5 text-sm text-zinc-600">{link.title}</figcaption>
                    ) : null}
                  </figure>
                ))}
                {pageLinks.length > 0 ? (
                  <ul className="space-y-1.5">
                    {pageLinks.map((link) => (
                      <li key={link.url}>
                        <VideoEmbed video={link} title={link.title ?? new URL(link.url).hostname} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </Section>
          ) : null}
          <Gallery files={talent.portfolio_images} label="Gallery" />
          <Gallery files={talent.service_images} label="Services" />
          {talent.credits.length > 0 ? (
            <Section title="Credits">
              <table className="w-full text-left text-sm">
                <thead className="text-zinc-500">
                  <tr>
                    <th className="pb-2 font-medium">Production</th>
                    <th className="pb-2 font-medium">Role</th>
                    <th className="pb-2 font-medium">Client</th>
                    <th className="pb-2 text-right font-medium">Year</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-zinc-100">
                  {talent.credits.map((credit, index) => (
                    <tr key={`${credit.title}-${index}`}>
                      <td className="py-2 pr-3 font-medium text-zinc-900">{credit.title}</td>
                      <td className="py-2 pr-3 text-zinc-700">{credit.role}</td>
                      <td className="py-2 pr-3 text-zinc-700">{credit.client ?? ''}</td>
                      <td className="py-2 text-right text-zinc-700">{credit.year ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Section>
          ) : null}
        </div>

        <div className="space-y-6">
          <Card>
            <CardContent className="space-y-3 text-sm">
              {talent.day_rate_minor !== null ? (
                <p>
                  <span className="text-2xl font-semibold text-zinc-900">
                    {formatMoney(talent.day_rate_minor, talent.currency)}
                  </span>
                  <span className="text-zinc-500"> / day</span>
                </p>
              ) : null}
              {talent.half_day_rate_minor !== null ? (
                <p className="text-zinc-700">
                  <span className="font-medium text-zinc-900">
                    {formatMoney(talent.half_day_rate_minor, talent.currency)}
                  </span>{' '}
                  / half day
                </p>
              ) : null}
              <p className="flex items-center gap-2 text-zinc-700">
                <MapPin className="size-4 text-zinc-500" aria-hidden />{' '}
                {location(talent) ?? 'Location not given'}
              </p>
              {talent.travel_radius_km !== null ? (
                <p className="flex items-center gap-2 text-zinc-700">
                  <Route className="size-4 text-zinc-500" aria-hidden /> Travels up to{' '}
                  {talent.travel_radius_km.toLocaleString('en-GB')} km
                </p>
              ) : null}
              {talent.years_experience !== null ? (
                <p className="flex items-center gap-2 text-zinc-700">
                  <CalendarClock className="size-4 text-zinc-500" aria-hidden /> {talent.years_experience}{' '}
                  years of experience
                </p>
              ) : null}
              {talent.languages.length > 0 ? (
                <p className="flex items-center gap-2 text-zinc-700">
                  <Languages className="size-4 text-zinc-500" aria-hidden /> {talent.languages.join(', ')}
                </p>
              ) : null}
              <p className="flex items-center gap-2 text-zinc-700">
                <BadgeCheck className="size-4 text-zinc-500" aria-hidden />
                {talent.verified ? 'Identity verified by Reelhire' : 'Identity not verified yet'}
              </p>
            </CardContent>
          </Card>
          {talent.equipment.length > 0 ? (
            <Section title="Kit">
              <ul className="list-disc space-y-1 pl-5 text-sm text-zinc-700">
                {talent.equipment.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
