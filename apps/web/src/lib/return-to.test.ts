import { afterEach, expect, test } from 'vitest';
import { rememberReturnTo, takeReturnTo } from './return-to';

afterEach(() => window.localStorage.clear());

test('the remembered page is given back once', () => {
  rememberReturnTo('/portfolio/maya-okafor?intent=book');
  expect(takeReturnTo()).toBe('/portfolio/maya-okafor?intent=book');
  expect(takeReturnTo()).toBeNull();
});

test('other origins and protocol-relative links are never remembered', () => {
  rememberReturnTo('https://evil.example/phish');
  expect(takeReturnTo()).toBeNull();
  rememberReturnTo('//evil.example/phish');
  expect(takeReturnTo()).toBeNull();
});

test('a remembered page older than a day is dropped', () => {
  const then = Date.UTC(2026, 10, 1);
  rememberReturnTo('/portfolio/maya-okafor', then);
  expect(takeReturnTo(then + 25 * 60 * 60 * 1000)).toBeNull();
});
