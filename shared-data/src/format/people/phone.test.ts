import { internationalPhone } from './phone';

describe('internationalPhone', () => {
  it.each([
    ['08031234567', '2348031234567'],
    ['0803 123 4567', '2348031234567'],
    ['+234 803 123 4567', '2348031234567'],
    ['2348031234567', '2348031234567'],
    ['+2348031234567', '2348031234567'],
    ['8031234567', '2348031234567'],
    ['(0803) 123-4567', '2348031234567'],
  ])('reads the Nigerian number %s as %s', (typed, international) => {
    expect(internationalPhone(typed)).toBe(international);
  });

  it.each(['', '0803123', 'not a phone', '080312345678901', '+44 20 7946 0958'])(
    'gives null for %p, which no chat can be opened with',
    (typed) => {
      expect(internationalPhone(typed)).toBeNull();
    },
  );
});
