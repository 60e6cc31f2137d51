import { createElement as h } from 'react';
import { defineEmailTemplate } from './email-template.ts';
import { formatDate } from './format.ts';
import { ActionButton, EmailLayout, Facts, Paragraph, greeting } from './layout.ts';
import { accountPath, clientJobPath, memberReason } from './paths.ts';

export const bookingConfirmationEmail = defineEmailTemplate('booking_confirmation', {
  subject: ({ jobTitle }) => `Booking confirmed: ${jobTitle}`,
  Component: ({ data, site }) => {
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
      forFilmmaker
        ? h(
            ActionButton,
            { href: site.link(`/filmmaker/dashboard/bookings/${data.bookingId}`) },
            'View the booking',
          )
        : h(ActionButton, { href: site.link(clientJobPath(data.projectId, data.jobId)) }, 'View the job'),
    );
  },
});
