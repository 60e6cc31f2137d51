import { createElement as h } from 'react';
import { defineEmailTemplate } from './email-template.ts';
import { formatMinutes } from './format.ts';
import { ActionButton, CodeBox, EmailLayout, Paragraph, greeting } from './layout.ts';

export const signInCodeEmail = defineEmailTemplate('sign_in_code', {
  subject: () => 'Your Reelhire sign-in code',
  Component: ({ data, site }) =>
    h(
      EmailLayout,
      {
        site,
        preview: `Your sign-in code is ${data.code}.`,
        heading: 'Your sign-in code',
        reason:
          "You're getting this because someone asked to sign in to Reelhire with this address. If that wasn't you, ignore this email: nobody can sign in without the code.",
      },
      h(Paragraph, null, greeting(data.firstName)),
      h(Paragraph, null, 'Enter this code to sign in:'),
      h(CodeBox, { code: data.code }),
      h(Paragraph, null, 'Or sign in with one click:'),
      h(ActionButton, { href: site.link(data.actionPath) }, 'Sign in to Reelhire'),
      h(Paragraph, null, `The code and the link work once, for ${formatMinutes(data.expiresInMinutes)}.`),
    ),
});
