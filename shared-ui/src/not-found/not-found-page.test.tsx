import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expectLinks } from '../testing/render-screen';
import { NotFoundPage } from './not-found-page';

test('an unknown address says so and links home', () => {
  render(<NotFoundPage />, { wrapper: MemoryRouter });
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expectLinks({ 'Go to the home page': '/' });
  expect(document.title).toBe('Fees Manager | Not found');
});

test('a missing record names what is missing and links back to its list', () => {
  render(<NotFoundPage what="school" backTo="/schools" backLabel="Back to schools" />, {
    wrapper: MemoryRouter,
  });
  expect(screen.getByRole('heading', { name: 'This school was not found' })).toBeInTheDocument();
  expectLinks({ 'Back to schools': '/schools' });
});
