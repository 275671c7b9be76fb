import {
  DataError,
  errorMessage,
  ForbiddenError,
  isRefusal,
  NetworkError,
  RateLimitError,
  RETRY_MESSAGE,
  ValidationError,
} from './data-errors';

describe('errorMessage', () => {
  it("shows the data layer's own message", () => {
    expect(errorMessage(new ForbiddenError('Incorrect password'))).toBe('Incorrect password');
  });

  it('says plainly when the server could not be reached', () => {
    expect(errorMessage(new NetworkError())).toBe(
      'Cannot reach the server. Check your connection and try again.',
    );
  });

  it("gives the retry text 'An error occured. Please retry' for anything not ours", () => {
    expect(RETRY_MESSAGE).toBe('An error occured. Please retry');
    expect(errorMessage(new TypeError('x is undefined'))).toBe(RETRY_MESSAGE);
    expect(errorMessage(undefined)).toBe(RETRY_MESSAGE);
  });
});

describe('isRefusal', () => {
  it('is true of what the server refused, whose words are meant for the user', () => {
    expect(isRefusal(new ValidationError('Invalid email'))).toBe(true);
    expect(isRefusal(new ForbiddenError())).toBe(true);
    expect(isRefusal(new RateLimitError('Too many requests'))).toBe(true);
  });

  it('is false of no answer, an outage, or an error not of the data layer', () => {
    expect(isRefusal(new NetworkError())).toBe(false);
    expect(isRefusal(new DataError('Bad gateway', 502))).toBe(false);
    expect(isRefusal(new Error('bug'))).toBe(false);
  });
});
