import { describe, expect, it } from 'vitest';
import { checkTransition, statesAwaiting } from './state-machine.ts';
import {
  REVIEW_WINDOW_DAYS,
  reviewListQuerySchema,
  reviewMachine,
  reviewScoresFor,
  reviewShownTo,
  reviewWindowClosesAt,
} from './reviews.ts';

// The review rules of decision 0060, tested where they live.

describe('the review machine', () => {
  it('gives each side its own "Write your review" turn', () => {
    expect(statesAwaiting(reviewMachine, 'client')).toEqual(['client_to_write']);
    expect(statesAwaiting(reviewMachine, 'filmmaker')).toEqual(['filmmaker_to_write']);
    expect(reviewMachine.turns.client_to_write?.action).toBe('Write your review');
  });

  it('lets each side write only its own review, once', () => {
    expect(checkTransition(reviewMachine, 'write', { state: 'client_to_write', actor: 'client' }).ok).toBe(
      true,
    );
    expect(checkTransition(reviewMachine, 'write', { state: 'client_to_write', actor: 'filmmaker' }).ok).toBe(
      false,
    );
    expect(checkTransition(reviewMachine, 'write', { state: 'written', actor: 'client' }).ok).toBe(false);
  });

  it('publishes and lapses only by Reelhire, and replies once', () => {
    expect(checkTransition(reviewMachine, 'publish', { state: 'written', actor: 'client' }).ok).toBe(false);
    expect(checkTransition(reviewMachine, 'lapse', { state: 'filmmaker_to_write', actor: 'system' }).ok).toBe(
      true,
    );
    expect(checkTransition(reviewMachine, 'reply', { state: 'published', actor: 'filmmaker' }).ok).toBe(true);
    expect(checkTransition(reviewMachine, 'reply', { state: 'replied', actor: 'filmmaker' }).ok).toBe(false);
    expect(checkTransition(reviewMachine, 'write', { state: 'lapsed', actor: 'client' }).ok).toBe(false);
  });
});

it('closes the window REVIEW_WINDOW_DAYS (14) after completion', () => {
  expect(REVIEW_WINDOW_DAYS).toBe(14);
  expect(reviewWindowClosesAt(new Date('2027-03-01T10:00:00Z')).toISOString()).toBe(
    '2027-03-15T10:00:00.000Z',
  );
});

it('shows a sealed review to its author and admins only', () => {
  expect(reviewShownTo({ status: 'written', viewer: 'author' })).toBe(true);
  expect(reviewShownTo({ status: 'written', viewer: 'admin' })).toBe(true);
  expect(reviewShownTo({ status: 'written', viewer: 'other' })).toBe(false);
  expect(reviewShownTo({ status: 'published', viewer: 'other' })).toBe(true);
  expect(reviewShownTo({ status: 'replied', viewer: 'other' })).toBe(true);
});

it('takes each side’s own three scores, 1 to 5', () => {
  expect(reviewScoresFor('client', { communication: 5, punctuality: 4, craft_quality: 3 }).ok).toBe(true);
  expect(reviewScoresFor('filmmaker', { clarity_of_brief: 5, payment: 4, communication: 3 }).ok).toBe(true);
  expect(reviewScoresFor('client', { clarity_of_brief: 5, payment: 4, communication: 3 })).toEqual({
    ok: false,
    error: "scores: A client's review scores communication, punctuality, craft quality",
  });
  expect(reviewScoresFor('client', { communication: 6, punctuality: 4, craft_quality: 3 })).toEqual({
    ok: false,
    error: 'scores.communication: Give communication from 1 to 5 stars',
  });
});

it('lists one booking, one filmmaker or mine with a side', () => {
  expect(reviewListQuerySchema.safeParse({}).success).toBe(false);
  expect(reviewListQuerySchema.safeParse({ mine: 'given' }).success).toBe(false);
  expect(reviewListQuerySchema.safeParse({ mine: 'given', as: 'client' }).success).toBe(true);
  expect(
    reviewListQuerySchema.safeParse({
      booking_id: '6f1c2a34-0000-4000-8000-000000000001',
      filmmaker_id: '6f1c2a34-0000-4000-8000-000000000002',
    }).success,
  ).toBe(false);
});
