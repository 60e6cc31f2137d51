import { EMAIL_TYPES, type EmailType } from '@reelhire/shared/email';
import { renderEmail } from './render-email.ts';
import { UndeliverableEmailError } from './undeliverable-email-error.ts';

const publicUrl = 'https://reelhire.example';

interface Case {
  data: Record<string, unknown>;
  subject: string;
  /** Text the reader must see, in the HTML and in the plain text. */
  says: string[];
  /** The main link, absolute. */
  link: string;
}

// One realistic email per type: subject, the facts it must carry, and where its button goes.
const CASES: Record<EmailType, Case> = {
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
};

/** How React writes text and attribute values into HTML. */
const inHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');
/** The HTML's text as a reader sees it, across inline tags such as <strong>. */
const visibleText = (html: string) => html.replace(/<[^>]+>/g, '');

describe('renderEmail', () => {
  test('covers every email type', () => {
    expect(Object.keys(CASES).sort()).toEqual([...EMAIL_TYPES].sort());
  });

  test.each(Object.entries(CASES))(
    '%s: subject, HTML and text carry the data',
    async (emailType, expected) => {
      const email = await renderEmail({ emailType, templateData: expected.data, publicUrl });
      expect(email.subject).toBe(expected.subject);

      expect(email.html).toMatch(/^<!DOCTYPE html/i);
      expect(email.html).toContain('Reelhire');
      for (const text of expected.says) {
        expect(visibleText(email.html)).toContain(inHtml(text));
        expect(email.text).toContain(text);
      }
      expect(email.html).toContain(`href="${inHtml(expected.link)}"`);
      expect(email.text).toContain(expected.link);

      // Plain text is text: no markup, and the footer still says why the email came.
      expect(email.text).not.toMatch(/<[a-z][^>]*>/i);
      expect(email.text).toMatch(/You're getting this because/);
      // Every link points at this installation.
      for (const [, href] of email.html.matchAll(/href="([^"]+)"/g))
        expect(href).toMatch(/^https:\/\/reelhire\.example/);
    },
  );

  test('notification emails link to the account settings; account emails do not', async () => {
    const notification = await renderEmail({
      emailType: 'job_match',
      templateData: CASES.job_match.data,
      publicUrl,
    });
    expect(notification.text).toContain(`${publicUrl}/filmmaker/dashboard/account`);
    const account = await renderEmail({
      emailType: 'sign_in_code',
      templateData: CASES.sign_in_code.data,
      publicUrl,
    });
    expect(account.text).not.toContain('/dashboard/account');
  });

  test('a payment reminder that is not overdue yet says it is due', async () => {
    const email = await renderEmail({
      emailType: 'payment_reminder',
      templateData: { ...CASES.payment_reminder.data, daysOverdue: 0 },
      publicUrl,
    });
    expect(email.subject).toBe('Payment due: Launch film');
    expect(email.text).toContain('Your payment is due');
  });

  test('the reminder before an automatic release says the date; an automatic approval says who did not answer', async () => {
    const reminder = await renderEmail({
      emailType: 'deliverable_submitted',
      templateData: { ...CASES.deliverable_submitted.data, autoReleaseOn: '2027-03-14' },
      publicUrl,
    });
    expect(reminder.subject).toContain('is approved automatically on 14 March 2027');
    expect(reminder.text).toContain(
      'If you have not answered by 14 March 2027, Reelhire approves the delivery',
    );
    const approved = await renderEmail({
      emailType: 'deliverable_approved',
      templateData: { ...CASES.deliverable_approved.data, automatic: true },
      publicUrl,
    });
    expect(approved.text).toContain('was approved automatically');
    expect(approved.text).not.toContain('Nice work');
  });

  test('a booking confirmation for the client links to the job', async () => {
    const email = await renderEmail({
      emailType: 'booking_confirmation',
      templateData: {
        recipientRole: 'client',
        otherPartyName: 'Maya Okafor',
        jobTitle: 'Launch film',
        projectId: 'proj-1',
        jobId: 'job-2',
      },
      publicUrl,
    });
    expect(email.text).toContain('Maya Okafor is booked');
    expect(email.text).toContain(`${publicUrl}/client/dashboard/projects/proj-1/jobs/job-2`);
  });

  test('a hold moved up to first tells its holder the deadline and links to their holds', async () => {
    const email = await renderEmail({
      emailType: 'booking_confirmation',
      templateData: {
        stage: 'hold_promoted',
        recipientRole: 'client',
        firstName: 'Ana',
        otherPartyName: 'Maya Okafor',
        jobTitle: 'Rivera river series',
        confirmBy: '2029-01-04T09:30:00.000Z',
        startDate: '2029-01-10',
      },
      publicUrl,
    });
    expect(email.subject).toBe('Your hold moved up to first: Rivera river series');
    expect(email.text).toContain('yours is now the first hold');
    expect(email.text).toContain('4 January 2029 at 09:30 UTC');
    expect(email.text).toContain('10 January 2029');
    expect(email.text).toContain(`${publicUrl}/client/dashboard`);
    expect(email.text).not.toContain('Booking confirmed');
  });

  test('a hold promotion without its deadline is refused, not sent as a client confirmation', async () => {
    await expect(
      renderEmail({
        emailType: 'booking_confirmation',
        templateData: {
          stage: 'hold_promoted',
          recipientRole: 'client',
          otherPartyName: 'Maya',
          jobTitle: 'X',
        },
        publicUrl,
      }),
    ).rejects.toThrow();
  });

  test('names and notes are escaped, never markup', async () => {
    const email = await renderEmail({
      emailType: 'revision_requested',
      templateData: { ...CASES.revision_requested.data, notes: '<script>alert(1)</script> <b>bold</b>' },
      publicUrl,
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;');
    expect(email.text).toContain('<script>alert(1)</script>');
  });

  test.each([
    ['a missing field', 'job_match', { jobTitle: 'DP' }, /^Invalid template data for job_match: jobId: /],
    [
      'a wrong type',
      'payment_reminder',
      { ...CASES.payment_reminder.data, daysOverdue: 'six' },
      /daysOverdue/,
    ],
    ['a short code', 'sign_in_code', { code: '123', actionPath: '/x' }, /code: must be a 6-digit code/],
    [
      'an outside link',
      'password_reset',
      { actionPath: 'https://evil.example/reset' },
      /actionPath: must be a path/,
    ],
    ['no data at all', 'welcome', undefined, /^Invalid template data for welcome/],
  ])('rejects %s as undeliverable, saying what is wrong', async (_, emailType, templateData, message) => {
    const rendering = renderEmail({ emailType, templateData, publicUrl });
    await expect(rendering).rejects.toBeInstanceOf(UndeliverableEmailError);
    await expect(rendering).rejects.toThrow(message);
  });

  test('rejects an unknown email type as undeliverable', async () => {
    const rendering = renderEmail({ emailType: 'newsletter', templateData: {}, publicUrl });
    await expect(rendering).rejects.toThrow(new UndeliverableEmailError('Unknown email type "newsletter"'));
  });
});
