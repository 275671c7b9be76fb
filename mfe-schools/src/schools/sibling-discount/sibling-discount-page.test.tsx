import { actAsInDemo, GUEST_CREDENTIALS } from '@fees/shared-data';
import {
  answerAdminPassword,
  demoRecord,
  expectLinks,
  renderScreen,
} from '@fees/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { SiblingDiscountPage } from './sibling-discount-page';

const path = '/schools/:schoolId/sibling-discount';
const SECOND = 'Second child (% off the class fee)';
const LATER = 'Third child and later (% off the class fee)';

describe('SiblingDiscountPage', () => {
  it("opens with the school's rule, and saves a new one after the admin password", async () => {
    const record = await demoRecord('schools', 0);
    const { user, source, location } = await renderScreen(<SiblingDiscountPage />, {
      route: `/schools/${record._id}/sibling-discount`,
      path,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sibling Discount' }),
    ).toBeInTheDocument();
    const second = await screen.findByRole('spinbutton', { name: SECOND });
    const later = screen.getByRole('spinbutton', { name: LATER });
    expect(second).toHaveValue(10);
    expect(later).toHaveValue(15);
    expect(screen.getByRole('radio', { name: 'The eldest (by age)' })).toBeChecked();
    expectLinks({ 'Back to school': `/schools/${record._id}` });

    await user.clear(second);
    await user.type(second, '5');
    await user.clear(later);
    await user.type(later, '20');
    await user.click(screen.getByRole('radio', { name: 'The child in the highest class' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await answerAdminPassword(user, GUEST_CREDENTIALS.password);

    expect(await screen.findByText('Sibling discount saved!')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe(`/schools/${record._id}`));
    expect((await source.get('schools', record._id)).siblingDiscount).toEqual({
      second: 5,
      later: 20,
      order: 'class',
    });
  });

  it('keeps a percentage over 100 with its message on the box, and asks no password', async () => {
    const record = await demoRecord('schools', 0);
    const { user } = await renderScreen(<SiblingDiscountPage />, {
      route: `/schools/${record._id}/sibling-discount`,
      path,
    });
    const second = await screen.findByRole('spinbutton', { name: SECOND });
    await user.clear(second);
    await user.type(second, '150');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(second).toHaveAccessibleDescription(
      'The second child’s discount must be between 0 and 100',
    );
    expect(second).toHaveValue(150);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells the demo bursar, who opens it by its address, that only the owner sets it', async () => {
    const record = await demoRecord('schools', 0);
    await renderScreen(<SiblingDiscountPage />, {
      arrange: () => actAsInDemo('bursar'),
      route: `/schools/${record._id}/sibling-discount`,
      path,
    });
    expect(
      await screen.findByText("Only the school's owner can set the sibling discount."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expectLinks({ 'Back to school': `/schools/${record._id}` });
  });
});
