import { createElement as h } from 'react';
import { disputePath } from './dispute-link.ts';
import { defineEmailTemplate } from './email-template.ts';
import { formatDate } from './format.ts';
import { ActionButton, EmailLayout, Paragraph, greeting } from './layout.ts';
import { accountPath, memberReason } from './paths.ts';

export const disputeOpenedEmail = defineEmailTemplate('dispute_opened', {
  subject: ({ jobTitle }) => `A dispute was opened: ${jobTitle}`,
  Component: ({ data, site }) =>
    h(
      EmailLayout,
      {
        site,
        preview: `${data.openerName} opened a dispute. Please answer by ${formatDate(data.respondBy)}.`,
        heading: `${data.openerName} opened a dispute`,
        reason: memberReason(data.role),
        manageNotificationsPath: accountPath(data.role),
      },
      h(Paragraph, null, greeting(data.firstName)),
      h(
        Paragraph,
        null,
        `${data.openerName} opened a dispute about “${data.jobTitle}”: ${data.reason}. The money held for the disputed work stays frozen until Reelhire rules on it.`,
      ),
      h(
        Paragraph,
        null,
        `Please give your side by ${formatDate(data.respondBy)}. If you do not answer by then, Reelhire’s team decides with what it has.`,
      ),
      h(ActionButton, { href: site.link(disputePath(data.role, data)) }, 'Answer the dispute'),
    ),
});
