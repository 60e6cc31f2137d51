import { createElement as h } from 'react';
import { defineEmailTemplate } from './email-template.ts';
import { ActionButton, EmailLayout, Paragraph, greeting } from './layout.ts';
import { accountPath, memberReason, verifyIdentityPath } from './paths.ts';

// docs/product.md §4: until verified, filmmakers can only browse jobs and clients only browse talent.
const WHY = {
  filmmaker: "Until then you can browse jobs, but you can't apply or be booked.",
  client: "Until then you can browse filmmakers, but you can't hire or pay.",
  both: "Until then you can browse jobs and filmmakers, but you can't apply, hire or be booked.",
} as const;

export const verificationReminderEmail = defineEmailTemplate('verification_reminder', {
  subject: () => 'Verify your identity on Reelhire',
  Component: ({ data, site }) =>
    h(
      EmailLayout,
      {
        site,
        preview: 'It takes a few minutes and unlocks everything.',
        heading: 'One last step: verify your identity',
        reason: memberReason(data.userType),
        manageNotificationsPath: accountPath(data.userType),
      },
      h(Paragraph, null, greeting(data.firstName)),
      h(
        Paragraph,
        null,
        `Reelhire checks who everyone is, so that clients and filmmakers can trust each other. ${WHY[data.userType]}`,
      ),
      h(ActionButton, { href: site.link(verifyIdentityPath(data.userType)) }, 'Verify your identity'),
    ),
});
