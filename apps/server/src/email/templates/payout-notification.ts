import { formatMoney } from '@reelhire/shared/money';
import { createElement as h } from 'react';
import { defineEmailTemplate } from './email-template.ts';
import { ActionButton, EmailLayout, Paragraph, greeting } from './layout.ts';
import { accountPath, memberReason } from './paths.ts';

const amountOf = (money: { amount: number; currency: string }) => formatMoney(money.amount, money.currency);

export const payoutNotificationEmail = defineEmailTemplate('payout_notification', {
  subject: ({ amount }) => `You've been paid ${amountOf(amount)}`,
  Component: ({ data, site }) =>
    h(
      EmailLayout,
      {
        site,
        preview: `${amountOf(data.amount)} is on its way to you.`,
        heading: 'Your payout is on its way',
        reason: memberReason('filmmaker'),
        manageNotificationsPath: accountPath('filmmaker'),
      },
      h(Paragraph, null, greeting(data.firstName)),
      h(
        Paragraph,
        null,
        `We've sent ${amountOf(data.amount)}${data.jobTitle ? ` for “${data.jobTitle}”` : ''} to your payout account. How soon it shows up depends on your bank, usually within a few working days.`,
      ),
      data.bookingId
        ? h(
            ActionButton,
            { href: site.link(`/filmmaker/dashboard/payment-receipt/${data.bookingId}`) },
            'View the receipt',
          )
        : h(ActionButton, { href: site.link('/filmmaker/dashboard/earnings') }, 'View your earnings'),
    ),
});
