import {
  ACCOUNT_EMAIL_TYPES,
  EMAIL_TYPES,
  NOTIFICATION_EMAIL_TYPES,
  TEAM_EMAIL_TYPES,
  emailPriority,
  emailRequestSchema,
  messagePreview,
  welcomeEmailRequestSchema,
} from './email.ts';
import { emailTemplateDataSchemas } from './email-template-data.ts';

describe('email types', () => {
  test('are the 17 notification types of docs/product.md §3 plus the account and dispute emails', () => {
    expect(NOTIFICATION_EMAIL_TYPES).toEqual([
      'welcome',
      'profile_reminder',
      'job_match',
      'application_submitted',
      'application_received',
      'booking_confirmation',
      'message_notification',
      'review_request',
      'review_reminder',
      'weekly_digest',
      'payment_reminder',
      'payout_notification',
      'deliverable_submitted',
      'deliverable_approved',
      'revision_requested',
      'verification_reminder',
      'account_approved',
    ]);
    expect(ACCOUNT_EMAIL_TYPES).toEqual([
      'signup_confirmation',
      'sign_in_code',
      'password_reset',
      'email_change',
      'reauthentication',
      'password_changed',
    ]);
    expect(TEAM_EMAIL_TYPES).toEqual(['feedback_reply']);
    expect(EMAIL_TYPES).toHaveLength(26);
  });

  test('every type has a template data schema', () => {
    expect(Object.keys(emailTemplateDataSchemas).sort()).toEqual([...EMAIL_TYPES].sort());
  });
});

describe('emailPriority (docs/product.md §9)', () => {
  test.each([
    'welcome',
    'application_submitted',
    'application_received',
    'booking_confirmation',
    'payout_notification',
    'deliverable_submitted',
    'revision_requested',
    'verification_reminder',
    'account_approved',
  ] as const)('%s is high', (type) => {
    expect(emailPriority(type)).toBe('high');
  });

  test.each([
    'profile_reminder',
    'job_match',
    'message_notification',
    'deliverable_approved',
    'review_reminder',
  ] as const)('%s is medium', (type) => {
    expect(emailPriority(type)).toBe('medium');
  });

  test.each(['review_request', 'weekly_digest'] as const)('%s is low', (type) => {
    expect(emailPriority(type)).toBe('low');
  });

  test.each(ACCOUNT_EMAIL_TYPES)('account email %s is high: someone is waiting for the code', (type) => {
    expect(emailPriority(type)).toBe('high');
  });

  test.each([
    [0, 'medium'],
    [4, 'medium'],
    [5, 'high'],
    [6, 'high'],
    [30, 'high'],
  ] as const)('a payment reminder %i days overdue is %s (docs/product.md §5)', (daysOverdue, priority) => {
    expect(emailPriority('payment_reminder', { daysOverdue })).toBe(priority);
  });

  test('a payment reminder without a usable daysOverdue is medium', () => {
    expect(emailPriority('payment_reminder')).toBe('medium');
    expect(emailPriority('payment_reminder', { daysOverdue: 'soon' })).toBe('medium');
  });
});

describe('messagePreview (docs/product.md §5: 100 characters and an ellipsis)', () => {
  test('leaves a message of up to 100 characters whole', () => {
    const hundred = 'a'.repeat(100);
    expect(messagePreview(hundred)).toBe(hundred);
    expect(messagePreview('See you at the shoot on Monday!')).toBe('See you at the shoot on Monday!');
  });

  test('cuts a longer message to its first 100 characters and adds an ellipsis', () => {
    const text = `${'b'.repeat(100)}THE REST`;
    expect(messagePreview(text)).toBe(`${'b'.repeat(100)}...`);
    expect(messagePreview('c'.repeat(101))).toHaveLength(103);
  });

  test('counts characters, not UTF-16 units, so an emoji is never split', () => {
    const text = '🎬'.repeat(101);
    expect(messagePreview(text)).toBe(`${'🎬'.repeat(100)}...`);
  });

  test('ignores surrounding whitespace', () => {
    expect(messagePreview(`   ${'d'.repeat(100)}   `)).toBe('d'.repeat(100));
  });
});

