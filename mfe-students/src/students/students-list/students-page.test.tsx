import {
  actAsInDemo,
  GUEST_CREDENTIALS,
  readCollection,
  schoolToday,
  useSessionStore,
} from '@fees/shared-data';
import type { FeeItemInput, Student } from '@fees/shared-data/core';
import {
  expectLinks,
  renderScreen,
  switchToNewSchool,
  holdAsViewer,
} from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { StudentsPage } from './students-page';
import { ibekweSiblings } from '../testing/siblings';

/** The first demo school's students and classrooms, as seeded. */
async function demoSchool() {
  await useSessionStore.getState().loginGuest();
  const school = readCollection(localStorage, 'schools')[0]!;
  const rooms = readCollection(localStorage, 'classrooms').filter(
    (room) => room.schoolId === school._id,
  );
  const students = readCollection(localStorage, 'students').filter(
    (student) => student.schoolId === school._id,
  );
  return { school, rooms, students };
}

function table() {
  return screen.getByRole('table', { name: /^Students of / });
}

/** The names in the rendered rows (the table renders only the rows in view). */
function shownNames() {
  return within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent)
    .filter((name): name is string => Boolean(name));
}

/** The files the page downloads, read back as lines of text (without the BOM). */
function captureDownloads() {
  // jsdom has no object URLs; these stand in for the browser's own.
  const blobs: Blob[] = [];
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return 'blob:students';
  };
  URL.revokeObjectURL = () => undefined;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return {
    lines: async () =>
      (
        await new Promise<string>((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(reader.result as string);
          reader.readAsText(blobs[0]!);
        })
      )
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/)
        .filter(Boolean),
    restore: () => click.mockRestore(),
  };
}

type Screen = Awaited<ReturnType<typeof renderScreen>>;

type ZubairuClass = {
  name: string;
  classFees: number;
  discount?: number;
  items?: FeeItemInput[];
  takes?: string[];
};

/** A new class of the school with its fee items, and Zubairu Amarachi in it taking `takes`. */
async function zubairuInNewClass(
  source: Screen['source'],
  schoolId: string,
  { name, classFees, discount = 0, items = [], takes = [] }: ZubairuClass,
) {
  const password = GUEST_CREDENTIALS.password;
  const room = await source.create(
    'classrooms',
    { name, classTeacher: 'Mrs Adebayo', classFees, schoolId },
    password,
  );
  const saved = items.length > 0 ? await source.saveFeeItems(room._id, items, password) : [];
  return source.create(
    'students',
    {
      fullname: 'Zubairu Amarachi',
      age: 12,
      sex: 'Female',
      phoneNo: '08031234567',
      parentEmail: '',
      discount,
      classroom: room._id,
      schoolId,
      optionalItems: saved.filter((item) => takes.includes(item.name)).map((item) => item._id),
    },
    password,
  );
}

/** Searches for Zubairu and exports the one match, giving the file's lines. */
async function exportZubairu(user: Screen['user'], downloads: ReturnType<typeof captureDownloads>) {
  await user.type(await screen.findByRole('searchbox', { name: 'Search students' }), 'Zubairu');
  expect(await screen.findByText('1 student match')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByText('1 student exported.')).toBeInTheDocument();
  return downloads.lines();
}

/** Names in the order the list sorts by balance: `sign` 1 smallest first, -1 largest first. */
function byBalance(students: readonly Student[], sign: 1 | -1) {
  const kobo = (student: Student) => Math.round(student.balance * 100);
  return [...students]
    .sort((a, b) => sign * (kobo(a) - kobo(b)))
    .map((student) => student.fullname);
}

