import {
  LEGAL_LAST_UPDATED,
  link,
  list,
  paragraph,
  strong,
  supportEmailLink,
  type LegalDocumentContent,
} from './legal-content';

export const privacyPolicy: LegalDocumentContent = {
  title: 'Privacy Policy',
  summary:
    'What personal data Reelhire collects when you hire or work as a filmmaker, why we use it, who we share it with, how long we keep it and the rights you have over it.',
  lastUpdated: LEGAL_LAST_UPDATED,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        paragraph(
          'Reelhire Ltd, a company registered in England and Wales, runs Reelhire and is the controller of the personal data described here under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.',
        ),
        paragraph(
          'For any question about your data, or to use your rights, email ',
          supportEmailLink(),
          ' with "Data protection" in the subject line.',
        ),
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'The data we collect',
      blocks: [
        list(
          [
            strong('Account details'),
            ': your name, email address, role (filmmaker, client or both), how you sign in (password or Google), and whether you use two-step verification. Passwords are stored only as a secure hash; we cannot read them.',
          ],
          [
            strong('Profile details'),
            ': what you add to your filmmaker or client profile, such as your professional details, skills, location, rates, company name, photos, portfolio and service images.',
          ],
          [
            strong('Identity documents'),
            ': the document and details you upload to verify your identity. These are kept private: only you and our verification staff can see them. They are never shown on your profile or to other users, who only see whether you are verified.',
          ],
          [
            strong('Work on Reelhire'),
            ': projects, job posts, applications, contracts, bookings, deliverables, reviews and disputes you take part in.',
          ],
          [
            strong('Messages'),
            ': the messages, voice notes and files you exchange in chat, with when they were sent, delivered and read.',
          ],
          [
            strong('Payments'),
            ': amounts, dates, status, receipts and wallet balances. Card and bank details are collected and held by our payment provider; we receive only what we need to identify the payment, such as the last four digits of a card.',
          ],
          [
            strong('Support requests'),
            ': the name, email address and message you send us through the support form or by email.',
          ],
          [
            strong('Usage logs'),
            ': your IP address, browser and device type, the pages and API requests you make, sign-in events and errors. We use these to keep the service secure and working.',
          ],
        ),
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'Why we use it and our lawful bases',
      blocks: [
        paragraph('UK GDPR requires a lawful basis for each use of personal data. Ours are:'),
        list(
          [
            strong('Performing our contract with you'),
            ': creating and running your account, showing your profile, handling jobs, applications, contracts and bookings, holding and releasing payments, delivering messages and answering support requests.',
          ],
          [
            strong('Legal obligations'),
            ': keeping financial and tax records, checking identities to prevent fraud and money laundering, and responding to lawful requests from authorities.',
          ],
          [
            strong('Legitimate interests'),
            ': keeping Reelhire secure, preventing fraud and abuse, deciding disputes fairly, enforcing our terms, sending you service emails about your account and activity, and understanding how the service is used so that we can improve it. We balance these interests against your rights and you can ',
            link('object to them', '#your-rights'),
            '.',
          ],
          [
            strong('Consent'),
            ': for optional emails such as news and tips, and for anything else where we ask you first. You can withdraw consent at any time, which does not affect what we did before.',
          ],
        ),
        paragraph(
          'If identity verification involves comparing a photo of your face with your document, that is biometric data, and we ask for your explicit consent before doing it.',
        ),
      ],
    },
    {
      id: 'who-can-see-it',
      heading: 'What other users can see',
      blocks: [
        list(
          'Your public profile, portfolio, verified badge and reviews can be seen by anyone, including visitors who are not signed in.',
          'When you apply for a job, take a booking or hire someone, the other side sees your profile and the details needed for that job, and you can message each other.',
          'Your email address, identity documents, payment details and payout details are never shown to other users.',
        ),
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      blocks: [
        paragraph('We do not sell your personal data. We share it only with:'),
        list(
          'our payment provider, to take payments, hold funds and pay out to filmmakers;',
          'companies that host our servers, store files and send our emails, acting only on our instructions under contracts that protect your data;',
          'professional advisers such as lawyers, accountants and auditors, where needed;',
          'the police, regulators or courts, when the law requires it or to protect people from harm or fraud;',
          'a buyer of all or part of our business, who would have to keep to this policy.',
        ),
        paragraph(
          'If any of these providers handle data outside the UK, we only allow it where the destination is covered by UK adequacy regulations or protected by the UK International Data Transfer Agreement or an equivalent safeguard.',
        ),
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        list(
          [
            strong('Account and profile'),
            ': while your account is open. When you close it, we delete or anonymise them within 30 days, except for the records below.',
          ],
          [
            strong('Identity documents'),
            ': while your account is open and for up to 90 days after it closes, so that we can deal with fraud reports. Rejected documents are deleted within 30 days of the decision.',
          ],
          [
            strong('Messages and files'),
            ": while either participant's account is open. Messages and files that form part of a dispute or legal claim are kept until it is resolved.",
          ],
          [
            strong('Contracts, payments and receipts'),
            ': 6 years after the end of the financial year they relate to, as UK tax law requires.',
          ],
          [strong('Support requests'), ': 2 years after the request is closed.'],
          [strong('Usage logs'), ': 90 days, unless needed to investigate a security incident.'],
        ),
        paragraph(
          'Reviews you have written stay on the profile they describe after you close your account, shown without your name.',
        ),
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      blocks: [
        paragraph(
          'All traffic to Reelhire is encrypted. Passwords are hashed, two-step verification is available for every account, files are served only through links that expire, and staff can reach identity documents and messages only when their role requires it, for example to verify an account or decide a dispute.',
        ),
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        paragraph('Under UK GDPR you have the right to:'),
        list(
          'get a copy of the personal data we hold about you;',
          'have inaccurate data corrected (you can edit most of it yourself in your profile and account pages);',
          [
            'have your data deleted, unless we must keep it for one of the reasons under ',
            link('How long we keep it', '#retention'),
            ';',
          ],
          'restrict or object to how we use it, including objecting to any use based on legitimate interests;',
          'receive the data you gave us in a portable format;',
          'withdraw consent you have given;',
          'not be subject to a decision with legal or similarly significant effect made solely by automated means.',
        ),
        paragraph(
          'Email ',
          supportEmailLink(),
          " to use any of these rights. We may ask you to confirm your identity, and we reply within one month. If you are unhappy with how we handle your data, you can complain to the Information Commissioner's Office at ",
          link('ico.org.uk', 'https://ico.org.uk'),
          ', though we would like the chance to put things right first.',
        ),
      ],
    },
    {
      id: 'cookies-and-local-storage',
      heading: 'Cookies and local storage',
      blocks: [
        paragraph(
          'Reelhire does not use advertising or third-party tracking cookies. We store a small amount of information in your browser so that the app works:',
        ),
        list(
          [
            strong('Sign-in session'),
            ': keeps you signed in between visits. It is removed when you sign out.',
          ],
          [
            strong('Sidebar state'),
            ': remembers whether you left the dashboard sidebar open or closed (stored as "sidebar-open").',
          ],
          [
            strong('Cached profile drafts'),
            ': keeps what you have entered during profile setup, including images, so that you do not lose it if you reload the page. It is cleared when you sign out.',
          ],
          [
            strong('Attachment links'),
            ': remembers links to chat attachments for up to 23 hours in the current browser tab, so that conversations load faster.',
          ],
        ),
        paragraph(
          'These are all strictly necessary for the service you asked for, so we do not ask for consent to them. You can clear them at any time in your browser settings; you will then need to sign in again.',
        ),
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        paragraph(
          'Reelhire is for people aged 18 and over. We do not knowingly collect data from children, and we delete any account we find belongs to someone under 18.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        paragraph(
          'If we change how we use personal data, we will update this page and, for significant changes, email you before the change takes effect. The date at the top shows when the policy last changed.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        paragraph(
          'Email ',
          supportEmailLink(),
          ' or use the form on our ',
          link('Support page', '/support'),
          '. For how we handle payments and accounts generally, see our ',
          link('Terms of Service', '/terms-of-service'),
          '.',
        ),
      ],
    },
  ],
};
