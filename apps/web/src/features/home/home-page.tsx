import {
  ArrowRight,
  BadgeCheck,
  Camera,
  Clapperboard,
  FileSignature,
  Film,
  Lock,
  type LucideIcon,
  MessageSquare,
  Mic,
  Palette,
  Scissors,
  Search,
  Sparkles,
  Star,
  Users,
  Wand2,
  Plane,
  Lightbulb,
} from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/document-title';
import { HomeFooter } from './home-footer';

const CRAFTS: { label: string; icon: LucideIcon }[] = [
  { label: 'Directors', icon: Clapperboard },
  { label: 'Directors of photography', icon: Camera },
  { label: 'Camera operators', icon: Film },
  { label: 'Editors', icon: Scissors },
  { label: 'Colourists', icon: Palette },
  { label: 'Sound recordists', icon: Mic },
  { label: 'Gaffers', icon: Lightbulb },
  { label: 'Producers', icon: Users },
  { label: 'Motion designers', icon: Wand2 },
  { label: 'Drone pilots', icon: Plane },
];

const STEPS = [
  {
    title: 'Post the job',
    body: 'Describe the production, the crafts you need, the dates, the place and your budget.',
    icon: Sparkles,
  },
  {
    title: 'Pick from applicants',
    body: 'Compare showreels, rates and reviews from past bookings, and talk it through in chat.',
    icon: Search,
  },
  {
    title: 'Agree and pay safely',
    body: 'Sign the contract in the app. Your payment is held by Reelhire, not sent, until the work is delivered.',
    icon: FileSignature,
  },
  {
    title: 'Approve and review',
    body: 'Approve the delivery to release payment, or ask for a revision. Then leave an honest review.',
    icon: Star,
  },
];

const TRUST: { title: string; body: string; icon: LucideIcon }[] = [
  {
    title: 'Verified people',
    body: 'Filmmakers and clients verify their identity with our team before they can be hired or hire.',
    icon: BadgeCheck,
  },
  {
    title: 'Payment held until delivery',
    body: 'Clients pay into escrow when they book; filmmakers know the money is there before the shoot.',
    icon: Lock,
  },
  {
    title: 'Reviews from real bookings',
    body: 'Only a client who completed a booking can review it, so every star was earned on a real job.',
    icon: Star,
  },
  {
    title: 'Everything in one thread',
    body: 'Chat with voice notes, call sheets, mood boards and cuts in one conversation per job.',
    icon: MessageSquare,
  },
];

