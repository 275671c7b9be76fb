import {
  GUEST_CREDENTIALS,
  queryClient,
  readCollection,
  schoolQueryOptions,
} from '@fees/shared-data';
import type { School } from '@fees/shared-data/core';
import {
  answerAdminPassword,
  demoRecord,
  expectLinks,
  renderScreen,
} from '@fees/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { ClassroomEditPage } from './classroom-edit-page';

const path = '/classrooms/:classId/edit';

describe('ClassroomEditPage', () => {
  it('prefills the form, with the presets of its school and a back link to the classroom', async () => {
    const room = await demoRecord('classrooms', 0);
    await renderScreen(<ClassroomEditPage />, { route: `/classrooms/${room._id}/edit`, path });

    expect(await screen.findByRole('textbox', { name: 'Class name' })).toHaveValue(room.name);
    expect(screen.getByRole('textbox', { name: 'Class teacher' })).toHaveValue(room.classTeacher);
    expect(screen.getByRole('spinbutton', { name: 'Fees per child (NGN)' })).toHaveValue(
      room.classFees,
    );
    expect(await screen.findByRole('combobox', { name: 'Preset class' })).toHaveValue(
      room.name.toLowerCase(),
    );
    expect(screen.getByRole('link', { name: 'Back to classroom' })).toHaveAttribute(
      'href',
      `/classrooms/${room._id}`,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(document.title).toBe('Fees Manager | Edit Classroom');
  });

  it("saves a change with the password: 'Classroom updated successfully!' on the classroom's page", async () => {
    const room = await demoRecord('classrooms', 0);
    const { user, location } = await renderScreen(<ClassroomEditPage />, {
      route: `/classrooms/${room._id}/edit`,
      path,
    });
    const fees = await screen.findByRole('spinbutton', { name: 'Fees per child (NGN)' });
    await user.clear(fees);
    await user.type(fees, '42000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await answerAdminPassword(user, GUEST_CREDENTIALS.password);

    expect(await screen.findByText('Classroom updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe(`/classrooms/${room._id}`));
    const saved = readCollection(localStorage, 'classrooms').find((item) => item._id === room._id);
    expect(saved).toMatchObject({ classFees: 42000, name: room.name });
  });

  it('shows a not-found state for a deleted or unknown id', async () => {
    await renderScreen(<ClassroomEditPage />, { route: '/classrooms/gone/edit', path });
    expect(
      await screen.findByRole('heading', { name: 'This classroom was not found' }),
    ).toBeInTheDocument();
  });

  it('tells a viewer, who opens it by its address, that only the owner changes classes', async () => {
    const room = await demoRecord('classrooms', 0);
    await renderScreen(<ClassroomEditPage />, {
      // The API answers a viewer with their role; the guest owns every demo school.
      arrange: async ({ source }) => {
        const held: School = { ...(await source.get('schools', room.schoolId)), role: 'viewer' };
        queryClient.setQueryData(schoolQueryOptions(held._id).queryKey, held);
      },
      route: `/classrooms/${room._id}/edit`,
      path,
    });
    expect(
      await screen.findByText("Only the school's owner can change its classes."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expectLinks({ 'Back to classroom': `/classrooms/${room._id}` });
  });
});
