import { expect, type Browser, type Page } from '@playwright/test';

/** The guest demo's admin password (shared-data GUEST_CREDENTIALS), typed in the password modals. */
export const GUEST_PASSWORD = 'guest-demo';

/** Signs in as the guest from /login: 'Login as guest', then Agree on the note. */
export async function loginAsGuest(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login as guest' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Agree' }).click();
  await expect(page).toHaveURL('/');
}

/** Every item of a page's local storage. */
type LocalStorage = [key: string, value: string][];

let signedIn: Promise<LocalStorage> | undefined;

/** Signs in as the guest through the screens, in a browser of its own, and keeps its storage. */
async function storageAfterGuestLogin(browser: Browser): Promise<LocalStorage> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await loginAsGuest(page);
    return await page.evaluate(() => Object.entries(localStorage));
  } finally {
    await context.close();
  }
}

/**
 * Signs the page in as the guest without the screens, for specs about what a guest does once
 * signed in: the page opens the dashboard's origin (its config.json, which starts no app) and is
 * given the local storage 'Login as guest' leaves: the demo data seeded, the session marked, no
 * school chosen. Signing in through the screens for every test (the login page, the note, the
 * demo's 500 ms redirect, home) took about two seconds each; this worker process does it once, with
 * loginAsGuest, and copies what it left, so the demo's dates are those of that sign-in, minutes
 * old at most. The sign-in itself keeps its journeys (auth/guest-login.spec.ts,
 * a11y/guest-screens.spec.ts, shell/layout.spec.ts). The page writes the storage itself, as the
 * demo does: Playwright's storageState writes it from a page of its own, and about one test in
 * thirty then found no session.
 */
export async function signInAsGuest(page: Page): Promise<void> {
  // A failed sign-in is tried again by the next test, not handed to every test after it.
  signedIn ??= storageAfterGuestLogin(page.context().browser()!).catch((error: unknown) => {
    signedIn = undefined;
    throw error;
  });
  const items = await signedIn;
  await page.goto('/config.json');
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, items);
}

/** Answers the admin-password modal that every create, edit and delete asks for. */
export async function enterAdminPassword(
  page: Page,
  submitLabel = 'Submit',
  password = GUEST_PASSWORD,
): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: submitLabel, exact: true }).click();
}

export type Stored = {
  _id: string;
  schoolId?: string;
  classroomId?: string;
  amount?: number;
  status?: string;
  termId?: string;
  totalFeesExpected?: number;
  createdAt?: string;
};

/** One guest collection as the page keeps it in local storage. */
export async function storedRecords(page: Page, collection: string): Promise<Stored[]> {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Stored[],
    `fees-manager:${collection}`,
  );
}

/**
 * Dates the guest's current term of `schoolId` `days` back, so a test that closes it does not hang
 * on how long ago the demo's fixed dates are (closing within six weeks asks for a tick first).
 */
export async function openedDaysAgo(page: Page, schoolId: string, days: number): Promise<void> {
  await page.evaluate(
    ({ key, schoolId, openedAt }) => {
      const terms = JSON.parse(localStorage.getItem(key) ?? '[]') as Stored[];
      const aged = terms.map((term) =>
        term.schoolId === schoolId && term.status === 'current' ? { ...term, openedAt } : term,
      );
      localStorage.setItem(key, JSON.stringify(aged));
    },
    {
      key: 'fees-manager:terms',
      schoolId,
      openedAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString(),
    },
  );
}

/** Makes a guest school the current one, as a bursar does: from its card on /schools. */
export async function chooseGuestSchool(page: Page, schoolId: string): Promise<void> {
  const schools = (await storedRecords(page, 'schools')) as unknown as {
    _id: string;
    name: string;
  }[];
  const school = schools.find((one) => one._id === schoolId)!;
  await page.goto('/schools');
  await page
    .getByRole('article', { name: school.name })
    .getByRole('link', { name: 'View School' })
    .click();
  await expect(page).toHaveURL(`/schools/${schoolId}`);
}
