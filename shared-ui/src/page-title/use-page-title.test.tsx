import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { usePageTitle } from './use-page-title';

function Page({ name }: { name: string }) {
  usePageTitle(name);
  return null;
}

test("sets the document title to the pattern 'Fees Manager | page' and follows the page", () => {
  const { rerender } = render(<Page name="Schools" />, { wrapper: MemoryRouter });
  expect(document.title).toBe('Fees Manager | Schools');
  rerender(<Page name="Register school" />);
  expect(document.title).toBe('Fees Manager | Register school');
});
