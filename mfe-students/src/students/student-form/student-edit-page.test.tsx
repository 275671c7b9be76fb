import { actAsInDemo, GUEST_CREDENTIALS, readCollection, useSessionStore } from '@fees/shared-data';
import {
  answerAdminPassword,
  expectLinks,
  renderScreen,
  holdAsViewer,
} from '@fees/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { StudentEditPage } from './student-edit-page';

const path = '/students/:studentId/edit';

/** A paying demo student of the first school, with their classroom and another one there. */
async function demoStudent() {
  await useSessionStore.getState().loginGuest();
  const school = readCollection(localStorage, 'schools')[0]!;
  const student = readCollection(localStorage, 'students').find(
    (item) => item.schoolId === school._id && item.totalPaidFees > 0,
  )!;
  const rooms = readCollection(localStorage, 'classrooms').filter(
    (room) => room.schoolId === school._id,
  );
  const other = rooms.find((room) => room._id !== student.classroomId)!;
  return { student, other };
}

function room(id: string) {
  return readCollection(localStorage, 'classrooms').find((item) => item._id === id)!;
}

describe('StudentEditPage', () => {
  it('prefills first and last name from the stored fullname, and offers Save only on a change', async () => {
    const { student } = await demoStudent();
    const [lastName, firstName] = student.fullname.split(' ');
    const { user } = await renderScreen(<StudentEditPage />, {
      route: `/students/${student._id}/edit`,
      path,
    });

    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue(firstName);
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue(lastName);
    expect(screen.getByRole('combobox', { name: 'Classroom' })).toHaveValue(student.classroomId);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Parent phone number' }), '9');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to student' })).toHaveAttribute(
      'href',
      `/students/${student._id}`,
    );
  });

  it("takes 3-letter names such as 'Obi Eze', as its message says, and saves them last name first", async () => {
    const { student } = await demoStudent();
    const { user, location } = await renderScreen(<StudentEditPage />, {
      route: `/students/${student._id}/edit`,
      path,
    });
    const first = await screen.findByRole('textbox', { name: 'First name' });
    const last = screen.getByRole('textbox', { name: 'Last name' });
    await user.clear(first);
    await user.type(first, 'Ob');
    await user.clear(last);
    await user.type(last, 'Ez');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(first).toHaveAccessibleDescription('Name must be at least 3 characters');
    expect(last).toHaveAccessibleDescription('Name must be at least 3 characters');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.type(first, 'i');
    await user.type(last, 'e');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await answerAdminPassword(user, GUEST_CREDENTIALS.password);

    expect(await screen.findByText('Student updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe(`/students/${student._id}`));
    const saved = readCollection(localStorage, 'students').find((item) => item._id === student._id);
    expect(saved?.fullname).toBe('Eze Obi');
  });

  it('a child leaves their family and keeps its parent details; the family keeps the others', async () => {
    await useSessionStore.getState().loginGuest();
    const child = readCollection(localStorage, 'students').find((item) => item.familyId !== '')!;
    const { user, source } = await renderScreen(<StudentEditPage />, {
      route: `/students/${child._id}/edit`,
      path,
    });
    const family = await source.getFamily(child.familyId);
    expect(await screen.findByRole('link', { name: family.name })).toHaveAttribute(
      'href',
      `/students/families/${family._id}`,
    );
    const phone = screen.getByRole('textbox', { name: 'Parent phone number' });
    const email = screen.getByRole('textbox', { name: 'Parent e-mail (optional)' });
    for (const box of [phone, email]) {
      expect(box).toHaveAttribute('readonly');
      expect(box).toHaveAccessibleDescription("The family's: change them on the family page.");
    }
    await user.click(screen.getByRole('button', { name: 'Leave family' }));
    expect(phone).not.toHaveAttribute('readonly');
    expect(phone).toHaveAccessibleDescription('');
    expect(email).not.toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('Pay links and reminders go here.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await answerAdminPassword(user, GUEST_CREDENTIALS.password);
    await screen.findByText('Student updated successfully!');

    const saved = await source.get('students', child._id);
    expect(saved).toMatchObject({ familyId: '', phoneNo: child.phoneNo });
    expect(await source.getFamily(family._id)).toMatchObject({ children: family.children - 1 });
  });

  it('offers the family whose parent phone is typed, and joins it', async () => {
    const { student } = await demoStudent();
    const { user, source } = await renderScreen(<StudentEditPage />, {
      route: `/students/${student._id}/edit`,
      path,
    });
    const family = (await source.listFamilies(student.schoolId)).items[0]!;
    const phone = await screen.findByRole('textbox', { name: 'Parent phone number' });
    await user.clear(phone);
    await user.type(phone, family.phoneNo);
    await user.click(await screen.findByRole('button', { name: `Join ${family.name}` }));
    expect(screen.getByText(/^Joins/)).toHaveTextContent(
      `Joins ${family.name} (${family.children} children).`,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await answerAdminPassword(user, GUEST_CREDENTIALS.password);
    await screen.findByText('Student updated successfully!');
    expect((await source.get('students', student._id)).familyId).toBe(family._id);
  });

  it("moving to another class moves the expected fee and both classrooms' counts and expected totals", async () => {
    const { student, other } = await demoStudent();
    const from = room(student.classroomId);
    const to = room(other._id);
    const { user, source } = await renderScreen(<StudentEditPage />, {
      route: `/students/${student._id}/edit`,
      path,
    });
    const required = (await source.getFeeItems(to._id)).filter((item) => !item.optional);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Classroom' }), to._id);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await answerAdminPassword(user, GUEST_CREDENTIALS.password);
    await screen.findByText('Student updated successfully!');

    // What earlier terms left stays; this term's charges are the new class's.
    const kobo =
      Math.round(student.broughtForward * 100) +
      Math.round(to.classFees * (100 - student.discount)) +
      required.reduce((total, item) => total + Math.round(item.amount * 100), 0);
    const expected = kobo / 100;
    const saved = readCollection(localStorage, 'students').find(
      (item) => item._id === student._id,
    )!;
    expect(saved).toMatchObject({
      classroom: to.name,
      classroomId: to._id,
      totalFeesExpected: expected,
      totalPaidFees: student.totalPaidFees,
    });
    expect(room(from._id).noOfStudents).toBe(from.noOfStudents - 1);
    expect(room(from._id).totalFeesExpected).toBeCloseTo(
      from.totalFeesExpected - student.totalFeesExpected,
      2,
    );
    expect(room(to._id).noOfStudents).toBe(to.noOfStudents + 1);
    expect(room(to._id).totalFeesExpected).toBeCloseTo(to.totalFeesExpected + expected, 2);
  });

  it('opens the form for the demo bursar, who may change students', async () => {
    const { student } = await demoStudent();
    await renderScreen(<StudentEditPage />, {
      arrange: () => actAsInDemo('bursar'),
      route: `/students/${student._id}/edit`,
      path,
    });
    expect(await screen.findByRole('combobox', { name: 'Classroom' })).toHaveValue(
      student.classroomId,
    );
  });

  it('tells a viewer, who opens it by its address, that only the owner or bursar changes students', async () => {
    const { student } = await demoStudent();
    await renderScreen(<StudentEditPage />, {
      arrange: ({ source }) => holdAsViewer(source, student.schoolId),
      route: `/students/${student._id}/edit`,
      path,
    });
    expect(
      await screen.findByText("Only the school's owner or bursar can change students."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expectLinks({ 'Back to student': `/students/${student._id}` });
  });

  it("counts the student's late fees in this term's charges", async () => {
    const { arranged } = await renderScreen(<StudentEditPage />, {
      // A late fee of NGN 1,000 from the day after each due date: the demo charges it to a
      // student with money due on its next read.
      arrange: async ({ source, school }) => {
        await source.setLateFee(
          school!._id,
          { amount: 1_000, graceDays: 0 },
          GUEST_CREDENTIALS.password,
        );
        const { items } = await source.list('students', { filter: { schoolId: school!._id } });
        const late = items.find(
          (one) => one.enrolment === 'enrolled' && one.dueNow > 0 && one.familyId === '',
        )!;
        const fees = await source.listLateFees(late._id);
        return { student: await source.get('students', late._id), fees };
      },
      route: ({ student }) => `/students/${student._id}/edit`,
      path,
    });
    const { student, fees } = arranged;
    expect(fees.map((fee) => fee.amount)).toEqual([1_000]);
    const charges = student.totalFeesExpected - student.broughtForward;
    const classFees = room(student.classroomId).classFees;
    expect(
      await screen.findByText(
        `This term's charges: NGN ${charges.toLocaleString('en-US')} (class fee NGN ${classFees.toLocaleString('en-US')}, late fees NGN 1,000)`,
      ),
    ).toBeInTheDocument();
  });
});
