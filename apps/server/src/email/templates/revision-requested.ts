import { createElement as h } from 'react';
import { defineEmailTemplate } from './email-template.ts';
import { ActionButton, EmailLayout, Paragraph, Quote, greeting } from './layout.ts';
import { accountPath, memberReason } from './paths.ts';

export const revisionRequestedEmail = defineEmailTemplate('revision_requested', {
  subject: ({ jobTitle }) => `Revision requested: ${jobTitle}`,
  Component: ({ data, site }) =>
    h(
      EmailLayout,
      {
        site,
        preview: `${data.clientName} would like a few changes.`,
        heading: `${data.clientName} asked for changes`,
        reason: memberReason('filmmaker'),
        manageNotificationsPath: accountPath('filmmaker'),
      },
      h(Paragraph, null, greeting(data.firstName)),
      h(
        Paragraph,
        null,
        `${data.clientName} reviewed ${data.deliverableTitle ? `“${data.deliverableTitle}”` : 'your delivery'} for “${data.jobTitle}” and would like a few changes${data.notes ? ':' : '.'}`,
      ),
      data.notes ? h(Quote, null, data.notes) : null,
      h(
        ActionButton,
        { href: site.link(`/filmmaker/dashboard/bookings/${data.bookingId}`) },
        'See the request',
      ),
    ),
});
