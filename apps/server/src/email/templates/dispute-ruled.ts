import { formatMoney } from '@reelhire/shared/money';
import { createElement as h } from 'react';
import { disputePath } from './dispute-link.ts';
import { defineEmailTemplate } from './email-template.ts';
import { ActionButton, EmailLayout, Paragraph, Quote, greeting } from './layout.ts';
import { accountPath, memberReason } from './paths.ts';

const amountOf = (money: { amount: number; currency: string }) => formatMoney(money.amount, money.currency);

function decision(data: {
  outcome: 'release' | 'refund' | 'split';
  released: { amount: number; currency: string };
  refunded: { amount: number; currency: string };
}): string {
  if (data.outcome === 'release') return `the held ${amountOf(data.released)} is released to the filmmaker`;
  if (data.outcome === 'refund') return `the held ${amountOf(data.refunded)} is refunded to the client`;
  return `${amountOf(data.released)} is released to the filmmaker and ${amountOf(data.refunded)} refunded to the client`;
}

export const disputeRuledEmail = defineEmailTemplate('dispute_ruled', {
  subject: ({ jobTitle }) => `Reelhire ruled on the dispute: ${jobTitle}`,
  Component: ({ data, site }) =>
    h(
      EmailLayout,
      {
        site,
        preview: `Reelhire’s decision: ${decision(data)}.`,
        heading: 'The dispute is decided',
        reason: memberReason(data.role),
        manageNotificationsPath: accountPath(data.role),
      },
      h(Paragraph, null, greeting(data.firstName)),
      h(
        Paragraph,
        null,
        `Reelhire’s team has ruled on the dispute about “${data.jobTitle}”: ${decision(data)}. The filmmaker’s usual fee applies to what is released; a refund includes the service fee paid on it. Why:`,
      ),
      h(Quote, null, data.reasoning),
      h(ActionButton, { href: site.link(disputePath(data.role, data)) }, 'See the ruling'),
    ),
});
