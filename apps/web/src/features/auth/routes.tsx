// Pages of this area whose feature lands in a later release: each shows its real title and says
// honestly what will be here. They are replaced page by page as the feature is built.
import { KeyRound, LoaderCircle, LogIn, MailCheck, UserPlus, Users } from 'lucide-react';
import { areaPage } from '@/components/area-page';

export const pages = {
  '/login': areaPage({
    icon: LogIn,
    emptyTitle: 'Sign-in is not open yet',
    emptyDescription:
      'Accounts arrive with the next release. Until then you can browse filmmakers and read how Reelhire works.',
    description: 'Welcome back to Reelhire.',
  }),
  '/role-selection': areaPage({
    icon: Users,
    emptyTitle: 'Choose how you will use Reelhire',
    emptyDescription:
      'Filmmakers find paid work; clients hire crew for their productions. Account creation opens with the next release.',
    description: 'Pick the side of the marketplace you are joining. You can add the other later.',
  }),
  '/signup': areaPage({
    icon: UserPlus,
    emptyTitle: 'Sign-up is not open yet',
    emptyDescription:
      'Creating an account arrives with the next release. Nothing you type here would be stored, so there is no form yet.',
    description: 'Join the marketplace for film and video work.',
  }),
  '/forgot-password': areaPage({
    icon: KeyRound,
    emptyTitle: 'Password reset is not open yet',
    emptyDescription: 'Reset links are sent once accounts open. If you need help now, contact support.',
  }),
  '/reset-password': areaPage({
    icon: KeyRound,
    emptyTitle: 'No reset link to use',
    emptyDescription:
      'This page completes a password reset from the link in our email. Open the link from your inbox to continue.',
  }),
  '/auth/callback': areaPage({
    icon: LoaderCircle,
    emptyTitle: 'No sign-in to complete',
    emptyDescription: 'This page finishes a Google sign-in. Start from the sign-in page to use it.',
  }),
  '/verify': areaPage({
    icon: MailCheck,
    emptyTitle: 'No code to verify',
    emptyDescription:
      'After sign-up we email you a one-time code to enter here. Sign up first to receive one.',
  }),
};
