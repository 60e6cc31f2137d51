import { createElement as h } from 'react';
import { defineEmailTemplate } from './email-template.ts';
import { ActionButton, EmailLayout, Paragraph, greeting } from './layout.ts';
import { accountPath, clientJobPath, memberReason } from './paths.ts';

export const applicationReceivedEmail = defineEmailTemplate('application_received', {
  subject: ({ applicantName, jobTitle }) => `${applicantName} applied for ${jobTitle}`,
  Component: ({ data, site }) =>
    h(
      EmailLayout,
      {
        site,
        preview: 'Have a look at their application and portfolio.',
        heading: 'You have a new applicant',
        reason: memberReason('client'),
        manageNotificationsPath: accountPath('client'),
      },
      h(Paragraph, null, greeting(data.firstName)),
      h(
        Paragraph,
        null,
        `${data.applicantName} has applied for “${data.jobTitle}”. Have a look at their application and portfolio while they are still available.`,
      ),
      h(
        ActionButton,
        {
          href: site.link(
            clientJobPath(
              data.projectId,
              data.jobId,
              data.talentId ? `applicants/${data.talentId}` : undefined,
            ),
          ),
        },
        'Review the application',
      ),
    ),
});
