import { createElement as h } from 'react';
import { defineEmailTemplate } from './email-template.ts';
import { formatMinutes } from './format.ts';
import { ActionButton, CodeBox, EmailLayout, Paragraph, greeting } from './layout.ts';

export const passwordResetEmail = defineEmailTemplate('password_reset', {
  subject: () => 'Reset your Reelhire password',
  Component: ({ data, site }) =>
    h(
      EmailLayout,
      {
        site,
        preview: 'Choose a new password for your account.',
        heading: 'Reset your password',
        reason:
          "You're getting this because someone asked to reset the password of the Reelhire account with this address. If that wasn't you, ignore this email: your password stays the same.",
      },
      h(Paragraph, null, greeting(data.firstName)),
      h(Paragraph, null, 'We got a request to reset your password. Choose a new one here:'),
      h(ActionButton, { href: site.link(data.actionPath) }, 'Choose a new password'),
      data.code ? h(Paragraph, null, 'Or enter this code on the reset page:') : null,
      data.code ? h(CodeBox, { code: data.code }) : null,
      h(
        Paragraph,
        null,
        `${data.code ? 'The link and the code work' : 'The link works'} once, for ${formatMinutes(data.expiresInMinutes)}.`,
      ),
    ),
});
