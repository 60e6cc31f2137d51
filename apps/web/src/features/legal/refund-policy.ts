import {
  LEGAL_LAST_UPDATED,
  link,
  list,
  paragraph,
  strong,
  supportEmailLink,
  type LegalDocumentContent,
} from './legal-content';

export const refundPolicy: LegalDocumentContent = {
  title: 'Refund Policy',
  summary:
    'How the money a client pays on Reelhire is held, and when it is refunded if a job is cancelled, only partly delivered or disputed.',
  lastUpdated: LEGAL_LAST_UPDATED,
  sections: [
    {
      id: 'how-payments-are-held',
      heading: 'How your payment is held',
      blocks: [
        paragraph(
          'When a client pays for a contract or booking, the money goes to Reelhire Ltd, not to the filmmaker. We hold it while the work is done and release it to the filmmaker only when:',
        ),
        list(
          'the client approves the delivery; or',
          'the release date shown in the contract passes without the client approving, asking for a revision or opening a dispute.',
        ),
        paragraph(
          'Until then the filmmaker cannot withdraw it, which is why we can refund money that has not been released. Once a payment has been released to the filmmaker, it can no longer be refunded through Reelhire.',
        ),
      ],
    },
    {
      id: 'before-work-starts',
      heading: 'Cancelling before work starts',
      blocks: [
        paragraph(
          'If a contract or booking is cancelled by either side before the filmmaker has started work, the client gets a ',
          strong('full refund'),
          ' of everything they paid, including the platform fee. Work has started once the filmmaker has begun the work described in the contract, including pre-production or travelling to the shoot.',
        ),
      ],
    },
    {
      id: 'cancellations',
      heading: 'Cancelling after work has started',
      blocks: [
        list(
          [
            strong('If the client cancels'),
            ', the filmmaker is paid for the work done and for costs they cannot recover, such as non-refundable travel or equipment hire, and the rest is refunded to the client. If the contract sets a cancellation fee, that fee applies instead.',
          ],
          [
            strong('If the filmmaker cancels'),
            ' or does not turn up, the client gets a full refund of the money still held, unless they agree to keep and pay for work already delivered.',
          ],
          'Both sides should agree the split in their Reelhire messages and confirm it with the cancellation. If they cannot agree, either can ask our team to decide it as a dispute.',
        ),
      ],
    },
    {
      id: 'partial-delivery',
      heading: 'Partial delivery',
      blocks: [
        paragraph(
          'If only some of the deliverables in the contract are delivered, the client pays for what was delivered and the rest of the held money is refunded. Where the contract prices deliverables separately, those prices are used; otherwise the split is agreed between the two sides or decided by our team based on how much of the agreed work was done.',
        ),
        paragraph(
          'If the delivery is complete but not what the contract describes, ask for a revision first. The filmmaker must make revisions within the allowance in the contract before a refund is considered.',
        ),
      ],
    },
    {
      id: 'disputes',
      heading: 'Disputes',
      blocks: [
        paragraph(
          'If you cannot agree, the client can open a dispute from the job or booking at any time before the payment is released. Opening a dispute stops the release date, and the money stays held until the dispute is decided.',
        ),
        list(
          'Our disputes team reads the contract, the messages and files exchanged on Reelhire and the deliverables, and asks both sides for anything else they want considered.',
          'We decide whether the held money is released to the filmmaker, refunded to the client, or split between them, and explain the decision to both.',
          'Evidence from outside Reelhire, such as messages on other apps, carries less weight because we cannot verify it. Keep your conversations and files on Reelhire.',
        ),
      ],
    },
    {
      id: 'platform-fee',
      heading: 'The platform fee',
      blocks: [
        paragraph(
          'The platform fee is shown to the client before they pay. When a payment is refunded in full, the fee is refunded too. When it is refunded in part, the fee is refunded in proportion to the amount returned.',
        ),
      ],
    },
    {
      id: 'not-refundable',
      heading: 'When we cannot give a refund',
      blocks: [
        list(
          'Money already released to the filmmaker, because the client approved the delivery or the release date passed.',
          'Payments made outside Reelhire. We never hold them, so we cannot return them.',
          'A change of mind after the filmmaker has delivered what the contract describes, including its agreed revisions.',
        ),
      ],
    },
    {
      id: 'timelines',
      heading: 'How long refunds take',
      blocks: [
        list(
          'Cancellations that both sides agree on are refunded as soon as they are confirmed.',
          "We aim to reply to a new dispute within 2 working days, and to decide it within 10 working days of receiving both sides' evidence.",
          'Refunds go back to the card or account the client paid with. We send them to our payment provider within 2 working days of the decision; most banks show them within 5 to 10 working days after that.',
        ),
      ],
    },
    {
      id: 'how-to-ask',
      heading: 'How to ask for a refund',
      blocks: [
        list(
          'To cancel, open the contract or booking in your dashboard and choose to cancel it, giving the reason.',
          'To dispute a delivery, open the job or booking and open a dispute before the release date.',
          [
            'For anything else, use the form on our ',
            link('Support page', '/support'),
            ' with the topic "Payments and refunds", or email ',
            supportEmailLink(),
            '. Include the project and job or booking, what went wrong and what you would like to happen.',
          ],
        ),
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your legal rights',
      blocks: [
        paragraph(
          'This policy does not affect your legal rights as a consumer, including the right to services carried out with reasonable care and skill. Our ',
          link('Terms of Service', '/terms-of-service'),
          ' explain the rest of the agreement between you and Reelhire.',
        ),
      ],
    },
  ],
};
