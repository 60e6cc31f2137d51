import { createElement as h } from 'react';
import { defineEmailTemplate } from './email-template.ts';
import { formatMinutes } from './format.ts';
import { CodeBox, EmailLayout, Paragraph, greeting } from './layout.ts';

/** The code `GET /reauthenticate` sends before a password or email change (decision 0054). No link: the code is typed where the change is made. */
export const reauthenticationEmail = defineEmailTemplate('reauthentication', {
  subject: () => 'Your Reelhire security code',
  Component: ({ data, site }) =>
    h(
      EmailLayout,
      {
        site,
        preview: `Your security code is ${data.code}.`,
        heading: 'Confirm it is you',
        reason:
          "You're getting this because someone signed in to your Reelhire account asked to change its password or email address. If that wasn't you, change your password now: nothing changes without this code.",
      },
      h(Paragraph, null, greeting(data.firstName)),
      h(Paragraph, null, 'Enter this code on the account page to confirm the change:'),
      h(CodeBox, { code: data.code }),
      h(Paragraph, null, `The code works once, for ${formatMinutes(data.expiresInMinutes)}.`),
    ),
});
