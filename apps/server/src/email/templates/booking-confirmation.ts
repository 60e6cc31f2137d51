import { createElement as h } from 'react';
import { defineEmailTemplate } from './email-template.ts';
import { formatDate, formatDateTime } from './format.ts';
import { ActionButton, EmailLayout, Facts, Paragraph, greeting } from './layout.ts';
import { accountPath, clientJobPath, memberReason } from './paths.ts';

// A confirmed booking, to each party; and a hold moved up to first, to its holder, whose time to confirm
// the booking starts then (decision 0040).
export const bookingConfirmationEmail = defineEmailTemplate('booking_confirmation', {
  subject: (data) =>
    'stage' in data ? `Your hold moved up to first: ${data.jobTitle}` : `Booking confirmed: ${data.jobTitle}`,
  Component: ({ data, site }) => {
    if ('stage' in data) {
      return h(
        EmailLayout,
        {
          site,
          preview: `${data.otherPartyName}'s dates for ${data.jobTitle} are yours to confirm.`,
          heading: 'Your hold moved up to first',
          reason: memberReason('client'),
          manageNotificationsPath: accountPath('client'),
        },
        h(Paragraph, null, greeting(data.firstName)),
        h(
          Paragraph,
          null,
          `The hold in front of yours on ${data.otherPartyName}'s dates for “${data.jobTitle}” has gone, so yours is now the first hold. Confirm it to send ${data.otherPartyName} your booking request, or release it so the dates go to others. Unconfirmed, it lapses at the time below.`,
        ),
        h(Facts, {
          facts: [
            ['Starts', data.startDate && formatDate(data.startDate)],
            ['Confirm by', formatDateTime(data.confirmBy)],
          ],
        }),
        h(ActionButton, { href: site.link('/client/dashboard') }, 'Confirm or release'),
      );
    }
    const forFilmmaker = data.recipientRole === 'filmmaker';
    return h(
      EmailLayout,
      {
        site,
        preview: forFilmmaker
          ? `${data.otherPartyName} booked you for ${data.jobTitle}.`
          : `${data.otherPartyName} is booked for ${data.jobTitle}.`,
        heading: forFilmmaker ? "You're booked" : 'Your booking is confirmed',
        reason: memberReason(data.recipientRole),
        manageNotificationsPath: accountPath(data.recipientRole),
      },
      h(Paragraph, null, greeting(data.firstName)),
      h(
        Paragraph,
        null,
        forFilmmaker
          ? `${data.otherPartyName} has booked you for “${data.jobTitle}”. The details and next steps are on the booking page.`
          : `${data.otherPartyName} is booked for “${data.jobTitle}”. You can follow the work and message them from the job's page.`,
      ),
      h(Facts, { facts: [['Starts', data.startDate && formatDate(data.startDate)]] }),
      data.recipientRole === 'filmmaker'
        ? h(
            ActionButton,
            { href: site.link(`/filmmaker/dashboard/bookings/${data.bookingId}`) },
            'View the booking',
          )
        : h(ActionButton, { href: site.link(clientJobPath(data.projectId, data.jobId)) }, 'View the job'),
    );
  },
});
