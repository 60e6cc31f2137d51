import { emailFunctionResultSchema } from '@reelhire/shared/email';
import type { Session } from '@supabase/auth-js';
import { apiFetch } from '@/lib/api-client';

/**
 * docs/product.md §4: after verification (or a new Google sign-up) the welcome email is requested; a failure
 * is logged and otherwise ignored. The session is the one just made: its user says whom to welcome.
 */
export async function requestWelcomeEmail(session: Session, userType: string): Promise<void> {
  const firstName = session.user.user_metadata?.first_name;
  try {
    await apiFetch('/functions/v1/welcome-email', {
      method: 'POST',
      body: {
        email: session.user.email,
        firstName: typeof firstName === 'string' ? firstName : '',
        userType,
      },
      schema: emailFunctionResultSchema,
    });
  } catch (error) {
    console.warn('The welcome email could not be requested', error);
  }
}
