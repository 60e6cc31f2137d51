import { createElement as h } from 'react';
import { defineEmailTemplate } from './email-template.ts';
import { ActionButton, EmailLayout, Paragraph, greeting } from './layout.ts';
import { accountPath, clientJobPath, memberReason } from './paths.ts';

export const reviewRequestEmail = defineEmailTemplate('review_request', {
  subject: ({ otherPartyName }) => `How did it go with ${otherPartyName}?`,
  Component: ({ data, site }) =>
    h(
      EmailLayout,
      {
        site,
        preview: 'A short review helps the next person decide.',
        heading: 'Leave a review',
        reason: memberReason(data.recipientRole),
        manageNotificationsPath: accountPath(data.recipientRole),
      },
      h(Paragraph, null, greeting(data.firstName)),
      h(
        Paragraph,
        null,
        data.recipientRole === 'client'
          ? `“${data.jobTitle}” is wrapped. A short review of ${data.otherPartyName} helps other clients hire with confidence, and helps good filmmakers get their next job.`
          : `“${data.jobTitle}” is wrapped. Tell other filmmakers what it was like to work with ${data.otherPartyName}.`,
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
