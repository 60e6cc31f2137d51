import { Link } from 'react-router';
import { Logo } from '@/components/logo';

const LINKS = [
  { to: '/talent', label: 'Find filmmakers' },
  { to: '/role-selection', label: 'Join Reelhire' },
  { to: '/support', label: 'Support' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/refund-policy', label: 'Refund Policy' },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-zinc-200 bg-zinc-50 text-zinc-600">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-xs">
          <Logo className="text-zinc-900" />
          <p className="mt-3 text-sm">
            The marketplace for hiring film and video crew, with payments held safely until the work is
            delivered.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-x-10 gap-y-2 text-sm sm:grid-cols-3">
          {LINKS.map((link) => (
            <Link key={link.to} to={link.to} className="hover:text-zinc-900">
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
      <p className="mx-auto max-w-6xl px-4 pb-8 text-xs sm:px-6">
        © {new Date().getFullYear()} Reelhire Ltd.
      </p>
    </footer>
  );
}
