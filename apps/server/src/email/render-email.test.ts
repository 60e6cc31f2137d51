import { EMAIL_TYPES } from '@reelhire/shared/email';
import { EMAIL_SAMPLES, publicUrl } from '../test/email-samples.ts';
import { renderEmail } from './render-email.ts';
import { UndeliverableEmailError } from './undeliverable-email-error.ts';

// One realistic email per type (test/email-samples.ts): subject, the facts it must carry, and where its
// button goes.
const CASES = EMAIL_SAMPLES;

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
