import { dashboardPathFor } from '@reelhire/shared/user-type';
import { createElement as h } from 'react';
import { defineEmailTemplate } from './email-template.ts';
import { ActionButton, EmailLayout, Paragraph, greeting } from './layout.ts';
import { accountPath, memberReason } from './paths.ts';

const NOW_YOU_CAN = {
  filmmaker: 'You can now apply to jobs and get booked.',
  client: 'You can now post jobs and hire filmmakers.',
  both: 'You can now hire and get hired.',
  admin: 'You have full access to the admin area.',
} as const;

export const accountApprovedEmail = defineEmailTemplate('account_approved', {
  subject: () => 'Your Reelhire account is verified',
  Component: ({ data, site }) =>
    h(
      EmailLayout,
      {
        site,
        preview: NOW_YOU_CAN[data.userType],
        heading: "You're verified",
        reason: memberReason(data.userType),
        manageNotificationsPath: accountPath(data.userType),
      },
      h(Paragraph, null, greeting(data.firstName)),
      h(
        Paragraph,
        null,
        `We've checked your details and your account is verified. ${NOW_YOU_CAN[data.userType]}`,
      ),
      h(ActionButton, { href: site.link(dashboardPathFor(data.userType)) }, 'Go to your dashboard'),
    ),
});
