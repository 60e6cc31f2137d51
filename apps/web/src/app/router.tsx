import { ROUTES, type Area, type RouteDef, type Shell } from '@reelhire/shared/routes';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { isLazyPage, type LazyPage } from '@/lib/lazy-page';
import { SupportWidget } from '@/features/support/support-widget';
import { RouteErrorPage } from './route-error-page';
import { RouteGuard } from './route-guard';
import { AppScrollRestoration } from './scroll-restoration';

/**
 * What every `features/<area>/routes.tsx` exports: its pages by route pattern, each a component or a page
 * loaded on its own chunk (`lazyPage`).
 */
export interface AreaModule {
  pages: Partial<Record<string, ComponentType | LazyPage>>;
}

// One lazy chunk per product area (DESIGN section 2).
const areaModules: Record<Area, () => Promise<AreaModule>> = {
  home: () => import('@/features/home/routes'),
  auth: () => import('@/features/auth/routes'),
  legal: () => import('@/features/legal/routes'),
  support: () => import('@/features/support/routes'),
  profiles: () => import('@/features/profiles/routes'),
  talent: () => import('@/features/talent/routes'),
  jobs: () => import('@/features/jobs/routes'),
  applications: () => import('@/features/applications/routes'),
  contracts: () => import('@/features/contracts/routes'),
  // The filmmaker's holds sit on their bookings page and /book offers a hold beside a request; features do
  // not import each other, so they meet here.
  bookings: async () => {
    const [{ pages }, { FilmmakerHolds }, { BookPage }, { BookingsPage }, { useHoldAction }] =
      await Promise.all([
        import('@/features/bookings/routes'),
        import('@/features/holds/filmmaker-holds'),
        import('@/features/bookings/book-page'),
        import('@/features/bookings/bookings-page'),
        import('@/features/holds/use-hold-action'),
      ]);
    return {
      pages: {
        ...pages,
        // A client may hold the days instead of requesting them (decision 0035).
        '/book/:username': () => <BookPage useExtraAction={useHoldAction} />,
        '/filmmaker/dashboard/bookings': () => <BookingsPage holdsPanel={<FilmmakerHolds />} />,
      },
    };
  },
  payments: () => import('@/features/payments/routes'),
  projects: () => import('@/features/projects/routes'),
  reviews: () => import('@/features/reviews/routes'),
  disputes: () => import('@/features/disputes/routes'),
  chat: () => import('@/features/chat/routes'),
  // A client's holds sit on their dashboard home, below its to-dos (decision 0035).
  dashboard: async () => {
    const [{ pages }, { ClientHolds }] = await Promise.all([
      import('@/features/dashboard/routes'),
      import('@/features/holds/client-holds'),
    ]);
    const ClientHome = pages['/client/dashboard'];
    return {
      pages: {
        ...pages,
        '/client/dashboard': () => (
          <div className="space-y-6">
            <ClientHome />
            {/* The home's own width, so the panel lines up with the cards above it. */}
            <div className="max-w-4xl">
              <ClientHolds />
            </div>
          </div>
        ),
      },
    };
  },
  // The account page's profile tab edits the live profile with the profiles feature's forms; features do
  // not import each other, so the two meet here (decision 0015).
  account: async () => {
    const [{ accountPages }, { ProfileEditor }] = await Promise.all([
      import('@/features/account/routes'),
      import('@/features/profiles/profile-editor'),
    ]);
    return { pages: accountPages({ ProfileEditor }) };
  },
  documents: () => import('@/features/documents/routes'),
  pitching: () => import('@/features/pitching/routes'),
  feedback: () => import('@/features/feedback/routes'),
  verification: () => import('@/features/verification/routes'),
  // The admin's payments page is the payments feature's (decision 0043); the two meet here.
  admin: async () => {
    const [{ pages }, { AdminPaymentsPage }, { AdminAnnouncementsPage }] = await Promise.all([
      import('@/features/admin/routes'),
      import('@/features/payments/admin-payments-page'),
      // Broadcast announcements are the announcements feature's (decision 0062).
      import('@/features/announcements/admin-announcements-page'),
    ]);
    return {
      pages: {
        ...pages,
        '/admin/payments': AdminPaymentsPage,
        '/admin/announcements': AdminAnnouncementsPage,
      },
    };
  },
};

function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

function pageRoute(def: RouteDef): RouteObject {
  if (def.redirectTo) return { path: def.path, element: <RedirectKeepingQuery to={def.redirectTo} /> };
  return {
    path: def.path,
    handle: { route: def },
    lazy: async () => {
      const { pages } = await areaModules[def.area]();
      const page = pages[def.path];
      if (!page) throw new Error(`The ${def.area} area has no page for ${def.path}`);
      return { Component: isLazyPage(page) ? await page.load() : page };
    },
  };
}

const publicLayout = async () => ({ Component: (await import('./layouts/public-layout')).PublicLayout });

const routesIn = (shell: Shell, guarded: boolean) =>
  ROUTES.filter((def) => def.shell === shell && Boolean(def.guard) === guarded).map(pageRoute);

export const routeObjects: RouteObject[] = [
  {
    element: (
      <>
        <Outlet />
        <AppScrollRestoration />
        <SupportWidget />
      </>
    ),
    errorElement: <RouteErrorPage />,
    // Every page is a lazy chunk, so the first render waits for one: this is what shows meanwhile (without
    // it React Router warns on every page load and renders nothing).
    HydrateFallback: () => <LoadingScreen />,
    children: [
      ...routesIn('home', false),
      {
        // Lazy like the other shells, so the home page does not download the public pages' header.
        lazy: publicLayout,
        children: [
          ...routesIn('public', false),
          // Its own small chunk: every page's first load carried it for the few visits to a mistyped address.
          { path: '*', lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }) },
        ],
      },
      {
        element: <RouteGuard />,
        children: [
          { lazy: publicLayout, children: routesIn('plain', true) },
          {
            lazy: async () => ({ Component: (await import('./layouts/setup-layout')).SetupLayout }),
            children: routesIn('setup', true),
          },
          {
            lazy: async () => {
              const { DashboardLayout } = await import('./layouts/dashboard-layout');
              return { Component: () => <DashboardLayout section="filmmaker" /> };
            },
            children: routesIn('filmmaker', true),
          },
          {
            lazy: async () => {
              const { DashboardLayout } = await import('./layouts/dashboard-layout');
              return { Component: () => <DashboardLayout section="client" /> };
            },
            children: routesIn('client', true),
          },
          {
            lazy: async () => {
              const { DashboardLayout } = await import('./layouts/dashboard-layout');
              return { Component: () => <DashboardLayout section="admin" /> };
            },
            children: routesIn('admin', true),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeObjects);
}
