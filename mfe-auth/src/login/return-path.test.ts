import { returnPath } from './return-path';

const from = (pathname: unknown, search = '', hash = '') => ({ from: { pathname, search, hash } });

/** An invitation token's shape: 43 URL-safe characters. */
const TOKEN = 'Ab3_-xYz0123456789abcdefghijklmnopqrstuvwxy';

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

  it("back to the invitation's page, and nothing but its path", () => {
    expect(returnPath(from(`/invite/${TOKEN}`))).toBe(`/invite/${TOKEN}`);
    expect(returnPath({ from: { pathname: `/invite/${TOKEN}` } })).toBe(`/invite/${TOKEN}`);
    expect(returnPath(from(`/invite/${TOKEN}`, '?next=//evil.example', '#top'))).toBe(
      `/invite/${TOKEN}`,
    );
  });

  it('home from anything under /invite that is not one token', () => {
    for (const path of [
      '/invite',
      '/invite/',
      '/invite/short',
      `/invite/${TOKEN}x`,
      `/invite/${TOKEN}/`,
      `/invite/${TOKEN}/students`,
      `/invite/${TOKEN.slice(1)}%2F`,
      `/invite/${TOKEN.slice(3)}%2F..`,
      `//invite/${TOKEN}`,
      `/\\invite/${TOKEN}`,
    ]) {
      expect(returnPath(from(path))).toBe('/');
    }
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
