import { formatMoney } from '@reelhire/shared/money';
import { createElement as h } from 'react';
import { defineEmailTemplate } from './email-template.ts';
import { formatDays } from './format.ts';
import { ActionButton, EmailLayout, Paragraph, greeting } from './layout.ts';
import { accountPath, clientJobPath, memberReason } from './paths.ts';

export const paymentReminderEmail = defineEmailTemplate('payment_reminder', {
  subject: ({ jobTitle, daysOverdue }) =>
    daysOverdue > 0 ? `Payment overdue: ${jobTitle}` : `Payment due: ${jobTitle}`,
  Component: ({ data, site }) => {
    const amount = formatMoney(data.amountDue.amount, data.amountDue.currency);
    return h(
      EmailLayout,
      {
        site,
        preview: `${amount} for ${data.jobTitle}`,
        heading:
          data.daysOverdue > 0
            ? `Your payment is ${formatDays(data.daysOverdue)} overdue`
            : 'Your payment is due',
        reason: memberReason('client'),
        manageNotificationsPath: accountPath('client'),
      },
      h(Paragraph, null, greeting(data.firstName)),
      h(
        Paragraph,
        null,
        `${amount} is due for “${data.jobTitle}”${data.filmmakerName ? ` with ${data.filmmakerName}` : ''}. Paying into escrow keeps the booking on track: the money is only released to the filmmaker once the work is done.`,
      ),
      h(ActionButton, { href: site.link(clientJobPath(data.projectId, data.jobId, 'payment')) }, 'Pay now'),
    );
  },
});
