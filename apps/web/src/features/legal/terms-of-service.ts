import {
  LEGAL_LAST_UPDATED,
  link,
  list,
  paragraph,
  strong,
  supportEmailLink,
  type LegalDocumentContent,
} from './legal-content';

export const termsOfService: LegalDocumentContent = {
  title: 'Terms of Service',
  summary:
    'The agreement between you and Reelhire Ltd when you use Reelhire to find, hire, pay and review filmmakers, or to find and carry out film and video work.',
  lastUpdated: LEGAL_LAST_UPDATED,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are and what these terms cover',
      blocks: [
        paragraph(
          'Reelhire is operated by Reelhire Ltd, a company registered in England and Wales ("Reelhire", "we", "us"). These terms apply whenever you visit Reelhire, create an account or use any part of the service, including messaging, payments and reviews. By creating an account you agree to them.',
        ),
        paragraph(
          "Reelhire is a marketplace. Clients who commission film and video work use it to find filmmakers (crew and creatives), and filmmakers use it to find and carry out that work. The agreement for the work itself is between the client and the filmmaker. We are not a party to it, but we hold the client's payment until the work is delivered, and we decide ",
          link('disputes', '#disputes'),
          ' between the two.',
        ),
        paragraph(
          'These terms should be read with our ',
          link('Privacy Policy', '/privacy-policy'),
          ', which explains how we handle personal data, and our ',
          link('Refund Policy', '/refund-policy'),
          ', which explains when a client gets money back.',
        ),
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account',
      blocks: [
        list(
          'You must be at least 18 years old. If you use Reelhire for a company or other organisation, you confirm that you have authority to accept these terms on its behalf.',
          'You can sign up with an email address and password or with Google. We ask you to confirm your email address with a one-time code before the account is active.',
          'Give accurate details and keep them up to date. Your name, business details and payout details must be your own.',
          'Keep your password private and turn on two-step verification if you can. You are responsible for what happens under your account until you tell us it has been compromised.',
          'One account per person. Do not sell, transfer or share your account.',
        ),
      ],
    },
    {
      id: 'roles',
      heading: 'Filmmakers, clients and accounts that are both',
      blocks: [
        paragraph('When you join, you choose how you will use Reelhire:'),
        list(
          [
            strong('Filmmaker'),
            ': you build a profile and portfolio, apply to jobs, receive booking requests and get paid for work.',
          ],
          [
            strong('Client'),
            ': you create projects, post jobs, review applicants, book filmmakers and pay for work.',
          ],
          [
            strong('Both'),
            ': you have a filmmaker profile and a client profile under one sign-in. Each side is set up and verified separately, and these terms apply to you in each role.',
          ],
        ),
        paragraph(
          'You must finish the profile setup for a role before you can use its dashboard. Your public profile, portfolio and reviews can be seen by anyone, including people who are not signed in.',
        ),
      ],
    },
    {
      id: 'identity-verification',
      heading: 'Identity verification',
      blocks: [
        paragraph(
          'To keep both sides safe, we verify the identity of every filmmaker and client before they can apply for work, take bookings, hire or pay. Until you are verified you can browse jobs or filmmakers and manage your account, but not transact.',
        ),
        list(
          'You upload an identity document and any other information we ask for. We review it and either verify the account or tell you what is missing.',
          'Your identity documents are never shown on your profile or to other users. Only you and our verification staff can see them. The Privacy Policy explains how long we keep them.',
          'We may refuse or withdraw verification if a document is not genuine, does not match your account, or we have reason to believe the account is being misused.',
          "A verified badge means we have checked who you are. It is not a recommendation of anyone's skills or a guarantee of the quality of their work.",
        ),
      ],
    },
    {
      id: 'jobs-and-contracts',
      heading: 'Jobs, applications, contracts and bookings',
      blocks: [
        list(
          [
            strong('Jobs.'),
            ' A client creates a project and adds one or more jobs describing the work, dates, location, deliverables and budget. Job posts must describe real work that the client intends to pay for.',
          ],
          [
            strong('Applications.'),
            ' A filmmaker applies with a proposal and price. Applying does not commit either side until a contract is agreed.',
          ],
          [
            strong('Contracts.'),
            ' When a client accepts an application, Reelhire records a contract between the client and the filmmaker setting out the scope, deliverables, dates, price, number of revisions and any terms about rights in the work. Both sides must agree to it on Reelhire before work starts.',
          ],
          [
            strong('Bookings.'),
            ' A client can also send a booking request to a filmmaker from their profile or portfolio. Once the filmmaker accepts and the client pays, the booking is a contract on the same terms as above.',
          ],
        ),
        paragraph(
          'Each side must do what the contract says: the filmmaker carries out the work with reasonable care and skill and delivers on time; the client provides the information, access and approvals the filmmaker needs and pays the agreed price. Changes to the scope, dates or price must be agreed in writing on Reelhire, so that there is a record if a dispute arises.',
        ),
      ],
    },
    {
      id: 'payments',
      heading: 'Payments held until delivery',
      blocks: [
        paragraph(
          'Clients pay for work through Reelhire before it starts. Card payments are processed by our payment provider; we do not see or store full card numbers. The money is then held by Reelhire, not by the filmmaker, while the work is done:',
        ),
        list(
          "When the client's payment succeeds, the filmmaker is told that the funds are secured and the work can start.",
          'When the work is ready, the filmmaker submits the deliverables on Reelhire. The client can approve them or ask for a revision within the allowance in the contract.',
          [
            "We release the payment to the filmmaker's Reelhire wallet when ",
            strong('the client approves the delivery'),
            ', or when ',
            strong('the release date shown in the contract passes'),
            ' without the client having approved, asked for a revision or opened a dispute.',
          ],
          'Filmmakers can withdraw released funds to their own bank account. Held funds cannot be withdrawn.',
        ),
        paragraph(
          'Pay and get paid only through Reelhire. Payment protection, dispute handling and our records only cover money that goes through the platform, and asking someone to pay outside Reelhire for work found here is a breach of these terms.',
        ),
      ],
    },
    {
      id: 'fees',
      heading: 'Fees',
      blocks: [
        paragraph(
          'Reelhire charges a platform fee on payments made through it. The fee, and any tax that applies to it, is shown to the client as a separate line before they pay, so the total charged is never a surprise. A filmmaker sees what they will receive for a contract before they accept it.',
        ),
        paragraph(
          'If we change how fees are worked out, we will tell you before the change applies. A change never affects a contract that has already been paid for.',
        ),
      ],
    },
    {
      id: 'cancellations',
      heading: 'Cancellations, revisions and refunds',
      blocks: [
        paragraph(
          'What happens to held money when a contract is cancelled, only partly delivered or disputed is set out in our ',
          link('Refund Policy', '/refund-policy'),
          '. In short: if a contract is cancelled before work starts, the client gets everything back; after that, the filmmaker is paid for work done and the rest is returned.',
        ),
      ],
    },
    {
      id: 'disputes',
      heading: 'Disputes',
      blocks: [
        paragraph(
          'If something goes wrong, first try to sort it out with the other side in your Reelhire messages. If that does not work, the client can open a dispute from the job or booking before the payment is released, and either side can contact our support team.',
        ),
        list(
          'While a dispute is open, the payment stays held and is not released automatically.',
          'Our disputes team reviews the contract, the messages and files exchanged on Reelhire, the deliverables and anything else either side sends us. We may ask both sides for more information.',
          'We then decide whether the held payment is released to the filmmaker, refunded to the client, or split between them, and explain why.',
        ),
        paragraph(
          'Our decision settles what happens to the money held on Reelhire. It does not stop either of you from using your legal rights, including going to court, but we will not reverse a release or refund that has already been paid out.',
        ),
      ],
    },
    {
      id: 'reviews',
      heading: 'Reviews',
      blocks: [
        paragraph(
          'When a contract is completed, the client and the filmmaker can review each other. Reviews appear on profiles and help others decide whom to work with, so they must be honest and based on the work you actually did together.',
        ),
        list(
          'Do not offer or accept payment, discounts or favours for a review, and do not review yourself or someone you are connected with.',
          'Do not threaten a bad review to get something that is not in the contract.',
          'We remove reviews that break these rules or contain personal data, hate speech or threats. We do not remove a review just because it is negative.',
        ),
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        paragraph('When you use Reelhire, including messages, voice notes and files, you must not:'),
        list(
          'harass, threaten or discriminate against anyone, or send sexual content to people who have not asked for it;',
          'post false, misleading or copied profiles, portfolios, job posts or reviews;',
          'upload content you do not have the right to share, or anything unlawful;',
          'move payment for work found on Reelhire off the platform, or use Reelhire to launder money or commit fraud;',
          "send spam or bulk messages, or collect other users' details for purposes unrelated to a job;",
          'try to get into accounts or systems that are not yours, probe or overload the service, or scrape it with automated tools.',
        ),
        paragraph(
          'To investigate a report, a dispute or suspected abuse, our staff may review the relevant messages and files. We may remove content or restrict an account that breaks these rules.',
        ),
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Your content and rights in the work',
      blocks: [
        paragraph(
          'You keep ownership of what you upload, such as your profile, portfolio and messages. You give Reelhire a non-exclusive, royalty-free licence to host, copy and display it as needed to run the service, and to show public profiles and portfolios to visitors and in our own promotion of Reelhire. The licence ends when you delete the content or close your account, except for copies already shared with other users as part of a job.',
        ),
        list(
          [
            strong('Deliverables.'),
            ' Unless the contract says otherwise, ownership of the intellectual property in the deliverables passes from the filmmaker to the client once the client has paid in full for them. Until then, the client may use the deliverables only to review them.',
          ],
          [
            strong('Portfolio use.'),
            " Unless the contract says the work is confidential, the filmmaker may show the finished work in their portfolio once the client has published it, or sooner with the client's agreement.",
          ],
          [
            strong('Third-party material.'),
            ' The filmmaker is responsible for clearing music, stock footage, locations and releases from people who appear in the work, unless the contract says the client will provide them.',
          ],
        ),
        paragraph(
          'If you believe something on Reelhire infringes your rights, email ',
          supportEmailLink(),
          ' with details and we will look into it.',
        ),
      ],
    },
    {
      id: 'liability',
      heading: 'Our responsibility to you',
      blocks: [
        paragraph(
          'We run Reelhire with reasonable care and skill, but we cannot promise it will always be available or free of errors. We are not responsible for the quality, safety or legality of the work that filmmakers carry out, or for what clients and filmmakers say or do; those are matters between the two of you, subject to our ',
          link('dispute process', '#disputes'),
          '.',
        ),
        list(
          'Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that the law does not allow us to limit.',
          'We are not liable for losses that were not foreseeable, or for business losses such as lost profit, revenue or opportunity.',
          'Apart from money we hold for you, our total liability to you for any claim is limited to the platform fees you paid us in the 12 months before the claim arose.',
          'If you use Reelhire as a consumer, you also have legal rights that these terms do not affect.',
        ),
      ],
    },
    {
      id: 'termination',
      heading: 'Suspending and closing accounts',
      blocks: [
        paragraph(
          'You can close your account at any time by asking our support team from the email address on your account. Any open contracts must be completed, cancelled or resolved through a dispute first, and held money is dealt with under the Refund Policy. Released money in your wallet is paid out to you before the account closes.',
        ),
        paragraph(
          'We may suspend or close an account, or remove content, if you seriously or repeatedly break these terms, if we suspect fraud or a risk to other users, or if the law requires it. Where we can, we will tell you why and give you a chance to respond. Money held for open contracts is then released or refunded under the dispute process.',
        ),
        paragraph(
          'Sections that by their nature should continue after an account closes, such as rights in delivered work, liability and governing law, continue to apply.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        paragraph(
          'We may update these terms when the service or the law changes. For significant changes we will email you and show a notice in the app at least 30 days before they take effect. If you do not agree, you can close your account before then. The date at the top of this page shows when the terms last changed.',
        ),
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      blocks: [
        paragraph(
          'These terms are governed by the law of England and Wales, and the courts of England and Wales deal with any dispute about them. If you are a consumer living in Scotland or Northern Ireland, you may also bring proceedings in your local courts.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        paragraph(
          'Questions about these terms: email ',
          supportEmailLink(),
          ' or use the form on our ',
          link('Support page', '/support'),
          '.',
        ),
      ],
    },
  ],
};
