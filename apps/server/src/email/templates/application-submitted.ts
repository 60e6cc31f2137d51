import { createElement as h } from 'react';
import { defineEmailTemplate } from './email-template.ts';
import { ActionButton, EmailLayout, Paragraph, greeting } from './layout.ts';
import { accountPath, memberReason } from './paths.ts';

export const applicationSubmittedEmail = defineEmailTemplate('application_submitted', {
  subject: ({ jobTitle }) => `Application sent: ${jobTitle}`,
  Component: ({ data, site }) =>
    h(
      EmailLayout,
      {
        site,
        preview: "We'll let you know as soon as they respond.",
        heading: 'Your application is in',
        reason: memberReason('filmmaker'),
        manageNotificationsPath: accountPath('filmmaker'),
      },
      h(Paragraph, null, greeting(data.firstName)),
      h(
        Paragraph,
        null,
        `We've sent your application for “${data.jobTitle}”${data.clientName ? ` to ${data.clientName}` : ''}. We'll let you know as soon as they respond.`,
      ),
      h(
        ActionButton,
        { href: site.link(`/filmmaker/dashboard/applications/${data.applicationId}`) },
        'View your application',
      ),
    ),
});
