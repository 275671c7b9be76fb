/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
// The invitation page against the real API. The run's account invites an address of this test's
// own to a school made for the test, and the token is read from the mail the API sent, as the
// invited person would follow it. Invited people sign up through the API from another browser.
import {
  ApiSource,
  createAuthApi,
  formatDay,
  INVITATION_INVALID,
  schoolToday,
  useCurrentSchoolStore,
  useSessionStore,
} from '@fees/shared-data';
import { INVITATION_LIFE_DAYS } from '@fees/shared-data/core';
import { cookieFetch, mailCount, readMailedCode, readMailedText } from '@fees/shared-data/testing';
import { expectLinks, renderScreen, type ArrangeContext } from '@fees/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import AuthRoutes from '../routes';
import { InvitePage } from './invite-page';

const apiUrl = process.env.FEES_TEST_API_URL ?? '';
const origin = process.env.FEES_TEST_APP_ORIGIN ?? '';
const networkFetch = globalThis.fetch;
const PASSWORD = 'bursar-pass';

let made = 0;
/** An address no account of the run has used. */
function freshEmail(name: string) {
  made += 1;
  return `${name}.${process.env.JEST_WORKER_ID ?? '1'}${Date.now().toString(36)}${made}@school.ng`;
}

/** Another browser, with its own cookies. */
function otherBrowser() {
  const { fetch } = cookieFetch(networkFetch, { origin });
  return { auth: createAuthApi({ apiUrl, fetch }), source: new ApiSource({ apiUrl, fetch }) };
}

/** The invited person's account, signed up and verified from another browser. */
async function signUp(email: string) {
  const { auth } = otherBrowser();
  const since = await mailCount();
  await auth.signup({
    firstname: 'Ngozi',
    lastname: 'Eze',
    email,
    phone: '08031234567',
    password: PASSWORD,
  });
  await auth.verifyEmail({ email, code: await readMailedCode(email, /verification code/, since) });
}

/** Invites `email` to the test's school as its bursar; the token is the mailed link's. */
async function invite({ source, school, password }: ArrangeContext, email: string) {
  const since = await mailCount();
  await source.inviteStaff(school!._id, { email, role: 'bursar' }, password!);
  const mail = await readMailedText(email, /invited you/, since);
  const token = /\/invite\/([A-Za-z0-9_-]{43})/.exec(mail)?.[1];
  if (!token) throw new Error(`The invitation mail has no link: ${mail}`);
  return token;
}

const lastDay = () =>
  formatDay(schoolToday(new Date(Date.now() + INVITATION_LIFE_DAYS * 24 * 60 * 60 * 1000)));

describe('InvitePage in account mode', () => {
  it('signed out: says what it is for, and logging in as the invited address comes back to accept', async () => {
    const invited = freshEmail('bursar');
    await signUp(invited);
    const { user, location, school, account, arranged } = await renderScreen(<AuthRoutes />, {
      session: 'account',
      arrange: async (context) => {
        const token = await invite(context, invited);
        await useSessionStore.getState().logout();
        return token;
      },
      route: (token) => `/invite/${token}`,
    });
    const name = school!.name;
    expect(
      await screen.findByRole('heading', { level: 1, name: `Join ${name}` }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Fees Manager | Invitation');
    expect(
      screen.getByText(
        `${account!.firstname} ${account!.lastname} invited ${invited} to ${name} as its bursar.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(`The invitation works until ${lastDay()}.`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
    expectLinks({ 'Log in': '/login', 'Create an account': '/signup' });

    // Sign-up opens with the invited address; from there, Log in still carries the return.
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(location().pathname).toBe('/signup');
    expect(screen.getByLabelText('Email')).toHaveValue(invited);
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(location().pathname).toBe('/login');
    expect(screen.getByLabelText('Email')).toHaveValue(invited);

    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location().pathname).toBe(`/invite/${arranged}`));
    expect(await screen.findByRole('button', { name: 'Accept invitation' })).toBeInTheDocument();
  });

  it('signed in as another address: says whom it is for, and Log out stays on the page', async () => {
    const invited = freshEmail('invitee');
    const { user, location, account, arranged } = await renderScreen(<InvitePage />, {
      session: 'account',
      arrange: (context) => invite(context, invited),
      route: (token) => `/invite/${token}`,
      path: '/invite/:token',
    });
    expect(
      await screen.findByText(
        `You are signed in as ${account!.email}. This invitation is for ${invited}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeInTheDocument();
    expect(useSessionStore.getState().user).toBeNull();
    expect(location().pathname).toBe(`/invite/${arranged}`);
  });

  it('signed in as the invited address: accepting joins the school as its bursar and goes home', async () => {
    const invited = freshEmail('bursar');
    await signUp(invited);
    const { user, location, school, source } = await renderScreen(<InvitePage />, {
      session: 'account',
      arrange: async (context) => {
        const token = await invite(context, invited);
        // The address is matched whatever its case, as the server matches it.
        await useSessionStore.getState().login(invited.toUpperCase(), PASSWORD);
        return token;
      },
      route: (token) => `/invite/${token}`,
      path: '/invite/:token',
    });
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));

    expect(
      await screen.findByText(`You joined ${school!.name} as its bursar.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(useCurrentSchoolStore.getState().schoolId).toBe(school!._id);
    const { items } = await source.list('schools');
    expect(items).toEqual([expect.objectContaining({ _id: school!._id, role: 'bursar' })]);
  });

  it("shows the server's refusal and stays when the link was used meanwhile", async () => {
    const invited = freshEmail('bursar');
    await signUp(invited);
    const { user, location, arranged } = await renderScreen(<InvitePage />, {
      session: 'account',
      arrange: async (context) => {
        const token = await invite(context, invited);
        await useSessionStore.getState().login(invited, PASSWORD);
        return token;
      },
      route: (token) => `/invite/${token}`,
      path: '/invite/:token',
    });
    const accept = await screen.findByRole('button', { name: 'Accept invitation' });

    // Accepted in another tab of another browser first: the link works once.
    const elsewhere = otherBrowser();
    await elsewhere.auth.login({ email: invited, password: PASSWORD });
    await elsewhere.source.acceptInvitation(arranged);

    await user.click(accept);
    expect(await screen.findByRole('alert')).toHaveTextContent(INVITATION_INVALID);
    expect(screen.getByRole('button', { name: 'Accept invitation' })).toBeEnabled();
    expect(location().pathname).toBe(`/invite/${arranged}`);
  });
});
