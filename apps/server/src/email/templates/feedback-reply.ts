import { createElement as h } from 'react';
import { defineEmailTemplate } from './email-template.ts';
import { ActionButton, EmailLayout, Paragraph, Quote, greeting } from './layout.ts';

const STATUS_LINE = {
  new: null,
  planned: "We've planned a change based on it.",
  done: "We've made a change based on it.",
  wont_do: "We've decided not to change this for now, and we'd like to say why.",
} as const;

/** The team's answer to a member's feedback (decision 0065), sent when an admin replies at /admin/feedback. */
export const feedbackReplyEmail = defineEmailTemplate('feedback_reply', {
  subject: () => 'Reelhire replied to your feedback',
  Component: ({ data, site }) =>
    h(
      EmailLayout,
      {
        site,
        preview: data.reply.slice(0, 100),
        heading: 'A reply to your feedback',
        reason:
          "You're getting this because you sent the Reelhire team feedback and a member of the team answered it.",
      },
      h(Paragraph, null, greeting(data.firstName)),
      h(
        Paragraph,
        null,
        ['Thank you for your feedback.', STATUS_LINE[data.status]].filter(Boolean).join(' '),
      ),
      h(Paragraph, null, 'You wrote:'),
      h(Quote, null, data.feedbackExcerpt),
      h(Paragraph, null, 'Our reply:'),
      h(Quote, null, data.reply),
      h(ActionButton, { href: site.link('/feedback') }, 'See your feedback'),
    ),
});
