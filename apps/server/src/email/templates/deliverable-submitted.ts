import { createElement as h } from 'react';
import { formatDate } from './format.ts';
import { defineEmailTemplate } from './email-template.ts';
import { ActionButton, EmailLayout, Paragraph, greeting } from './layout.ts';
import { accountPath, clientJobPath, memberReason } from './paths.ts';

export const deliverableSubmittedEmail = defineEmailTemplate('deliverable_submitted', {
  subject: ({ filmmakerName, jobTitle, autoReleaseOn }) =>
    autoReleaseOn
      ? `Reminder: ${filmmakerName}'s delivery for ${jobTitle} is approved automatically on ${formatDate(autoReleaseOn)}`
      : `${filmmakerName} delivered work for ${jobTitle}`,
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
      data.autoReleaseOn
        ? h(
            Paragraph,
            null,
            `If you have not answered by ${formatDate(data.autoReleaseOn)}, Reelhire approves the delivery and releases its payment to ${data.filmmakerName} automatically.`,
          )
        : null,
      h(ActionButton, { href: site.link(clientJobPath(data.projectId, data.jobId)) }, 'Review the delivery'),
    ),
});
