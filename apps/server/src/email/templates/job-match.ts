import { formatMoney } from '@reelhire/shared/money';
import { createElement as h } from 'react';
import { defineEmailTemplate } from './email-template.ts';
import { formatDate } from './format.ts';
import { ActionButton, EmailLayout, Facts, Paragraph, greeting } from './layout.ts';
import { accountPath, memberReason } from './paths.ts';

export const jobMatchEmail = defineEmailTemplate('job_match', {
  subject: ({ jobTitle, invitedBy }) =>
    invitedBy ? `${invitedBy} invited you to apply: ${jobTitle}` : `New job match: ${jobTitle}`,
  Component: ({ data, site }) =>
    h(
      EmailLayout,
      {
        site,
        preview: data.invitedBy
          ? `${data.invitedBy} would like you to apply for “${data.jobTitle}”.`
          : `${data.clientName ?? 'A client'} is looking for someone like you.`,
        heading: data.invitedBy ? 'You are invited to apply' : 'A new job that fits your profile',
        reason: memberReason('filmmaker'),
        manageNotificationsPath: accountPath('filmmaker'),
      },
      h(Paragraph, null, greeting(data.firstName)),
      h(
        Paragraph,
        null,
        data.invitedBy
          ? `${data.invitedBy} saw your profile and invited you to apply for “${data.jobTitle}”.`
          : `${data.clientName ?? 'A client'} posted “${data.jobTitle}”, and it matches the skills on your profile.`,
      ),
      data.invitationNote && h(Paragraph, null, `“${data.invitationNote}”`),
      h(Facts, {
        facts: [
          ['Location', data.location],
          ['Budget', data.budget && formatMoney(data.budget.amount, data.budget.currency)],
          ['Starts', data.startDate && formatDate(data.startDate)],
        ],
      }),
      h(ActionButton, { href: site.link(`/filmmaker/dashboard/jobs/${data.jobId}`) }, 'View the job'),
      data.moreJobs.length > 0 &&
        h(
          Paragraph,
          null,
          `Also new for you today: ${data.moreJobs.map((job) => `“${job.jobTitle}”`).join(', ')}. `,
          h('a', { href: site.link('/filmmaker/dashboard/jobs') }, 'See all jobs'),
          '.',
        ),
      h(Paragraph, null, 'The sooner you apply, the better your chances.'),
    ),
});
