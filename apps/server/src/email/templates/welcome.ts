import { createElement as h } from 'react';
import { defineEmailTemplate } from './email-template.ts';
import { ActionButton, EmailLayout, Paragraph, greeting } from './layout.ts';
import { accountPath, profileSetupPath } from './paths.ts';

const INTRO = {
  filmmaker:
    'Clients come to Reelhire to hire directors, camera crew, editors, sound and every other craft on a set. Set up your profile and portfolio so they can find you, and have a look at the open jobs while you are at it.',
  client:
    'Set up your company profile, post your first project, and we will help you find the right people to shoot it.',
  both: 'You can hire on Reelhire and get hired. Start with your filmmaker profile; the client side is there whenever you need it.',
  admin: 'Your admin account is ready.',
} as const;

export const welcomeEmail = defineEmailTemplate('welcome', {
  subject: ({ firstName }) => (firstName ? `Welcome to Reelhire, ${firstName}` : 'Welcome to Reelhire'),
  Component: ({ data, site }) =>
    h(
      EmailLayout,
      {
        site,
        preview: 'Set up your profile and get going.',
        heading: 'Welcome to Reelhire',
        reason: "You're getting this because you just created a Reelhire account with this address.",
        manageNotificationsPath: accountPath(data.userType),
      },
      h(Paragraph, null, greeting(data.firstName)),
      h(Paragraph, null, `Thanks for joining. ${INTRO[data.userType]}`),
      h(
        ActionButton,
        { href: site.link(profileSetupPath(data.userType)) },
        data.userType === 'admin' ? 'Open the admin area' : 'Set up your profile',
      ),
    ),
});
