import {
  accountTabFromState,
  FILMMAKER_ONLY_ACCOUNT_TABS,
  type AccountTab,
} from '@reelhire/shared/account-tabs';
import { sectionFromPath } from '@reelhire/shared/user-type';
import { useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AvailabilityTab } from './availability-tab';
import { CalendarTab } from './calendar-tab';
import { NotificationsTab } from './notifications-tab';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';

type Section = 'filmmaker' | 'client';

/** The editor of the section's live profile, shown first in the profile tab. */
export type ProfileEditorSlot = ComponentType<{ section: Section }>;

function AccountTabs({
  initialTab,
  section,
  ProfileEditor,
}: {
  initialTab: AccountTab;
  section: Section;
  ProfileEditor?: ProfileEditorSlot;
}) {
  const [tab, setTab] = useState<AccountTab>(
    section === 'client' && FILMMAKER_ONLY_ACCOUNT_TABS.includes(initialTab) ? 'profile' : initialTab,
  );
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as AccountTab)}>
      {/* Two by two on a phone, where four tabs in a row would be cut off; one row from the small breakpoint. */}
      <TabsList aria-label="Account settings" className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
        <TabsTrigger value="profile">Profile &amp; sign-in</TabsTrigger>
        <TabsTrigger value="security">Security</TabsTrigger>
        <TabsTrigger value="notifications">Notifications</TabsTrigger>
        {section === 'filmmaker' ? <TabsTrigger value="availability">Availability</TabsTrigger> : null}
        <TabsTrigger value="calendar">Calendar</TabsTrigger>
      </TabsList>
      {/* Kept mounted on the other tabs, so a profile edit not saved yet is still there on return. */}
      <TabsContent value="profile" forceMount className="data-[state=inactive]:hidden">
        <ProfileTab section={section} ProfileEditor={ProfileEditor} />
      </TabsContent>
      <TabsContent value="security">
        <SecurityTab />
      </TabsContent>
      <TabsContent value="notifications">
        <NotificationsTab />
      </TabsContent>
      {section === 'filmmaker' ? (
        <TabsContent value="availability">
          <AvailabilityTab />
        </TabsContent>
      ) : null}
      <TabsContent value="calendar">
        <CalendarTab section={section} />
      </TabsContent>
    </Tabs>
  );
}

/**
 * /filmmaker/dashboard/account and /client/dashboard/account. A navigation state `{ tab: 'notifications' }`
 * opens the notifications tab (docs/product.md §2). The profile editor comes from the profiles feature, which
 * this one may not import: the app passes it in (decision 0015).
 */
export function AccountPage({ ProfileEditor }: { ProfileEditor?: ProfileEditorSlot }) {
  const location = useLocation();
  const section = sectionFromPath(location.pathname) === 'client' ? 'client' : 'filmmaker';
  return (
    <div>
      <PageHeader title="Account" description="Your details, how you sign in, and the emails we send you." />
      {/* A new navigation (say, to the notifications tab) opens the tab it asks for. */}
      <AccountTabs
        key={location.key}
        // An email's footer cannot carry navigation state, so it links with `?tab=notifications` (decision 0063).
        initialTab={accountTabFromState(
          location.state ?? { tab: new URLSearchParams(location.search).get('tab') },
        )}
        section={section}
        ProfileEditor={ProfileEditor}
      />
    </div>
  );
}
