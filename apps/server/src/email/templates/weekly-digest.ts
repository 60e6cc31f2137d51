import { dashboardPathFor } from '@reelhire/shared/user-type';
import { createElement as h } from 'react';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { defineEmailTemplate } from './email-template.ts';
import { formatDate } from './format.ts';
import { ActionButton, EmailLayout, Facts, Paragraph, greeting } from './layout.ts';
import { accountPath, memberReason } from './paths.ts';

const counted = (count: number) => (count > 0 ? String(count) : undefined);

export const weeklyDigestEmail = defineEmailTemplate('weekly_digest', {
  subject: () => 'Your week on Reelhire',
  Component: ({ data, site }) => {
    const hires = data.userType !== 'filmmaker';
    const works = data.userType !== 'client';
    const quiet =
      data.newJobMatches + data.newApplications + data.unreadMessages + data.upcomingBookings === 0;
    return h(
      EmailLayout,
      {
        site,
        preview: quiet ? 'A quiet week.' : "Here's what happened while you were busy.",
        heading: data.weekStarting
          ? `Your week on Reelhire, from ${formatDate(data.weekStarting)}`
          : 'Your week on Reelhire',
        reason: memberReason(data.userType),
        manageNotificationsPath: accountPath(data.userType),
      },
      h(Paragraph, null, greeting(data.firstName)),
      h(
        Paragraph,
        null,
        quiet
          ? 'A quiet week. New jobs, applications and messages will show up here.'
          : "Here's what happened on Reelhire this week.",
      ),
      h(Facts, {
        facts: [
          ['New job matches', works ? counted(data.newJobMatches) : undefined],
          ['New applications', hires ? counted(data.newApplications) : undefined],
          ['Unread messages', counted(data.unreadMessages)],
          ['Upcoming bookings', counted(data.upcomingBookings)],
        ],
      }),
      works && data.jobs.length > 0
        ? h(
            Section,
            { style: { margin: '0 0 16px' } },
            h(Paragraph, null, 'Jobs you might like:'),
            ...data.jobs.map((job) =>
              h(
                Text,
                { key: job.id, style: { fontSize: '15px', lineHeight: '22px', margin: '0 0 4px' } },
                h(Link, { href: site.link(`/filmmaker/dashboard/jobs/${job.id}`) }, job.title),
              ),
            ),
          )
        : null,
      h(ActionButton, { href: site.link(dashboardPathFor(data.userType)) }, 'Open your dashboard'),
    );
  },
});
