import { actAsInDemo, GUEST_CREDENTIALS, readCollection, useSessionStore } from '@fees/shared-data';
import { presetClassOptions } from '@fees/shared-data/core';
import { answerAdminPassword, expectLinks, renderScreen } from '@fees/shared-ui/testing';
import { screen, within, waitFor } from '@testing-library/react';
import { ClassroomRegisterPage } from './classroom-register-page';

async function demoSchoolId(index: number) {
  await useSessionStore.getState().loginGuest();
  return readCollection(localStorage, 'schools')[index]!._id;
}

function presetOptions() {
  const preset = screen.getByRole('combobox', { name: 'Preset class' });
  return within(preset)
    .getAllByRole('option')
    .map((option) => option.textContent)
    .slice(1);
}

describe('ClassroomRegisterPage', () => {
  it.each([
    [
      0,
      'Primary',
      [
        'creche',
        'kg1',
        'kg2',
        'nursery1',
        'nursery2',
        'primary1',
        'primary2',
        'primary3',
        'primary4',
        'primary5',
        'primary6',
      ],
    ],
    [1, 'Secondary', ['jss1', 'jss2', 'jss3', 'sss1', 'sss2', 'sss3']],
    [2, 'Tertiary', ['year1', 'year2', 'year3', 'year4', 'year5']],
  ])('offers the presets of the school level (school %i: %s)', async (index, label, expected) => {
    const school = await demoSchoolId(index);
    await renderScreen(<ClassroomRegisterPage />, { route: '/classrooms/register', school });
    expect(await screen.findByText(`Classes of a ${label} school`)).toBeInTheDocument();
    expect(presetOptions()).toEqual(expected);
  });

  it('offers every preset to a school of level Other', async () => {
    const school = await demoSchoolId(3);
    await renderScreen(<ClassroomRegisterPage />, { route: '/classrooms/register', school });
    await screen.findByText('Classes of a Other school');
    expect(presetOptions()).toEqual([
      ...presetClassOptions('Primary'),
      ...presetClassOptions('Secondary'),
      ...presetClassOptions('Tetiary'),
    ]);
  });

  it('registers the classroom under the current school, says so and goes to /classrooms', async () => {
    const { user, school, location } = await renderScreen(<ClassroomRegisterPage />, {
      route: '/classrooms/register',
    });
    expect(await screen.findByText(school!.name)).toBeInTheDocument();
    expectLinks({ 'Back to classrooms': '/classrooms' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Preset class' }), 'primary2');
    await user.type(screen.getByRole('textbox', { name: 'Class teacher' }), 'Mrs Bisi Adeyemi');
    await user.type(screen.getByRole('spinbutton', { name: 'Fees per child (NGN)' }), '60000');
    await user.click(screen.getByRole('button', { name: 'Register classroom' }));

    const dialog = await answerAdminPassword(user, 'wrong-password');
    expect(await within(dialog).findByText('Incorrect password')).toBeInTheDocument();

    await answerAdminPassword(user, GUEST_CREDENTIALS.password);

    expect(await screen.findByText('Classroom registered successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/classrooms'));
    const saved = readCollection(localStorage, 'classrooms').find(
      (room) => room.name === 'primary2',
    );
    expect(saved).toMatchObject({
      schoolId: school!._id,
      schoolName: school!.name,
      classTeacher: 'Mrs Bisi Adeyemi',
      classFees: 60000,
    });
  });

  it('without a current school says so and links to /schools', async () => {
    await renderScreen(<ClassroomRegisterPage />, { route: '/classrooms/register', school: null });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Register Classroom' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'No school is selected. Choose a school first to register a classroom under it.',
      ),
    ).toBeInTheDocument();
    expectLinks({ 'Choose a school': '/schools' });
    expect(screen.queryByRole('textbox', { name: 'Class name' })).toBeNull();
  });

  it('tells the demo bursar, who opens it by its address, that only the owner adds classes', async () => {
    await renderScreen(<ClassroomRegisterPage />, {
      route: '/classrooms/register',
      arrange: () => actAsInDemo('bursar'),
    });
    expect(
      await screen.findByText("Only the school's owner can change its classes."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expectLinks({ 'Back to classrooms': '/classrooms' });
  });
});
