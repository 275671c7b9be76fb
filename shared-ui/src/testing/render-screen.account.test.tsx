/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { ForbiddenError, useCurrentSchoolStore, useSessionStore } from '@fees/shared-data';
import type { Classroom } from '@fees/shared-data/core';
import { screen } from '@testing-library/react';
import { renderScreen } from './render-screen';

function CurrentSchoolId() {
  return <p>{useCurrentSchoolStore((state) => state.schoolId)}</p>;
}

describe('renderScreen in account mode', () => {
  it("signs the run's account in on the API, with a school of the test's own as the current one", async () => {
    const { account, guest, school, password, source } = await renderScreen(<CurrentSchoolId />, {
      session: 'account',
    });
    expect(guest).toBeNull();
    expect(account?.email).toBe(process.env.FEES_TEST_ACCOUNT_EMAIL);
    expect(useSessionStore.getState()).toMatchObject({ mode: 'account', user: account });
    expect(source.mode).toBe('account');
    expect(screen.getByText(school!._id)).toBeInTheDocument();
    expect(await source.get('schools', school!._id)).toMatchObject({
      name: school!.name,
      noOfClassrooms: 0,
    });
    const renamed = { name: 'Renamed Academy', address: school!.address, level: school!.level };
    await expect(
      source.update('schools', school!._id, renamed, 'wrong-password'),
    ).rejects.toBeInstanceOf(ForbiddenError);
    expect(await source.update('schools', school!._id, renamed, password!)).toMatchObject(renamed);
  });

  it('gives every test a new school, and arranges records in it before the screen opens', async () => {
    const first = await renderScreen(<p>First</p>, { session: 'account' });
    first.unmount();
    const { school, arranged, source } = await renderScreen<Classroom>(<p>Second</p>, {
      session: 'account',
      arrange: ({ source, school, password }) =>
        source.create(
          'classrooms',
          {
            name: 'Primary1',
            classTeacher: 'Mrs Bisi Adeyemi',
            classFees: 30000,
            schoolId: school!._id,
          },
          password!,
        ),
    });
    expect(school!._id).not.toBe(first.school!._id);
    expect(arranged).toMatchObject({ name: 'Primary1', schoolId: school!._id });
    expect((await source.list('classrooms', { filter: { schoolId: school!._id } })).items).toEqual([
      arranged,
    ]);
  });

  it('can sign in without making a school', async () => {
    const { school, account } = await renderScreen(<p>Home</p>, {
      session: 'account',
      school: null,
    });
    expect(account).not.toBeNull();
    expect(school).toBeNull();
    expect(useCurrentSchoolStore.getState().schoolId).toBeNull();
  });
});
