import { createElement as h } from 'react';
import { defineEmailTemplate } from './email-template.ts';
import { ActionButton, EmailLayout, Paragraph, greeting } from './layout.ts';

/** Sent to the account's address whenever its password changes (decision 0054), as GoTrue's notice. */
export const passwordChangedEmail = defineEmailTemplate('password_changed', {
  subject: () => 'Your Reelhire password was changed',
  Component: ({ data, site }) =>
    h(
      EmailLayout,
      {
        site,
        preview: 'The password of your Reelhire account was just changed.',
        heading: 'Your password was changed',
        reason:
          "You're getting this because the password of the Reelhire account with this address was changed. We send it every time, so that a change you did not make never goes unnoticed.",
      },
      h(Paragraph, null, greeting(data.firstName)),
      h(
        Paragraph,
        null,
        'The password of your Reelhire account was just changed, and every other device was signed out. If that was you, there is nothing more to do.',
      ),
      h(
        Paragraph,
        null,
        "If it wasn't you, choose a new password right away with a reset link sent to this address:",
      ),
      h(ActionButton, { href: site.link('/forgot-password') }, 'Reset my password'),
    ),
});