/** docs/product.md §2: the home page is always dark themed, whatever the visitor's system setting. */
export function HomePage() {
  useDocumentTitle('Reelhire');
  return (
    <div className="dark min-h-dvh bg-ink-950 text-zinc-100 [color-scheme:dark]" data-theme="dark">
      <header className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link to="/" aria-label="Reelhire home" className="text-white">
          <Logo />
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          <Link
            to="/talent"
            className="hidden rounded-md px-3 py-2 text-sm text-zinc-300 hover:text-white sm:inline"
          >
            Find filmmakers
          </Link>
          <Link to="/login" className="rounded-md px-3 py-2 text-sm text-zinc-300 hover:text-white">
            Sign in
          </Link>
          <Button variant="inverse" size="sm" asChild>
            <Link to="/role-selection">Join</Link>
          </Button>
        </nav>
      </header>

      <main>
        <section className="relative overflow-hidden">
          <div
            aria-hidden
            className="pointer-events-none absolute inset-x-0 -top-40 mx-auto h-[480px] max-w-4xl rounded-full bg-brand-600/25 blur-3xl"
          />
          <div className="relative mx-auto max-w-6xl px-4 pb-20 pt-16 sm:px-6 sm:pt-24 lg:pb-28">
            <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-white/10 bg-white/5 px-3 py-1 text-xs text-zinc-300">
              <Film className="size-3.5 text-brand-500" aria-hidden /> The marketplace for film and video crew
            </p>
            <h1 className="max-w-3xl text-4xl font-semibold tracking-tight text-white sm:text-6xl">
              Hire the crew your film deserves.
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-zinc-300">
              Reelhire connects companies that commission film and video with the directors, camera crews,
              editors and sound people who make it. Find them, hire them, pay them safely and review them, all
              in one place.
            </p>
            <div className="mt-9 flex flex-col gap-3 sm:flex-row">
              <Button size="lg" asChild>
                <Link to="/role-selection?role=client">
                  I want to hire filmmakers <ArrowRight />
                </Link>
              </Button>
              <Button size="lg" variant="outline-inverse" asChild>
                <Link to="/role-selection?role=filmmaker">I am a filmmaker looking for work</Link>
              </Button>
            </div>
          </div>
        </section>

        <section aria-labelledby="audiences" className="border-t border-white/10 bg-ink-900">
          <h2 id="audiences" className="sr-only">
            Who Reelhire is for
          </h2>
          <div className="mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:px-6 md:grid-cols-2">
            <article className="rounded-2xl border border-white/10 bg-white/[0.03] p-7">
              <p className="text-sm font-medium text-brand-500">For clients</p>
              <h3 className="mt-2 text-2xl font-semibold text-white">
                Brands, agencies and production companies
              </h3>
              <ul className="mt-5 space-y-3 text-zinc-300">
                <li>Search crew by craft, city, day rate and availability.</li>
                <li>Post a job and get applications from people who want it.</li>
                <li>Pay once, into escrow; release it when you approve the delivery.</li>
                <li>Receipts and spending by project, ready for your accounts team.</li>
              </ul>
              <Button className="mt-7" asChild>
                <Link to="/role-selection?role=client">Start hiring</Link>
              </Button>
            </article>
            <article className="rounded-2xl border border-white/10 bg-white/[0.03] p-7">
              <p className="text-sm font-medium text-brand-500">For filmmakers</p>
              <h3 className="mt-2 text-2xl font-semibold text-white">
                Crew and creatives, freelance or studio
              </h3>
              <ul className="mt-5 space-y-3 text-zinc-300">
                <li>A portfolio page with your showreel, credits and rates.</li>
                <li>Browse paid jobs and apply with a message and a quote.</li>
                <li>Booked means funded: the client has paid before you shoot.</li>
                <li>Earnings, payouts and documents kept in one dashboard.</li>
              </ul>
              <Button className="mt-7" variant="inverse" asChild>
                <Link to="/role-selection?role=filmmaker">Find work</Link>
              </Button>
            </article>
          </div>
        </section>

        <section aria-labelledby="how" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
          <h2 id="how" className="text-3xl font-semibold tracking-tight text-white">
            How hiring works
          </h2>
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((step, index) => (
              <li key={step.title} className="rounded-2xl border border-white/10 p-6">
                <span className="flex size-10 items-center justify-center rounded-full bg-brand-600/15 text-brand-500">
                  <step.icon className="size-5" aria-hidden />
                </span>
                <p className="mt-5 text-xs font-medium uppercase tracking-wider text-zinc-400">
                  Step {index + 1}
                </p>
                <h3 className="mt-1 text-lg font-semibold text-white">{step.title}</h3>
                <p className="mt-2 text-sm text-zinc-400">{step.body}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="crafts" className="border-y border-white/10 bg-ink-900">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
            <h2 id="crafts" className="text-3xl font-semibold tracking-tight text-white">
              Every craft on a film set
            </h2>
            <ul className="mt-8 flex flex-wrap gap-3">
              {CRAFTS.map((craft) => (
                <li
                  key={craft.label}
                  className="inline-flex items-center gap-2 rounded-full border border-white/10 bg-white/5 px-4 py-2 text-sm text-zinc-200"
                >
                  <craft.icon className="size-4 text-brand-500" aria-hidden />
                  {craft.label}
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="trust" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
          <h2 id="trust" className="text-3xl font-semibold tracking-tight text-white">
            Built for work and money people rely on
          </h2>
          <div className="mt-10 grid gap-8 sm:grid-cols-2">
            {TRUST.map((item) => (
              <div key={item.title} className="flex gap-4">
                <item.icon className="mt-1 size-6 shrink-0 text-brand-500" aria-hidden />
                <div>
                  <h3 className="font-semibold text-white">{item.title}</h3>
                  <p className="mt-1 text-zinc-400">{item.body}</p>
                </div>
              </div>
            ))}
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-4 pb-24 sm:px-6">
          <div className="rounded-3xl bg-gradient-to-br from-brand-600 to-brand-700 px-6 py-12 text-center sm:px-12">
            <h2 className="text-3xl font-semibold tracking-tight text-white">
              Your next production starts here
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-brand-100">
              Join as a client to hire, as a filmmaker to find work, or as both.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Button size="lg" variant="inverse" asChild>
                <Link to="/role-selection">Create your account</Link>
              </Button>
              <Button size="lg" variant="outline-inverse" asChild>
                <Link to="/talent">Browse filmmakers</Link>
              </Button>
            </div>
          </div>
        </section>
      </main>
      <HomeFooter />
    </div>
  );
}
