import { formatMoney } from '@reelhire/shared/money';
import { createElement as h } from 'react';
import type { EmailTemplateData } from '@reelhire/shared/email-template-data';
import { defineEmailTemplate, type EmailSite } from './email-template.ts';
import { formatDate } from './format.ts';
import { ActionButton, EmailLayout, Facts, Paragraph, greeting } from './layout.ts';
import { accountPath, memberReason } from './paths.ts';

export const jobMatchEmail = defineEmailTemplate('job_match', {
  subject: ({ jobTitle, invitedBy, offerFrom, bookingRequestFrom }) =>
    bookingRequestFrom
      ? `${bookingRequestFrom} would like to book you: ${jobTitle}`
      : offerFrom
        ? `${offerFrom} sent you an offer: ${jobTitle}`
        : invitedBy
          ? `${invitedBy} invited you to apply: ${jobTitle}`
          : `New job match: ${jobTitle}`,
  Component: ({ data, site }) =>
    data.bookingRequestFrom && data.bookingRequestId
      ? bookingRequest(data, site, { from: data.bookingRequestFrom, bookingId: data.bookingRequestId })
      : data.offerFrom && data.offerApplicationId
        ? directOffer(data, site, { from: data.offerFrom, applicationId: data.offerApplicationId })
        : h(
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
            h(
              ActionButton,
              { href: site.link(`/filmmaker/dashboard/jobs/${data.jobId ?? ''}`) },
              'View the job',
            ),
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

/** A client's direct offer (decision 0028): the terms wait on the contract page, no application needed. */
function directOffer(
  data: EmailTemplateData<'job_match'>,
  site: EmailSite,
  offer: { from: string; applicationId: string },
) {
  return h(
    EmailLayout,
    {
      site,
      preview: `${offer.from} would like to book you for “${data.jobTitle}”.`,
      heading: 'You have an offer',
      reason: memberReason('filmmaker'),
      manageNotificationsPath: accountPath('filmmaker'),
    },
    h(Paragraph, null, greeting(data.firstName)),
    h(
      Paragraph,
      null,
      `${offer.from} saw your profile and sent you an offer for “${data.jobTitle}”. You do not need to apply: read the terms, then accept, counter or decline.`,
    ),
    h(Facts, {
      facts: [
        ['Amount', data.budget && formatMoney(data.budget.amount, data.budget.currency)],
        ['Starts', data.startDate && formatDate(data.startDate)],
      ],
    }),
    h(
      ActionButton,
      { href: site.link(`/filmmaker/dashboard/contract/${offer.applicationId}`) },
      'Read the offer',
    ),
    h(Paragraph, null, 'An offer you do not answer expires after 7 days.'),
  );
}

/** A client's booking request from the portfolio (decision 0034): accept, decline or propose changes. */
function bookingRequest(
  data: EmailTemplateData<'job_match'>,
  site: EmailSite,
  request: { from: string; bookingId: string },
) {
  return h(
    EmailLayout,
    {
      site,
      preview: `${request.from} would like to book you for “${data.jobTitle}”.`,
      heading: 'You have a booking request',
      reason: memberReason('filmmaker'),
      manageNotificationsPath: accountPath('filmmaker'),
    },
    h(Paragraph, null, greeting(data.firstName)),
    h(
      Paragraph,
      null,
      `${request.from} asked to book you for “${data.jobTitle}” from your portfolio. Read the brief, then accept, propose changes or decline.`,
    ),
    h(Facts, {
      facts: [
        ['Budget', data.budget && formatMoney(data.budget.amount, data.budget.currency)],
        ['Location', data.location],
        ['Starts', data.startDate && formatDate(data.startDate)],
      ],
    }),
    h(
      ActionButton,
      { href: site.link(`/filmmaker/dashboard/bookings/requests/${request.bookingId}`) },
      'Answer the request',
    ),
  );
}