describe('StudentsPage', () => {
  it('lists the current school with the columns Name, Class, Fees paid, Balance, Discount, Sex', async () => {
    const { students } = await demoSchool();
    await renderScreen(<StudentsPage />, { route: '/students' });

    expect(await screen.findByText(`${students.length} students`)).toBeInTheDocument();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Class', 'Fees paid', 'Balance↕', 'Discount', 'Sex']);
    const first = students[0]!;
    expect(
      within(table()).getByRole('row', {
        name: `${first.fullname} ${first.classroom} NGN ${first.totalPaidFees.toLocaleString('en-US')} ${first.balance < 0 ? `NGN ${(-first.balance).toLocaleString('en-US')} credit` : `NGN ${first.balance.toLocaleString('en-US')}`} ${first.discount}% ${first.sex}`,
      }),
    ).toBeInTheDocument();
    expectLinks({
      'Back to home': '/',
      'Add student': '/students/register',
    });
    expect(document.title).toBe('Fees Manager | Students');
  });

  it("shows a child charged a sibling discount with both discounts, not 'Discount 0%'", async () => {
    await renderScreen(<StudentsPage />, { route: '/students?q=Ibekwe', arrange: ibekweSiblings });
    expect(
      await within(await screen.findByRole('table', { name: /^Students of / })).findByRole('row', {
        name: /^Ibekwe Chidi .* 0% \+ 10% sibling Female$/,
      }),
    ).toBeInTheDocument();
    expect(
      within(table()).getByRole('row', { name: /^Ibekwe Ada .* 0% Female$/ }),
    ).toBeInTheDocument();
  });

  it('ticks the class of ?classroom= in the filter and shows only that class', async () => {
    const { rooms, students } = await demoSchool();
    const room = rooms[1]!;
    const own = students.filter((student) => student.classroomId === room._id);
    const { user } = await renderScreen(<StudentsPage />, {
      route: `/students?classroom=${room._id}`,
    });

    expect(await screen.findByText(`${own.length} students match`)).toBeInTheDocument();
    expect(new Set(shownNames())).toEqual(new Set(own.map((student) => student.fullname)));
    await user.click(screen.getByRole('button', { name: 'Filter (1)' }));
    expect(screen.getByRole('menuitemcheckbox', { name: room.name })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('menuitemcheckbox', { name: rooms[0]!.name })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('shows only girls for ?sex=Female, and ticking M in the menu adds the boys to the URL', async () => {
    const { students } = await demoSchool();
    const girls = students.filter((student) => student.sex === 'Female');
    const { user, location } = await renderScreen(<StudentsPage />, {
      route: '/students?sex=Female',
    });

    expect(await screen.findByText(`${girls.length} students match`)).toBeInTheDocument();
    const sexes = within(table())
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).queryAllByRole('cell')[5]?.textContent)
      .filter(Boolean);
    expect(sexes.length).toBeGreaterThan(0);
    expect(new Set(sexes)).toEqual(new Set(['Female']));

    await user.click(screen.getByRole('button', { name: 'Filter (1)' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'M' }));
    expect(await screen.findByText(`${students.length} students match`)).toBeInTheDocument();
    expect(new URLSearchParams(location().search).getAll('sex')).toEqual(['Female', 'Male']);
  });

  it('searches by name and keeps the text in the URL', async () => {
    const { students } = await demoSchool();
    const target = students[5]!;
    const word = target.fullname.split(' ')[1]!.toLowerCase();
    const matching = students.filter((student) => student.fullname.toLowerCase().includes(word));
    const { user, location } = await renderScreen(<StudentsPage />, { route: '/students' });

    await user.type(await screen.findByRole('searchbox', { name: 'Search students' }), word);
    expect(
      await screen.findByText(
        matching.length === 1 ? '1 student match' : `${matching.length} students match`,
      ),
    ).toBeInTheDocument();
    expect(shownNames()).toContain(target.fullname);
    expect(shownNames()).toHaveLength(matching.length);
    expect(new URLSearchParams(location().search).get('q')).toBe(word);
  });

  it('clears the search and both filters at once when nothing matches', async () => {
    const { rooms, students } = await demoSchool();
    const { user, location } = await renderScreen(<StudentsPage />, {
      route: `/students?q=zzzz&sex=Male&classroom=${rooms[0]!._id}`,
    });

    expect(await screen.findByText('No students match this search and filter.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByText(`${students.length} students`)).toBeInTheDocument();
    expect(location().search).toBe('');
  });

  it('sorts by Balance: largest first, then smallest first, then registration order again', async () => {
    const { students } = await demoSchool();
    const { user, location } = await renderScreen(<StudentsPage />, { route: '/students' });
    await screen.findByText(`${students.length} students`);
    const header = within(table()).getByRole('columnheader', { name: 'Balance' });
    const button = within(header).getByRole('button', { name: 'Balance' });
    const registered = students.map((student) => student.fullname);
    const largestFirst = byBalance(students, -1);
    expect(largestFirst).not.toEqual(registered);
    expect(header).not.toHaveAttribute('aria-sort');
    const order = () => {
      const params = new URLSearchParams(location().search);
      return [params.get('sort'), params.get('order')];
    };

    await user.click(button);
    await waitFor(() => expect(shownNames()[0]).toBe(largestFirst[0]));
    expect(shownNames()).toEqual(largestFirst.slice(0, shownNames().length));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(order()).toEqual(['balance', 'desc']);

    // The header keeps the focus, so the keyboard steps on.
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    const smallestFirst = byBalance(students, 1);
    await waitFor(() => expect(shownNames()[0]).toBe(smallestFirst[0]));
    expect(shownNames()).toEqual(smallestFirst.slice(0, shownNames().length));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(order()).toEqual(['balance', 'asc']);

    await user.keyboard(' ');
    await waitFor(() => expect(shownNames()[0]).toBe(registered[0]));
    expect(shownNames()).toEqual(registered.slice(0, shownNames().length));
    expect(header).not.toHaveAttribute('aria-sort');
    expect(location().search).toBe('');
  });

  it('opens sorted from a shared ?sort=balance&order=desc, filters within it and exports in it', async () => {
    const downloads = captureDownloads();
    const { rooms, students } = await demoSchool();
    const room = rooms[0]!;
    const own = students.filter((student) => student.classroomId === room._id);
    const { user } = await renderScreen(<StudentsPage />, {
      route: `/students?classroom=${room._id}&sort=balance&order=desc`,
    });
    expect(await screen.findByText(`${own.length} students match`)).toBeInTheDocument();
    const largestFirst = byBalance(own, -1);
    expect(shownNames()).toEqual(largestFirst.slice(0, shownNames().length));
    expect(within(table()).getByRole('columnheader', { name: 'Balance' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await screen.findByText(`${own.length} students exported.`);
    const names = (await downloads.lines()).slice(1).map((line) => line.split(',')[0]);
    expect(names).toEqual(largestFirst);
    downloads.restore();
  });

  it('moves between rows with the arrow keys and opens one with Enter', async () => {
    const { students } = await demoSchool();
    const { user, location } = await renderScreen(<StudentsPage />, { route: '/students' });
    await screen.findByText(`${students.length} students`);

    const firstRow = await within(table()).findByRole('row', {
      name: new RegExp(`^${students[0]!.fullname} `),
    });
    firstRow.focus();
    await user.keyboard('{ArrowDown}');
    expect(within(table()).getAllByRole('row')[2]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(location().pathname).toBe(`/students/${students[1]!._id}`);
  });

  it('reaches the Balance header, then the first row, with Tab from the page controls', async () => {
    const { students } = await demoSchool();
    const { user, location } = await renderScreen(<StudentsPage />, { route: '/students' });
    await screen.findByText(`${students.length} students`);
    await within(table()).findByRole('row', { name: new RegExp(`^${students[0]!.fullname} `) });

    screen.getByRole('button', { name: 'Filter' }).focus();
    await user.tab();
    expect(within(table()).getByRole('button', { name: 'Balance' })).toHaveFocus();
    await user.tab();
    expect(within(table()).getAllByRole('row')[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(location().pathname).toBe(`/students/${students[0]!._id}`);

    await user.click(within(table()).getAllByRole('row')[3]!.querySelector('td')!);
    expect(location().pathname).toBe(`/students/${students[2]!._id}`);
  });

  it('without a current school shows the shared no-school state', async () => {
    await renderScreen(<StudentsPage />, { route: '/students', school: null });
    expect(screen.getByText(/Choose a school first to see its students\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a school' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add student' })).toBeNull();
  });

  it("with no students says 'There are no students registered under {school name}.'", async () => {
    const { source } = await renderScreen(<StudentsPage />, { route: '/students' });
    await switchToNewSchool(source, 'Greenfield Academy');

    expect(
      await screen.findByText('There are no students registered under Greenfield Academy.'),
    ).toBeInTheDocument();
    const adds = screen.getAllByRole('link', { name: 'Add student' });
    expect(adds.length).toBeGreaterThan(0);
    for (const link of adds) expect(link).toHaveAttribute('href', '/students/register');
    expect(screen.queryByRole('table')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull());
  });

  it('exports the filtered list as CSV, quoting commas and quotes and keeping non-ASCII names', async () => {
    const downloads = captureDownloads();
    const { rooms } = await demoSchool();
    const room = rooms[0]!;
    const { user, source, school } = await renderScreen(<StudentsPage />, {
      route: '/students',
    });
    await source.create(
      'students',
      {
        fullname: 'Ọlá "Zz", Adébáyọ̀',
        age: 7,
        sex: 'Female',
        phoneNo: '08031234567',
        parentEmail: 'ola.parent@example.com',
        discount: 10,
        classroom: room._id,
        schoolId: school!._id,
      },
      GUEST_CREDENTIALS.password,
    );
    await user.type(await screen.findByRole('searchbox', { name: 'Search students' }), 'zz');
    expect(await screen.findByText('1 student match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('1 student exported.')).toBeInTheDocument();
    const expected = room.classFees * 0.9;
    expect(await downloads.lines()).toEqual([
      'Name,Class,Age,Sex,Parent phone,Parent e-mail,Discount %,Optional items,Brought forward,Fees expected,Fees paid,Outstanding,Balance,Transfer account',
      `"Ọlá ""Zz"", Adébáyọ̀",${room.name},7,Female,08031234567,ola.parent@example.com,10,,0,${expected},0,${expected},${expected},`,
    ]);
    downloads.restore();
  });

  it('writes what is outstanding to the kobo: NGN 41,667.20 expected less NGN 25,000 paid', async () => {
    const downloads = captureDownloads();
    const { user, source, school } = await renderScreen(<StudentsPage />, { route: '/students' });
    const schoolId = school!._id;
    const student = await zubairuInNewClass(source, schoolId, {
      name: 'Jss2',
      classFees: 52084,
      discount: 20,
    });
    await source.recordOfflinePayment(
      {
        schoolId,
        studentId: student._id,
        amount: 25000,
        method: 'cash',
        receivedOn: schoolToday(),
        depositorName: 'Zubairu Halima',
        purpose: 'First term school fees',
      },
      GUEST_CREDENTIALS.password,
    );

    expect((await exportZubairu(user, downloads))[1]).toBe(
      'Zubairu Amarachi,Jss2,12,Female,08031234567,,20,,0,41667.2,25000,16667.2,16667.2,',
    );
    downloads.restore();
  });

  it("names the optional items a student takes, in the class's order", async () => {
    const downloads = captureDownloads();
    const { user, source, school } = await renderScreen(<StudentsPage />, { route: '/students' });
    await zubairuInNewClass(source, school!._id, {
      name: 'Jss3',
      classFees: 40000,
      items: [
        { name: 'Books and materials', amount: 12500, optional: false },
        { name: 'School bus', amount: 30000, optional: true },
        { name: 'Lunch', amount: 20000, optional: true },
      ],
      takes: ['Lunch', 'School bus'],
    });

    expect((await exportZubairu(user, downloads))[1]).toBe(
      'Zubairu Amarachi,Jss3,12,Female,08031234567,,0,School bus; Lunch,0,102500,0,102500,102500,',
    );
    downloads.restore();
  });

  it("writes each student's transfer account, a child in a family the family's", async () => {
    const downloads = captureDownloads();
    const { user, source, school } = await renderScreen(<StudentsPage />, {
      route: '/students',
      arrange: ibekweSiblings,
    });
    const schoolId = school!._id;
    const account = { bankCode: '058', accountNumber: '0123456789' };
    await source.setSettlement(schoolId, account, GUEST_CREDENTIALS.password);
    const [ada] = (await source.list('students', { filter: { schoolId }, q: 'Ibekwe Ada' })).items;
    const family = await source.giveTransferAccount({ holder: 'families', id: ada!.familyId! });
    const lone = await zubairuInNewClass(source, schoolId, { name: 'Jss2', classFees: 10000 });
    const own = await source.giveTransferAccount({ holder: 'students', id: lone._id });

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(/students exported\.$/)).toBeInTheDocument();
    const cells = (await downloads.lines()).map((line) => [
      line.slice(0, line.indexOf(',')),
      line.slice(line.lastIndexOf(',"') + 1),
    ]);
    const said = (given: typeof family) =>
      `"${given.accountNumber}, ${given.bankName}, ${given.accountName}"`;
    expect(cells).toEqual(
      expect.arrayContaining([
        ['Ibekwe Ada', said(family)],
        ['Ibekwe Chidi', said(family)],
        ['Zubairu Amarachi', said(own)],
      ]),
    );
    downloads.restore();
  });

  it('offers the demo bursar to add and import students', async () => {
    await renderScreen(<StudentsPage />, {
      route: '/students',
      arrange: () => actAsInDemo('bursar'),
    });
    await screen.findByRole('table', { name: /^Students of / });
    expectLinks({ 'Add student': '/students/register', 'Import students': '/students/import' });
  });

  it('shows a viewer the register and its export, but no way to add or import', async () => {
    await renderScreen(<StudentsPage />, {
      route: '/students',
      arrange: ({ source, school }) => holdAsViewer(source, school!._id),
    });
    await screen.findByRole('table', { name: /^Students of / });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add student' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Import students' })).toBeNull();
  });
});
