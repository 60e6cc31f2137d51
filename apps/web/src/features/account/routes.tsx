import type { ComponentType } from 'react';
import { AccountPage, type ProfileEditorSlot } from './account-page';

/**
 * The account pages, given the profile editor that the app takes from the profiles feature (a feature
 * may not import another; decision 0015).
 */
export function accountPages({ ProfileEditor }: { ProfileEditor: ProfileEditorSlot }) {
  const Page = () => <AccountPage ProfileEditor={ProfileEditor} />;
  const pages: Record<string, ComponentType> = {
    '/filmmaker/dashboard/account': Page,
    '/client/dashboard/account': Page,
  };
  return pages;
}
