import { INVITATION_INVALID, useSessionStore } from '@fees/shared-data';
import { expectLinks, renderScreen } from '@fees/shared-ui/testing';
import { screen } from '@testing-library/react';
import AuthRoutes from '../routes';

// jsdom has no fetch: signed out, the API cannot be reached. The guest demo sends no invitations,
// so its source answers every token as not valid. A live invitation, signed out or in, is seen
// against the real API in invite-page.account.test.tsx.

const TOKEN = 'Ab3_-xYz0123456789abcdefghijklmnopqrstuvwxy';

describe('InvitePage', () => {
  it('says a token that is not valid is no longer valid, on the bare page, with a way to login', async () => {
    await renderScreen(<AuthRoutes />, { route: `/invite/${TOKEN}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVITATION_INVALID);
    expect(document.title).toBe('Fees Manager | Invitation');
    expect(screen.getByRole('heading', { level: 1, name: 'Invitation' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Fees Manager');
    expect(screen.queryByRole('navigation', { name: 'Login or signup' })).not.toBeInTheDocument();
    expectLinks({ 'Go to login': '/login' });
  });

  it('says so when the server cannot be reached, and offers Retry', async () => {
    await renderScreen(<AuthRoutes />, {
      route: `/invite/${TOKEN}`,
      session: 'none',
      // Asking the API who is signed in fails as everything here does; the session is then known.
      arrange: () => useSessionStore.getState().restore(),
    });
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Could not load this invitation.');
    expect(problem).toHaveTextContent(
      'Cannot reach the server. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
