import type { EmailType } from '@reelhire/shared/email';

// One realistic templateData per email type, for tests that send the whole catalogue (the subject, facts
// and links each one must carry are checked in email/render-email.test.ts).

export const publicUrl = 'https://reelhire.example';

interface Case {
  data: Record<string, unknown>;
  subject: string;
  says: string[];
  link: string;
}

export const EMAIL_SAMPLES: Record<EmailType, Case> = {
  welcome: {
    data: { firstName: 'Maya', userType: 'filmmaker' },
    subject: 'Welcome to Reelhire, Maya',
    says: ['Hi Maya,', 'Set up your profile'],
    link: `${publicUrl}/filmmaker/profile-setup/basic`,
  },
  profile_reminder: {
    data: { firstName: 'Tom', userType: 'client', missingSteps: ['Company logo', 'About'] },
    subject: 'Finish your Reelhire profile',
    says: ['Hi Tom,', 'Still to do: Company logo, About.'],
    link: `${publicUrl}/client/profile-setup/basic`,
  },
  job_match: {
    data: {
      firstName: 'Maya',
      jobId: 'job-42',
      jobTitle: 'Documentary DP in Lisbon',
      clientName: 'Northlight Studios',
      location: 'Lisbon',
      budget: { amount: 240000, currency: 'GBP' },
      startDate: '2026-03-14',
    },
    subject: 'New job match: Documentary DP in Lisbon',
    says: ['Northlight Studios', 'Documentary DP in Lisbon', 'Lisbon', '£2,400', '14 March 2026'],
    link: `${publicUrl}/filmmaker/dashboard/jobs/job-42`,
  },
  application_submitted: {
    data: {
      firstName: 'Maya',
      applicationId: 'app-7',
      jobTitle: 'Brand film editor',
      clientName: 'Northlight',
    },
    subject: 'Application sent: Brand film editor',
    says: ['Brand film editor', 'Northlight'],
    link: `${publicUrl}/filmmaker/dashboard/applications/app-7`,
  },
  application_received: {
    data: {
      firstName: 'Tom',
      applicantName: 'Maya Okafor',
      jobTitle: 'Brand film editor',
      projectId: 'proj-1',
      jobId: 'job-2',
      talentId: 'tal-3',
    },
    subject: 'Maya Okafor applied for Brand film editor',
    says: ['Maya Okafor', 'Brand film editor'],
    link: `${publicUrl}/client/dashboard/projects/proj-1/jobs/job-2/applicants/tal-3`,
  },
  booking_confirmation: {
    data: {
      recipientRole: 'filmmaker',
      firstName: 'Maya',
      otherPartyName: 'Northlight Studios',
      jobTitle: 'Launch film',
      bookingId: 'book-9',
      startDate: '2026-04-01',
    },
    subject: 'Booking confirmed: Launch film',
    says: ['Northlight Studios', 'Launch film', '1 April 2026'],
    link: `${publicUrl}/filmmaker/dashboard/bookings/book-9`,
  },
  message_notification: {
    data: {
      recipientName: 'Maya',
      senderName: 'Tom Hargreaves',
      senderRole: 'client',
      senderEntityId: 'client-5',
      messagePreview: 'Can you do the 14th instead of the 12th?',
    },
    subject: 'New message from Tom Hargreaves',
    says: ['Tom Hargreaves', 'Can you do the 14th instead of the 12th?'],
    link: `${publicUrl}/filmmaker/dashboard/messages?name=Tom+Hargreaves&id=client-5&role=client`,
  },
  review_request: {
    data: {
      recipientRole: 'client',
      firstName: 'Tom',
      otherPartyName: 'Maya Okafor',
      jobTitle: 'Launch film',
      projectId: 'proj-1',
      jobId: 'job-2',
    },
    subject: 'How did it go with Maya Okafor?',
    says: ['Maya Okafor', 'Launch film', 'Write a review'],
    link: `${publicUrl}/client/dashboard/projects/proj-1/jobs/job-2/review`,
  },
  review_reminder: {
    data: { recipientRole: 'filmmaker', otherPartyName: 'Northlight Studios', jobTitle: 'Launch film' },
    subject: 'Reminder: review Northlight Studios',
    says: ['Hi there,', 'Northlight Studios', 'Launch film'],
    link: `${publicUrl}/filmmaker/dashboard/reviews`,
  },
  weekly_digest: {
    data: {
      firstName: 'Sam',
      userType: 'both',
      weekStarting: '2026-03-09',
      newJobMatches: 4,
      newApplications: 2,
      unreadMessages: 7,
      jobs: [{ id: 'job-11', title: 'Music video gaffer' }],
    },
    subject: 'Your week on Reelhire',
    says: [
      '9 March 2026',
      'New job matches: 4',
      'New applications: 2',
      'Unread messages: 7',
      'Music video gaffer',
    ],
    link: `${publicUrl}/filmmaker/dashboard`,
  },
  payment_reminder: {
    data: {
      firstName: 'Tom',
      jobTitle: 'Launch film',
      filmmakerName: 'Maya Okafor',
      amountDue: { amount: 185050, currency: 'GBP' },
      daysOverdue: 6,
      projectId: 'proj-1',
      jobId: 'job-2',
    },
    subject: 'Payment overdue: Launch film',
    says: ['6 days overdue', '£1,850.50', 'Maya Okafor', 'Pay now'],
    link: `${publicUrl}/client/dashboard/projects/proj-1/jobs/job-2/payment`,
  },
  payout_notification: {
    data: {
      firstName: 'Maya',
      amount: { amount: 65000, currency: 'EUR' },
      jobTitle: 'Launch film',
      bookingId: 'b-1',
    },
    subject: "You've been paid €650",
    says: ['€650', 'Launch film'],
    link: `${publicUrl}/filmmaker/dashboard/payment-receipt/b-1`,
  },
  deliverable_submitted: {
    data: {
      firstName: 'Tom',
      filmmakerName: 'Maya Okafor',
      jobTitle: 'Launch film',
      deliverableTitle: 'Rough cut v1',
      projectId: 'proj-1',
      jobId: 'job-2',
    },
    subject: 'Maya Okafor delivered work for Launch film',
    says: ['Maya Okafor', 'Rough cut v1', 'Launch film'],
    link: `${publicUrl}/client/dashboard/projects/proj-1/jobs/job-2`,
  },
  deliverable_approved: {
    data: {
      firstName: 'Maya',
      clientName: 'Northlight Studios',
      jobTitle: 'Launch film',
      deliverableTitle: 'Final cut',
      bookingId: 'book-9',
    },
    subject: 'Approved: Final cut',
    says: ['Northlight Studios', 'Final cut', 'Launch film'],
    link: `${publicUrl}/filmmaker/dashboard/bookings/book-9`,
  },
  revision_requested: {
    data: {
      firstName: 'Maya',
      clientName: 'Northlight Studios',
      jobTitle: 'Launch film',
      notes: 'Please trim the intro to 10 seconds and warm up the grade.',
      bookingId: 'book-9',
    },
    subject: 'Revision requested: Launch film',
    says: ['Northlight Studios', 'Please trim the intro to 10 seconds and warm up the grade.'],
    link: `${publicUrl}/filmmaker/dashboard/bookings/book-9`,
  },
  verification_reminder: {
    data: { firstName: 'Tom', userType: 'client' },
    subject: 'Verify your identity on Reelhire',
    says: ['Hi Tom,', 'Verify your identity'],
    link: `${publicUrl}/client/verify-identity`,
  },
  account_approved: {
    data: { firstName: 'Maya', userType: 'filmmaker' },
    subject: 'Your Reelhire account is verified',
    says: ['Hi Maya,', 'apply to jobs'],
    link: `${publicUrl}/filmmaker/dashboard`,
  },
  signup_confirmation: {
    data: { firstName: 'Maya', code: '482913', actionPath: '/api/auth/v1/verify?token=tok123&type=signup' },
    subject: 'Confirm your email for Reelhire',
    says: ['482913', '10 minutes'],
    link: `${publicUrl}/api/auth/v1/verify?token=tok123&type=signup`,
  },
  sign_in_code: {
    data: {
      code: '105577',
      actionPath: '/api/auth/v1/verify?token=tok456&type=magiclink',
      expiresInMinutes: 60,
    },
    subject: 'Your Reelhire sign-in code',
    says: ['105577', '1 hour'],
    link: `${publicUrl}/api/auth/v1/verify?token=tok456&type=magiclink`,
  },
  password_reset: {
    data: { code: '777001', actionPath: '/api/auth/v1/verify?token=tok789&type=recovery' },
    subject: 'Reset your Reelhire password',
    says: ['Choose a new password', '777001'],
    link: `${publicUrl}/api/auth/v1/verify?token=tok789&type=recovery`,
  },
  email_change: {
    data: {
      code: '310310',
      actionPath: '/api/auth/v1/verify?token=tokabc&type=email_change',
      newEmail: 'maya@new.example',
    },
    subject: 'Confirm your new email address',
    says: ['310310', 'maya@new.example'],
    link: `${publicUrl}/api/auth/v1/verify?token=tokabc&type=email_change`,
  },
  reauthentication: {
    data: { firstName: 'Maya', code: '620415' },
    subject: 'Your Reelhire security code',
    says: ['Hi Maya,', '620415', '10 minutes'],
    // No action link: the code is typed where the change is made; the footer links home.
    link: publicUrl,
  },
  password_changed: {
    data: { firstName: 'Maya' },
    subject: 'Your Reelhire password was changed',
    says: ['Hi Maya,', 'was just changed', 'every other device was signed out'],
    link: `${publicUrl}/forgot-password`,
  },
  feedback_reply: {
    data: {
      firstName: 'Maya',
      feedbackExcerpt: 'The calendar should show bank holidays.',
      reply: 'Thanks Maya: bank holidays are planned for the next release of the calendar.',
      status: 'planned',
    },
    subject: 'Reelhire replied to your feedback',
    says: ['Hi Maya,', 'The calendar should show bank holidays.', "We've planned a change based on it."],
    link: `${publicUrl}/feedback`,
  },
  dispute_opened: {
    data: {
      firstName: 'Maya',
      role: 'filmmaker',
      openerName: 'Northlight Studios',
      jobTitle: 'Launch film',
      reason: 'The work is not what was agreed',
      respondBy: '2027-03-10',
      disputeId: 'disp-1',
      bookingId: 'book-9',
      projectId: 'proj-1',
      jobId: 'job-2',
    },
    subject: 'A dispute was opened: Launch film',
    says: ['Northlight Studios', 'Launch film', 'The work is not what was agreed'],
    link: `${publicUrl}/filmmaker/dashboard/bookings/book-9`,
  },
  dispute_ruled: {
    data: {
      firstName: 'Tom',
      role: 'client',
      jobTitle: 'Launch film',
      outcome: 'split',
      released: { amount: 30_000, currency: 'GBP' },
      refunded: { amount: 10_000, currency: 'GBP' },
      reasoning: 'Half the rushes arrived; the grade was never delivered.',
      disputeId: 'disp-1',
      bookingId: 'book-9',
      projectId: 'proj-1',
      jobId: 'job-2',
    },
    subject: 'Reelhire ruled on the dispute: Launch film',
    says: ['£300', '£100', 'Half the rushes arrived'],
    link: `${publicUrl}/client/dashboard/projects/proj-1/jobs/job-2/dispute`,
  },
};
