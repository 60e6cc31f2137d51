import { BellRing } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { useAuth } from '@/lib/account-state';

export function NotificationsTab() {
  const { user } = useAuth();
  return (
    <EmptyState
      icon={BellRing}
      title="Email notification settings arrive later"
      description={`Until then we email ${user?.email ?? 'you'} about bookings, payments, messages and your account. Choosing which of those emails you get comes in a later release.`}
    />
  );
}
