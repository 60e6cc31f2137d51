import { createElement as h } from 'react';
import { defineEmailTemplate } from './email-template.ts';
import { ActionButton, EmailLayout, Paragraph, Quote, greeting } from './layout.ts';
import { accountPath, memberReason } from './paths.ts';

export const messageNotificationEmail = defineEmailTemplate('message_notification', {
  subject: ({ senderName }) => `New message from ${senderName}`,
  Component: ({ data, site }) => {
    // Emails go to the other side of the conversation (docs/product.md §6).
    const recipientRole = data.senderRole === 'client' ? 'filmmaker' : 'client';
    const conversation = site.link(`/${recipientRole}/dashboard/messages`, {
      name: data.senderEntityId ? data.senderName : undefined,
      id: data.senderEntityId,
      role: data.senderEntityId ? data.senderRole : undefined,
    });
    return h(
      EmailLayout,
      {
        site,
        preview: data.messagePreview,
        heading: `${data.senderName} sent you a message`,
        reason: memberReason(recipientRole),
        manageNotificationsPath: accountPath(recipientRole),
      },
      h(Paragraph, null, greeting(data.recipientName)),
      h(Quote, null, data.messagePreview),
      h(ActionButton, { href: conversation }, 'Reply'),
    );
  },
});
