import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expectLinks } from '../testing/render-screen';
import { NoCurrentSchool } from './no-current-school';

describe('NoCurrentSchool', () => {
  it('says no school is selected, for what, and links to /schools', () => {
    render(
      <MemoryRouter>
        <NoCurrentSchool purpose="see its students" />
      </MemoryRouter>,
    );
    expect(
      screen.getByText('No school is selected. Choose a school first to see its students.'),
    ).toBeInTheDocument();
    expectLinks({ 'Choose a school': '/schools' });
  });
});
