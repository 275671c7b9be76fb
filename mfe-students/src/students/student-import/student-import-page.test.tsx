import { GUEST_CREDENTIALS, readCollection, useSessionStore } from '@fees/shared-data';
import { answerAdminPassword, renderScreen } from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { StudentImportPage } from './student-import-page';

// jsdom's files have no text(); this stands in for the browser's own.
beforeAll(() => {
  Blob.prototype.text = function (this: Blob) {
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(this);
    });
  };
});

const HEADER = 'Name,Class,Age,Sex,Parent phone,Discount %';

async function firstSchool() {
  await useSessionStore.getState().loginGuest();
  const school = readCollection(localStorage, 'schools')[0]!;
  const rooms = readCollection(localStorage, 'classrooms').filter(
    (room) => room.schoolId === school._id,
  );
  return { school, rooms };
}

async function choose(user: Awaited<ReturnType<typeof renderScreen>>['user'], text: string) {
  const file = new File([text], 'students.csv', { type: 'text/csv' });
  await user.upload(await screen.findByLabelText('CSV file'), file);
}

describe('StudentImportPage', () => {
  it("shows each bad row's messages, keeps Import off and writes nothing", async () => {
    const { rooms } = await firstSchool();
    const before = readCollection(localStorage, 'students').length;
    const { user, school } = await renderScreen(<StudentImportPage />, {
      route: '/students/import',
    });
    await choose(
      user,
      [
        `${HEADER},Parent e-mail`,
        `Okafor Ada,${rooms[0]!.name},7,F,08031234567,0,`,
        `Ab,${rooms[0]!.name},0,X,0803,150,ab@`,
        'Bello Musa,Grade9,8,M,08031234568,,',
      ].join('\n'),
    );

    expect(await screen.findByText('2 of 3 rows have problems')).toBeInTheDocument();
    const preview = screen.getByRole('table', { name: 'Students in the file' });
    const row2 = within(preview).getByRole('row', { name: /^2 Ab/ });
    for (const message of [
      'Name: Name must be at least 3 characters',
      'Age: Minimum of 1',
      'Sex: Sex is required',
      'Parent phone: Phone number must be 11 characters',
      'Discount %: Discount must be between 0 and 100',
      'Parent e-mail: Email is invalid',
    ]) {
      expect(row2).toHaveTextContent(message);
    }
    expect(within(preview).getByRole('row', { name: /^3 Bello Musa/ })).toHaveTextContent(
      `Class: Grade9 is not a classroom of ${school!.name}`,
    );
    expect(within(preview).getByRole('row', { name: /^1 Okafor Ada/ })).toHaveTextContent('Ready');
    // The table's cells cut long messages short, so the bad rows are also listed in full.
    const listed = within(screen.getByRole('list', { name: 'Rows with problems' })).getAllByRole(
      'listitem',
    );
    expect(listed).toHaveLength(2);
    expect(listed[0]).toHaveTextContent(/^Row 2 \(Ab\): .*Phone number must be 11 characters/);
    expect(listed[1]).toHaveTextContent(
      `Row 3 (Bello Musa): Class: Grade9 is not a classroom of ${school!.name}`,
    );
    expect(screen.getByRole('button', { name: 'Import 3 students' })).toBeDisabled();
    expect(readCollection(localStorage, 'students')).toHaveLength(before);
  });

  it('imports a good file all at once with the password, and the totals follow', async () => {
    const { rooms } = await firstSchool();
    const room = rooms[0]!;
    const { user, school, location } = await renderScreen(<StudentImportPage />, {
      route: '/students/import',
    });
    await choose(
      user,
      [
        `${HEADER},Parent e-mail`,
        `"Ọlá, Adébáyọ̀",${room.name},7,Female,08031234567,10,ola.parent@example.com`,
        `Bello Musa,${room.name.toLowerCase()},8,M,08031234568,,`,
      ].join('\r\n'),
    );
    expect(await screen.findByText('2 students ready to import')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 2 students' }));
    await answerAdminPassword(user, GUEST_CREDENTIALS.password);

    expect(await screen.findByText('2 students imported successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/students'));
    const added = readCollection(localStorage, 'students').slice(-2);
    expect(added).toMatchObject([
      {
        fullname: 'Ọlá, Adébáyọ̀',
        sex: 'Female',
        discount: 10,
        classroomId: room._id,
        parentEmail: 'ola.parent@example.com',
      },
      { fullname: 'Bello Musa', sex: 'Male', discount: 0, classroomId: room._id, parentEmail: '' },
    ]);
    const after = readCollection(localStorage, 'classrooms').find((item) => item._id === room._id)!;
    expect(after.noOfStudents).toBe(room.noOfStudents + 2);
    expect(after.totalFeesExpected).toBe(
      room.totalFeesExpected + room.classFees * 0.9 + room.classFees,
    );
    const owner = readCollection(localStorage, 'schools').find((item) => item._id === school!._id)!;
    expect(owner.noOfStudents).toBe(school!.noOfStudents + 2);
  });

  it("takes each row's optional items by name, names a wrong one, and charges those taken", async () => {
    const { rooms } = await firstSchool();
    const room = rooms[0]!;
    const { user, source } = await renderScreen(<StudentImportPage />, {
      route: '/students/import',
    });
    const [books, bus, lunch] = await source.saveFeeItems(
      room._id,
      [
        { name: 'Books and materials', amount: 12500, optional: false },
        { name: 'School bus', amount: 30000, optional: true },
        { name: 'Lunch', amount: 20000, optional: true },
      ],
      GUEST_CREDENTIALS.password,
    );
    const file = (second: string) =>
      [
        `${HEADER},Optional items`,
        `Okafor Ada,${room.name},7,F,08031234567,0,lunch ; SCHOOL BUS`,
        `Bello Musa,${room.name},8,M,08031234568,0,${second}`,
      ].join('\n');
    await choose(user, file('Swimming;Books and materials'));

    expect(await screen.findByText('1 of 2 rows have problems')).toBeInTheDocument();
    const [listed] = within(screen.getByRole('list', { name: 'Rows with problems' })).getAllByRole(
      'listitem',
    );
    expect(listed).toHaveTextContent(
      `Row 2 (Bello Musa): Optional items: Swimming is not a fee item of ${room.name} this term; ` +
        `Optional items: ${books!.name} is a required fee item of ${room.name}, which every student pays`,
    );
    expect(screen.getByRole('button', { name: 'Import 2 students' })).toBeDisabled();

    await choose(user, file(''));
    expect(await screen.findByText('2 students ready to import')).toBeInTheDocument();
    const preview = screen.getByRole('table', { name: 'Students in the file' });
    expect(within(preview).getByRole('columnheader', { name: 'Optional items' })).toBeVisible();
    expect(within(preview).getByRole('row', { name: /^1 Okafor Ada/ })).toHaveTextContent(
      'School bus, Lunch',
    );
    await user.click(screen.getByRole('button', { name: 'Import 2 students' }));
    await answerAdminPassword(user, GUEST_CREDENTIALS.password);

    expect(await screen.findByText('2 students imported successfully!')).toBeInTheDocument();
    const [ada, musa] = readCollection(localStorage, 'students').slice(-2);
    expect([ada!.optionalItems, ada!.totalFeesExpected]).toEqual([
      [bus!._id, lunch!._id],
      room.classFees + 12500 + 30000 + 20000,
    ]);
    expect([musa!.optionalItems, musa!.totalFeesExpected]).toEqual([[], room.classFees + 12500]);
  });

  it('refuses a file without the needed columns', async () => {
    await firstSchool();
    const { user } = await renderScreen(<StudentImportPage />, { route: '/students/import' });
    await choose(user, 'Student,Grade\nOkafor Ada,KG1\n');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Missing: Name, Class, Age, Sex, Parent phone.',
    );
  });
});
