import { describe, expect, it } from 'vitest';
import { feedbackInputSchema, feedbackMachine } from './feedback.ts';
import { describeMachines } from './machine-test-kit.ts';
import { availableSocialPostActions, socialPostInputSchema, socialPostMachine } from './social-posts.ts';
import { availableTransitions, isFinalState, statesAwaiting, turnOf } from './state-machine.ts';

// Decision 0065's two machines, as tables: every transition x actor x state (describeMachines), then the
// rules in words.

describeMachines([feedbackMachine, socialPostMachine]);

describe('feedback', () => {
  it.each([
    ['new', ['plan', 'complete', 'decline']],
    ['planned', ['complete', 'decline']],
    ['done', []],
    ['wont_do', []],
  ] as const)('an admin can, from %s: %j', (state, actions) => {
    expect(availableTransitions(feedbackMachine, { state, actor: 'admin' })).toEqual(actions);
    for (const actor of ['client', 'filmmaker', 'system'] as const) {
      expect(availableTransitions(feedbackMachine, { state, actor })).toEqual([]);
    }
  });

  it('is the admin’s turn while new, and nobody’s on the members’ homes', () => {
    expect(turnOf(feedbackMachine, 'new')).toEqual({ party: 'admin', action: 'Triage the feedback' });
    expect(statesAwaiting(feedbackMachine, 'admin')).toEqual(['new']);
    expect(statesAwaiting(feedbackMachine, 'client')).toEqual([]);
    expect(statesAwaiting(feedbackMachine, 'filmmaker')).toEqual([]);
    expect(isFinalState(feedbackMachine, 'done')).toBe(true);
    expect(isFinalState(feedbackMachine, 'wont_do')).toBe(true);
  });

  it.each([
    [{ rating: 0 }, 'Please give a rating from 1 to 5'],
    [{ rating: 2.5 }, 'Please give a rating from 1 to 5'],
    [{ category: 'rant' }, 'Please choose what your feedback is about'],
    [{ message: ' short ' }, 'Please tell us a little more (at least 10 characters)'],
    [{ screenshot_file_id: 'x' }, 'The screenshot id is not valid'],
  ])('refuses %j: %s', (change, message) => {
    const result = feedbackInputSchema.safeParse({
      rating: 3,
      category: 'bug',
      message: 'The upload stalls at 99 percent.',
      ...change,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('social posts', () => {
  it.each([
    ['draft', ['schedule']],
    ['scheduled', ['unschedule', 'publish']],
    ['published', []],
  ] as const)('an admin can, from %s: %j', (state, actions) => {
    expect(availableSocialPostActions(state)).toEqual(actions);
    expect(availableTransitions(socialPostMachine, { state, actor: 'client' })).toEqual([]);
  });

  it('is the admin’s turn only once scheduled: they post it and mark it published', () => {
    expect(statesAwaiting(socialPostMachine, 'admin')).toEqual(['scheduled']);
    expect(turnOf(socialPostMachine, 'draft')).toBeNull();
    expect(isFinalState(socialPostMachine, 'published')).toBe(true);
  });

  it('takes at most 10 images and a channel it knows', () => {
    const base = { text: 'On set with a 16 mm crew.', channel: 'instagram' };
    expect(socialPostInputSchema.parse(base).media_file_ids).toEqual([]);
    expect(socialPostInputSchema.safeParse({ ...base, channel: 'myspace' }).success).toBe(false);
    const eleven = Array.from({ length: 11 }, () => crypto.randomUUID());
    expect(
      socialPostInputSchema.safeParse({ ...base, media_file_ids: eleven }).error?.issues[0]?.message,
    ).toBe('Choose at most 10 images');
  });
});
