import { createElement as h } from 'react';
import { defineEmailTemplate } from './email-template.ts';
import { ActionButton, EmailLayout, Paragraph, greeting } from './layout.ts';
import { accountPath, clientJobPath, memberReason } from './paths.ts';

export const reviewReminderEmail = defineEmailTemplate('review_reminder', {
  subject: ({ otherPartyName }) => `Reminder: review ${otherPartyName}`,
  Component: ({ data, site }) =>
    h(
      EmailLayout,
      {
        site,
        preview: 'It takes a minute, while the job is still fresh.',
        heading: 'A quick review, while you remember',
        reason: memberReason(data.recipientRole),
        manageNotificationsPath: accountPath(data.recipientRole),
      },
      h(Paragraph, null, greeting(data.firstName)),
      h(
        Paragraph,
        null,
        `You haven't reviewed ${data.otherPartyName} for “${data.jobTitle}” yet. It takes a minute and makes a real difference to who gets hired next.`,
      ),
      h(
        ActionButton,
        {
          href: site.link(
            data.recipientRole === 'client'
              ? clientJobPath(data.projectId, data.jobId, 'review')
              : '/filmmaker/dashboard/reviews',
          ),
        },
        'Write a review',
      ),
    ),
});
