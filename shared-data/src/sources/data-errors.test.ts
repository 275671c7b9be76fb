import { errorMessage, ForbiddenError, NetworkError, RETRY_MESSAGE } from './data-errors';

describe('errorMessage', () => {
  it("shows the data layer's own message", () => {
    expect(errorMessage(new ForbiddenError('Incorrect password'))).toBe('Incorrect password');
  });

  it("gives SPEC §8's retry text for a network failure or anything not ours", () => {
    expect(RETRY_MESSAGE).toBe('An error occured. Please retry');
    expect(errorMessage(new NetworkError())).toBe(RETRY_MESSAGE);
    expect(errorMessage(new TypeError('x is undefined'))).toBe(RETRY_MESSAGE);
    expect(errorMessage(undefined)).toBe(RETRY_MESSAGE);
  });
});
