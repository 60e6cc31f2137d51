import { createElement as h } from 'react';
import { defineEmailTemplate } from './email-template.ts';
import { ActionButton, EmailLayout, Paragraph, greeting } from './layout.ts';
import { accountPath, clientJobPath, memberReason } from './paths.ts';

export const deliverableSubmittedEmail = defineEmailTemplate('deliverable_submitted', {
  subject: ({ filmmakerName, jobTitle }) => `${filmmakerName} delivered work for ${jobTitle}`,
  Component: ({ data, site }) =>
    h(
      EmailLayout,
      {
        site,
        preview: 'Take a look, then approve it or ask for changes.',
        heading: 'New work to review',
        reason: memberReason('client'),
        manageNotificationsPath: accountPath('client'),
      },
      h(Paragraph, null, greeting(data.firstName)),
      h(
        Paragraph,
        null,
        `${data.filmmakerName} has submitted ${data.deliverableTitle ? `“${data.deliverableTitle}”` : 'a delivery'} for “${data.jobTitle}”. Take a look, then approve it or ask for a revision.`,
      ),
      h(ActionButton, { href: site.link(clientJobPath(data.projectId, data.jobId)) }, 'Review the delivery'),
    ),
});
