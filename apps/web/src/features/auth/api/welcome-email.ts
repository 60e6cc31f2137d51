import type { Session } from '@supabase/auth-js';
import { apiFetch } from '@/lib/api-client';

/**
 * SPEC section 4: after verification (or a new Google sign-up) the welcome email is requested; a failure
 * is logged and otherwise ignored.
 */
export async function requestWelcomeEmail(session: Session, userType: string): Promise<void> {
  const firstName = session.user.user_metadata?.first_name;
  try {
    await apiFetch('/functions/v1/welcome-email', {
      method: 'POST',
      accessToken: session.access_token,
      body: {
        email: session.user.email,
        firstName: typeof firstName === 'string' ? firstName : '',
        userType,
      },
    });
  } catch (error) {
    console.warn('The welcome email could not be requested', error);
  }
}