describe('emailRequestSchema (docs/product.md §7 send-email body)', () => {
  const good = {
    emailType: 'job_match',
    recipientEmail: 'maya@example.com',
    templateData: { jobId: 'j1', jobTitle: 'DP' },
  };

  test('accepts a request and defaults templateData to {}', () => {
    expect(emailRequestSchema.parse(good)).toEqual(good);
    expect(emailRequestSchema.parse({ emailType: 'welcome', recipientEmail: 'a@b.co' }).templateData).toEqual(
      {},
    );
  });

  test('takes an optional priority and an ISO scheduledAt', () => {
    const parsed = emailRequestSchema.parse({
      ...good,
      priority: 'low',
      scheduledAt: '2026-03-14T09:00:00Z',
    });
    expect(parsed.priority).toBe('low');
    expect(parsed.scheduledAt).toBe('2026-03-14T09:00:00Z');
  });

  test.each([
    ['an account email type', { ...good, emailType: 'sign_in_code' }],
    ['an unknown type', { ...good, emailType: 'newsletter' }],
    ['a bad address', { ...good, recipientEmail: 'maya' }],
    ['a bad priority', { ...good, priority: 'urgent' }],
    ['a bad scheduledAt', { ...good, scheduledAt: 'tomorrow' }],
  ])('rejects %s', (_, body) => {
    expect(emailRequestSchema.safeParse(body).success).toBe(false);
  });

  test('says what is wrong with the address in the SPEC words', () => {
    const result = emailRequestSchema.safeParse({ ...good, recipientEmail: 'maya' });
    expect(result.error?.issues[0]?.message).toBe('Please provide a valid email address');
  });
});

describe('welcomeEmailRequestSchema', () => {
  test('accepts {email, firstName, userType}', () => {
    expect(
      welcomeEmailRequestSchema.parse({
        email: 'maya@example.com',
        firstName: ' Maya ',
        userType: 'filmmaker',
      }),
    ).toEqual({ email: 'maya@example.com', firstName: 'Maya', userType: 'filmmaker' });
  });

  test('rejects an unknown user type and a bad address', () => {
    expect(welcomeEmailRequestSchema.safeParse({ email: 'a@b.co', userType: 'producer' }).success).toBe(
      false,
    );
    expect(welcomeEmailRequestSchema.safeParse({ email: 'nope', userType: 'client' }).success).toBe(false);
  });
});

describe('template data', () => {
  const { message_notification, payment_reminder, job_match, signup_confirmation } = emailTemplateDataSchemas;

  test('a message preview that was cut already is kept as it is', () => {
    const preview = messagePreview('e'.repeat(150));
    const data = message_notification.parse({
      senderName: 'Tom',
      senderRole: 'client',
      messagePreview: preview,
    });
    expect(data.messagePreview).toBe(preview);
  });

  test('a message preview that was not cut is cut to 100 characters and an ellipsis', () => {
    const data = message_notification.parse({
      senderName: 'Tom',
      senderRole: 'client',
      messagePreview: 'f'.repeat(500),
    });
    expect(data.messagePreview).toBe(`${'f'.repeat(100)}...`);
  });

  test('ids that go into links may not carry path characters', () => {
    expect(job_match.safeParse({ jobId: '../admin', jobTitle: 'DP' }).success).toBe(false);
    expect(
      job_match.safeParse({ jobId: 'b7f3c2a0-1d2e-4f5a-9b8c-7d6e5f4a3b2c', jobTitle: 'DP' }).success,
    ).toBe(true);
  });

  test('money is whole minor units with a currency code', () => {
    const base = { jobTitle: 'DP', daysOverdue: 2, projectId: 'p', jobId: 'j' };
    expect(
      payment_reminder.safeParse({ ...base, amountDue: { amount: 65000, currency: 'GBP' } }).success,
    ).toBe(true);
    expect(
      payment_reminder.safeParse({ ...base, amountDue: { amount: 650.5, currency: 'GBP' } }).success,
    ).toBe(false);
    expect(
      payment_reminder.safeParse({ ...base, amountDue: { amount: 65000, currency: 'pounds' } }).success,
    ).toBe(false);
  });

  test('account emails need a 6-digit code and a path on this site, and expire in 10 minutes by default', () => {
    expect(signup_confirmation.parse({ code: '012345', actionPath: '/api/auth/v1/verify?token=t' })).toEqual({
      code: '012345',
      actionPath: '/api/auth/v1/verify?token=t',
      expiresInMinutes: 10,
    });
    expect(signup_confirmation.safeParse({ code: '12345', actionPath: '/verify' }).success).toBe(false);
    expect(
      signup_confirmation.safeParse({ code: '123456', actionPath: 'https://evil.example/' }).success,
    ).toBe(false);
    expect(signup_confirmation.safeParse({ code: '123456', actionPath: '//evil.example/' }).success).toBe(
      false,
    );
  });
});
