import {
  actAsInDemo,
  GUEST_CREDENTIALS,
  readCollection,
  useCurrentSchoolStore,
} from '@fees/shared-data';
import {
  answerAdminPassword,
  renderScreen,
  switchToNewSchool,
  expectLinks,
  holdAsViewer,
} from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { StudentRegisterPage } from './student-register-page';

describe('StudentRegisterPage', () => {
  it("shows the register form's messages, with 3-letter names", async () => {
    const { user } = await renderScreen(<StudentRegisterPage />, { route: '/students/register' });
    await user.click(await screen.findByRole('button', { name: 'Register student' }));

    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      'Fistname is required',
    );
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
      'Lastname is required',
    );
    expect(screen.getByRole('combobox', { name: 'Classroom' })).toHaveAccessibleDescription(
      /Classroom is required/,
    );
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ad');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Obi');
    await user.type(screen.getByRole('textbox', { name: 'Parent phone number' }), '0803123456');
    await user.type(screen.getByRole('textbox', { name: 'Parent e-mail (optional)' }), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Register student' }));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      'Name must be at least 3 characters',
    );
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Last name' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(
      screen.getByRole('textbox', { name: 'Parent phone number' }),
    ).toHaveAccessibleDescription('Phone number must be 11 characters');
    expect(
      screen.getByRole('textbox', { name: 'Parent e-mail (optional)' }),
    ).toHaveAccessibleDescription(/Email is invalid/);
    expect(screen.getByRole('textbox', { name: 'Parent e-mail (optional)' })).toHaveValue('ada@');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("stores 'Last First' with this term's charges after discount and the optional item taken, then lists it with a toast", async () => {
    const { user, school, location, source } = await renderScreen(<StudentRegisterPage />, {
      route: '/students/register',
    });
    // A class that bills fee items this term, one of them optional (the demo has such classes).
    const rooms = readCollection(localStorage, 'classrooms').filter(
      (item) => item.schoolId === school!._id,
    );
    const billed = await Promise.all(
      rooms.map(async (item) => ({ room: item, items: await source.getFeeItems(item._id) })),
    );
    const { room, items } = billed.find((entry) => entry.items.some((item) => item.optional))!;
    const bus = items.find((item) => item.optional)!;
    const required = items.filter((item) => !item.optional);
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Okafor');
    await user.type(screen.getByRole('spinbutton', { name: 'Age' }), '7');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sex' }), 'Female');
    await user.type(screen.getByRole('textbox', { name: 'Parent phone number' }), '08031234567');
    await user.type(
      screen.getByRole('textbox', { name: 'Parent e-mail (optional)' }),
      ' ada.parent@example.com ',
    );
    expect(screen.getByRole('spinbutton', { name: 'Discount (%)' })).toHaveValue(0);
    await user.clear(screen.getByRole('spinbutton', { name: 'Discount (%)' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Discount (%)' }), '10');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Classroom' }), room._id);
    await user.click(
      await screen.findByRole('checkbox', {
        name: `${bus.name} (NGN ${bus.amount.toLocaleString('en-US')})`,
      }),
    );
    const expected =
      (Math.round(room.classFees * 90) +
        [...required, bus].reduce((total, item) => total + Math.round(item.amount * 100), 0)) /
      100;
    expect(
      screen.getByText(
        `This term's charges: NGN ${expected.toLocaleString('en-US')} (class fee NGN ${room.classFees.toLocaleString('en-US')})`,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register student' }));

    await answerAdminPassword(user, GUEST_CREDENTIALS.password);

    expect(await screen.findByText('Student registered successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/students'));
    const saved = readCollection(localStorage, 'students').at(-1)!;
    expect(saved).toMatchObject({
      fullname: 'Okafor Ada',
      age: 7,
      sex: 'Female',
      phoneNo: '08031234567',
      parentEmail: 'ada.parent@example.com',
      discount: 10,
      classroom: room.name,
      classroomId: room._id,
      optionalItems: [bus._id],
      totalFeesExpected: expected,
      totalPaidFees: 0,
      broughtForward: 0,
      balance: expected,
      schoolId: school!._id,
    });
  });

  it("joins a sibling's family, picked by name, with the family's parent details", async () => {
    const { user, school, location } = await renderScreen(<StudentRegisterPage />, {
      route: '/students/register',
    });
    const students = readCollection(localStorage, 'students');
    const sibling = students.find((item) => item.schoolId === school!._id && item.familyId === '')!;
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Tobi');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Okafor');
    await user.type(screen.getByRole('spinbutton', { name: 'Age' }), '6');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sex' }), 'Male');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Classroom' }),
      sibling.classroomId,
    );
    await user.type(
      screen.getByRole('searchbox', { name: 'Sibling of (optional)' }),
      sibling.fullname,
    );
    const matches = await screen.findByRole('list', { name: 'Students to pick as a sibling' });
    await user.click(
      within(matches).getByRole('button', { name: `${sibling.fullname}, ${sibling.classroom}` }),
    );
    expect(
      screen.getByText(
        `Sibling of ${sibling.fullname} (${sibling.classroom}): joins their family.`,
      ),
    ).toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: 'Parent phone number' });
    expect(phone).toHaveValue(sibling.phoneNo);
    expect(phone).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Register student' }));
    await answerAdminPassword(user, GUEST_CREDENTIALS.password);

    await waitFor(() => expect(location().pathname).toBe('/students'));
    const after = readCollection(localStorage, 'students');
    const added = after.at(-1)!;
    const elder = after.find((item) => item._id === sibling._id)!;
    expect(added).toMatchObject({ fullname: 'Okafor Tobi', phoneNo: sibling.phoneNo });
    expect(added.familyId).not.toBe('');
    expect(elder.familyId).toBe(added.familyId);
  });

  it("without classrooms says 'There is no classroom registered under {school name}' and links to Create", async () => {
    const { source } = await renderScreen(<StudentRegisterPage />, {
      route: '/students/register',
    });
    await switchToNewSchool(source, 'Greenfield Academy');

    expect(
      await screen.findByText('There is no classroom registered under Greenfield Academy'),
    ).toBeInTheDocument();
    expectLinks({ Create: '/classrooms/register' });
    expect(screen.queryByRole('button', { name: 'Register student' })).toBeNull();
  });

  it('without a current school shows the shared no-school state', async () => {
    await renderScreen(<StudentRegisterPage />, { route: '/students/register', school: null });
    expect(
      screen.getByText(
        'No school is selected. Choose a school first to register a student under it.',
      ),
    ).toBeInTheDocument();
  });

  it('tells a viewer, who opens it by its address, that only the owner or bursar registers students', async () => {
    await renderScreen(<StudentRegisterPage />, {
      route: '/students/register',
      arrange: ({ source, school }) => holdAsViewer(source, school!._id),
    });
    expect(
      await screen.findByText("Only the school's owner or bursar can register students."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expectLinks({ 'Back to students': '/students' });
  });

  it('does not point the demo bursar, who adds no classes, to adding one', async () => {
    await renderScreen(<StudentRegisterPage />, {
      route: '/students/register',
      // A new school, registered by the guest as its owner before acting as the bursar.
      arrange: async ({ source, password }) => {
        const fresh = await source.create(
          'schools',
          { name: 'Greenfield Academy', address: '1 Marina Road, Lagos', level: 'Primary' },
          password!,
        );
        useCurrentSchoolStore.getState().setSchoolId(fresh._id);
        await actAsInDemo('bursar');
      },
    });
    expect(
      await screen.findByText('There is no classroom registered under Greenfield Academy'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
  });
});
