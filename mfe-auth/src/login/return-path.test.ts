import { returnPath } from './return-path';

const from = (pathname: unknown, search = '', hash = '') => ({ from: { pathname, search, hash } });

describe('returnPath: where signing in leads', () => {
  it('back to the dashboard page the user was on, with its query string and hash', () => {
    expect(returnPath(from('/students', '?sex=Female'))).toBe('/students?sex=Female');
    expect(returnPath(from('/students/64f0a1/edit'))).toBe('/students/64f0a1/edit');
    expect(returnPath(from('/payments', '?classroom=64f0b2', '#top'))).toBe(
      '/payments?classroom=64f0b2#top',
    );
    expect(returnPath(from('/profile'))).toBe('/profile');
    expect(returnPath(from('/'))).toBe('/');
  });

  it('home when there is no page to return to', () => {
    expect(returnPath(undefined)).toBe('/');
    expect(returnPath(null)).toBe('/');
    expect(returnPath({})).toBe('/');
    expect(returnPath({ from: '/students' })).toBe('/');
    expect(returnPath(from(42))).toBe('/');
  });

  it('home from the auth screens, which would only loop', () => {
    for (const path of ['/login', '/signup', '/verify-email', '/reset-password']) {
      expect(returnPath(from(path, '?next=/students'))).toBe('/');
    }
  });

  it('never to another site or outside the dashboard', () => {
    for (const path of [
      'https://evil.example/students',
      '//evil.example/students',
      '/\\evil.example/students',
      'students',
      '/students/../../..//evil.example',
      '/%2F%2Fevil.example',
      '/unknown-page',
      'javascript:alert(1)',
    ]) {
      expect(returnPath(from(path))).toBe('/');
    }
  });
});
