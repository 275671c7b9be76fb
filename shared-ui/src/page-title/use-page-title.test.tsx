import { render } from '@testing-library/react';
import { usePageTitle } from './use-page-title';

function Page({ name }: { name: string }) {
  usePageTitle(name);
  return null;
}

test('sets the document title to the spec pattern and follows the page', () => {
  const { rerender } = render(<Page name="Schools" />);
  expect(document.title).toBe('Fees Manager | Schools');
  rerender(<Page name="Register school" />);
  expect(document.title).toBe('Fees Manager | Register school');
});
