import { createElement as h } from 'react';
import { defineEmailTemplate } from './email-template.ts';
import { ActionButton, EmailLayout, Paragraph, greeting } from './layout.ts';
import { accountPath, memberReason } from './paths.ts';

export const deliverableApprovedEmail = defineEmailTemplate('deliverable_approved', {
  subject: ({ deliverableTitle, jobTitle }) => `Approved: ${deliverableTitle ?? jobTitle}`,
  Component: ({ data, site }) =>
    h(
      EmailLayout,
      {
        site,
        preview: data.automatic
          ? 'Your work was approved automatically.'
          : `${data.clientName} approved your work.`,
        heading: 'Your work was approved',
        reason: memberReason('filmmaker'),
        manageNotificationsPath: accountPath('filmmaker'),
      },
      h(Paragraph, null, greeting(data.firstName)),
      h(
        Paragraph,
        null,
        data.automatic
          ? `${data.deliverableTitle ? `“${data.deliverableTitle}”` : 'Your delivery'} for “${data.jobTitle}” was approved automatically: ${data.clientName} did not answer in time, so its payment is released to you.`
          : `${data.clientName} approved ${data.deliverableTitle ? `“${data.deliverableTitle}”` : 'your delivery'} for “${data.jobTitle}”. Nice work.`,
      ),
      h(
        ActionButton,
        { href: site.link(`/filmmaker/dashboard/bookings/${data.bookingId}`) },
        'View the booking',
      ),
    ),
});
