import { accountTabFromState, type AccountTab } from '@reelhire/shared/account-tabs';
import { sectionFromPath } from '@reelhire/shared/user-type';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { NotificationsTab } from './notifications-tab';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';

function AccountTabs({ initialTab, section }: { initialTab: AccountTab; section: 'filmmaker' | 'client' }) {
  const [tab, setTab] = useState<AccountTab>(initialTab);
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as AccountTab)}>
      <TabsList aria-label="Account settings" className="max-w-full overflow-x-auto">
        <TabsTrigger value="profile">Profile &amp; sign-in</TabsTrigger>
        <TabsTrigger value="security">Security</TabsTrigger>
        <TabsTrigger value="notifications">Notifications</TabsTrigger>
      </TabsList>
      <TabsContent value="profile">
        <ProfileTab section={section} />
      </TabsContent>
      <TabsContent value="security">
        <SecurityTab />
      </TabsContent>
      <TabsContent value="notifications">
        <NotificationsTab />
      </TabsContent>
    </Tabs>
  );
}

/**
 * /filmmaker/dashboard/account and /client/dashboard/account. A navigation state `{ tab: 'notifications' }`
 * opens the notifications tab (SPEC section 2).
 */
export function AccountPage() {
  const location = useLocation();
  const section = sectionFromPath(location.pathname) === 'client' ? 'client' : 'filmmaker';
  return (
    <div>
      <PageHeader title="Account" description="Your details, how you sign in, and the emails we send you." />
      {/* A new navigation (say, to the notifications tab) opens the tab it asks for. */}
      <AccountTabs key={location.key} initialTab={accountTabFromState(location.state)} section={section} />
    </div>
  );
}
