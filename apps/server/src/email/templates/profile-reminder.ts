import { createElement as h } from 'react';
import { defineEmailTemplate } from './email-template.ts';
import { ActionButton, EmailLayout, Paragraph, greeting } from './layout.ts';
import { accountPath, memberReason, profileSetupPath } from './paths.ts';

export const profileReminderEmail = defineEmailTemplate('profile_reminder', {
  subject: () => 'Finish your Reelhire profile',
  Component: ({ data, site }) =>
    h(
      EmailLayout,
      {
        site,
        preview: 'A few minutes now, and people can find you.',
        heading: 'Your profile is almost there',
        reason: memberReason(data.userType),
        manageNotificationsPath: accountPath(data.userType),
      },
      h(Paragraph, null, greeting(data.firstName)),
      h(
        Paragraph,
        null,
        data.userType === 'client'
          ? 'Finish your company profile to post jobs and hire filmmakers. It only takes a few minutes.'
          : 'Clients only find filmmakers whose profile is finished. It only takes a few minutes.',
      ),
      data.missingSteps.length > 0
        ? h(Paragraph, null, `Still to do: ${data.missingSteps.join(', ')}.`)
        : null,
      h(ActionButton, { href: site.link(profileSetupPath(data.userType)) }, 'Finish your profile'),
    ),
});
