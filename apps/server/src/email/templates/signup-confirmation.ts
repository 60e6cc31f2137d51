import { createElement as h } from 'react';
import { defineEmailTemplate } from './email-template.ts';
import { formatMinutes } from './format.ts';
import { ActionButton, CodeBox, EmailLayout, Paragraph, greeting } from './layout.ts';

export const signupConfirmationEmail = defineEmailTemplate('signup_confirmation', {
  subject: () => 'Confirm your email for Reelhire',
  Component: ({ data, site }) =>
    h(
      EmailLayout,
      {
        site,
        preview: `Your confirmation code is ${data.code}.`,
        heading: 'Confirm your email',
        reason:
          "You're getting this because someone signed up for Reelhire with this address. If that wasn't you, ignore this email and the account will not be activated.",
      },
      h(Paragraph, null, greeting(data.firstName)),
      h(Paragraph, null, 'Enter this code on the verification page to finish creating your account:'),
      h(CodeBox, { code: data.code }),
      h(Paragraph, null, 'Or confirm with one click:'),
      h(ActionButton, { href: site.link(data.actionPath) }, 'Confirm my email'),
      h(Paragraph, null, `The code and the link work once, for ${formatMinutes(data.expiresInMinutes)}.`),
    ),
});
