import { createElement as h } from 'react';
import { defineEmailTemplate } from './email-template.ts';
import { formatMinutes } from './format.ts';
import { ActionButton, CodeBox, EmailLayout, Paragraph, greeting } from './layout.ts';

export const emailChangeEmail = defineEmailTemplate('email_change', {
  subject: () => 'Confirm your new email address',
  Component: ({ data, site }) =>
    h(
      EmailLayout,
      {
        site,
        preview: `Your confirmation code is ${data.code}.`,
        heading: 'Confirm your new email address',
        reason: `You're getting this because someone asked to change the email address of a Reelhire account to ${data.newEmail}. If that wasn't you, ignore this email and nothing will change.`,
      },
      h(Paragraph, null, greeting(data.firstName)),
      h(
        Paragraph,
        null,
        `Enter this code to make ${data.newEmail} the email address of your Reelhire account:`,
      ),
      h(CodeBox, { code: data.code }),
      h(Paragraph, null, 'Or confirm with one click:'),
      h(ActionButton, { href: site.link(data.actionPath) }, 'Confirm the change'),
      h(Paragraph, null, `The code and the link work once, for ${formatMinutes(data.expiresInMinutes)}.`),
    ),
});
