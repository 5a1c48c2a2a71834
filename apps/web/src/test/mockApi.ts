// For page tests: the app's axios instance answered by a mock adapter that forgets its handlers and
// history after each test, so no test sees the previous one's answers.
import MockAdapter from 'axios-mock-adapter';
import { afterEach } from 'vitest';
import { http } from '../api/request';

export function mockApi(): MockAdapter {
  const mock = new MockAdapter(http);
  afterEach(() => {
    mock.reset();
  });
  return mock;
}
