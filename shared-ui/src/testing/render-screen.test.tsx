import { schoolQueryOptions, schoolsQueryOptions, useSessionStore } from '@fees/shared-data';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { useNavigate, useParams } from 'react-router';
import { toastSuccess } from '../toaster/show-toast';
import { renderScreen } from './render-screen';

function SchoolList() {
  const { data, isPending } = useQuery(schoolsQueryOptions());
  if (isPending) return <p>Loading...</p>;
  return (
    <ul aria-label="Schools">
      {data?.items.map((school) => (
        <li key={school._id}>{school.name}</li>
      ))}
    </ul>
  );
}

function SchoolName() {
  const { schoolId = '' } = useParams();
  const navigate = useNavigate();
  const { data } = useQuery(schoolQueryOptions(schoolId));
  return (
    <>
      <h1>{data?.name ?? 'Loading...'}</h1>
      <button
        type="button"
        onClick={() => {
          toastSuccess('School updated successfully!');
          navigate('/schools');
        }}
      >
        Done
      </button>
    </>
  );
}

describe('renderScreen', () => {
  it('signs the guest in and serves the demo data through the real query cache', async () => {
    const { guest } = await renderScreen(<SchoolList />, { route: '/schools' });
    expect(guest).not.toBeNull();
    expect(useSessionStore.getState().mode).toBe('guest');
    const list = await screen.findByRole('list', { name: 'Schools' });
    expect(list.querySelectorAll('li')).toHaveLength(4);
  });

  it('mounts the screen under its path, with a current school, and follows navigation', async () => {
    const first = await renderScreen(<SchoolName />, {
      route: '/schools/x',
      path: '/schools/:schoolId',
    });
    const school = first.school!;
    first.unmount();

    const { user, location } = await renderScreen(<SchoolName />, {
      route: `/schools/${school._id}`,
      path: '/schools/:schoolId',
    });
    expect(await screen.findByRole('heading', { name: school.name })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(location().pathname).toBe('/schools');
    expect(await screen.findByRole('status')).toHaveTextContent('School updated successfully!');
  });

  it('can start with no school chosen, or with nobody signed in', async () => {
    const noSchool = await renderScreen(<p>Home</p>, { school: null });
    expect(noSchool.school).toBeNull();
    noSchool.unmount();

    const nobody = await renderScreen(<p>Login</p>, { session: 'none' });
    expect(nobody.guest).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('refuses account mode in a jsdom without fetch, saying which environment it needs', async () => {
    await expect(renderScreen(<p>Home</p>, { session: 'account' })).rejects.toThrow(
      '/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */',
    );
  });
});
