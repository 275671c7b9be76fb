import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { NOT_FOUND_PAGE_NAME } from '@fees/shared-data';
import { usePageTitle } from '@fees/shared-ui';
import { usePathTitle } from './use-path-title';

/** The shell's part: titles the path, with whatever the remote renders (or nothing yet) inside. */
function Shell({ children }: { children?: React.ReactNode }) {
  usePathTitle(useLocation().pathname);
  return children;
}

function MissingRecord({ goTo }: { goTo?: string }) {
  usePageTitle(NOT_FOUND_PAGE_NAME);
  const navigate = useNavigate();
  return goTo ? <button onClick={() => navigate(goTo)}>Next</button> : null;
}

test('titles a path from the route table while its remote has not rendered yet', () => {
  document.title = 'Fees Manager';
  render(
    <MemoryRouter initialEntries={['/students/register']}>
      <Shell />
    </MemoryRouter>,
  );
  expect(document.title).toBe('Fees Manager | Register Student');
});

test("leaves a path it does not know alone, and lets a screen's own title win", () => {
  document.title = 'Fees Manager';
  render(
    <MemoryRouter initialEntries={['/nowhere']}>
      <Shell />
    </MemoryRouter>,
  );
  expect(document.title).toBe('Fees Manager');

  render(
    <MemoryRouter initialEntries={['/students/unknown-id']}>
      <Shell>
        <MissingRecord goTo="/students/another-unknown-id" />
      </Shell>
    </MemoryRouter>,
  );
  expect(document.title).toBe('Fees Manager | Not found');
  // Another missing record of the same kind: the shell titles the new path 'Student' first.
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(document.title).toBe('Fees Manager | Not found');
});
