import { errorMessage, ForbiddenError, NetworkError, RETRY_MESSAGE } from './data-errors';

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
