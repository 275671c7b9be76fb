/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */
import { answerAdminPassword, renderScreen } from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { ClassroomRegisterPage } from './classroom-register-page';

// Signed in to the real API: the server checks the admin password and keeps the classroom.

describe('ClassroomRegisterPage in account mode', () => {
  it("refuses a wrong admin password with the server's message, then registers the classroom", async () => {
    const { user, school, password, source, location } = await renderScreen(
      <ClassroomRegisterPage />,
      { route: '/classrooms/register', session: 'own-account' },
    );
    expect(await screen.findByText('Classes of a Primary school')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Preset class' }), 'primary2');
    await user.type(screen.getByRole('textbox', { name: 'Class teacher' }), 'Mrs Bisi Adeyemi');
    await user.type(screen.getByRole('spinbutton', { name: 'Fees per child (NGN)' }), '60000');
    await user.click(screen.getByRole('button', { name: 'Register classroom' }));

    const dialog = await answerAdminPassword(user, 'wrong-password');
    expect(await within(dialog).findByText('Incorrect password')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
      'This is the password you sign in with. Incorrect password',
    );
    const inSchool = { filter: { schoolId: school!._id } };
    expect((await source.list('classrooms', inSchool)).total).toBe(0);

    await answerAdminPassword(user, password!);

    expect(await screen.findByText('Classroom registered successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/classrooms'));
    const { items } = await source.list('classrooms', inSchool);
    expect(items).toEqual([
      expect.objectContaining({
        name: 'primary2',
        classTeacher: 'Mrs Bisi Adeyemi',
        classFees: 60000,
        schoolId: school!._id,
        schoolName: school!.name,
      }),
    ]);
    expect(await source.get('schools', school!._id)).toMatchObject({ noOfClassrooms: 1 });
  });
});
