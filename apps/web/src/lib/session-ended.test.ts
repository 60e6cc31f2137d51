import { sessionEndedBy } from './session-ended';

describe('sessionEndedBy (decision 0064)', () => {
  it("passes on a suspension with the server's words", () => {
    expect(
      sessionEndedBy({ error_code: 'user_banned', error: 'This account is suspended. Contact support.' }),
    ).toEqual({ code: 'user_banned', message: 'This account is suspended. Contact support.' });
  });

  it('says "signed out" for an ended session, and nothing for other refusals', () => {
    expect(sessionEndedBy({ error_code: 'session_not_found', error: 'Session from session_id…' })).toEqual({
      code: 'session_not_found',
      message: 'You have been signed out. Please sign in again.',
    });
    expect(sessionEndedBy({ error_code: 'not_admin', error: 'This needs an admin account' })).toBeNull();
    expect(sessionEndedBy({ error: 'Not found' })).toBeNull();
    expect(sessionEndedBy('text')).toBeNull();
  });
});
