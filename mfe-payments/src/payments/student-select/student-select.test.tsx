import type { Student } from '@fees/shared-data/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { StudentSelect } from './student-select';

function student(index: number): Student {
  const id = `64f0${String(index).padStart(20, '0')}`;
  return {
    _id: id,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    fullname: `Pupil${index} Adebayo`,
    classroom: `Primary${(index % 6) + 1}`,
    classroomId: `room-${index % 6}`,
    age: 8,
    sex: index % 2 ? 'Male' : 'Female',
    discount: 0,
    phoneNo: '08030000000',
    parentEmail: '',
    familyId: '',
    totalPaidFees: 0,
    totalFeesExpected: 50000,
    broughtForward: 0,
    balance: 50000,
    dueNow: 50000,
    overdueSince: '2026-09-01',
    optionalItems: [],
    enrolment: 'enrolled',
    schoolId: 'school-1',
    changeRequest: null,
    changeDeclined: null,
  };
}

const MANY = Array.from({ length: 5000 }, (_, index) => student(index));

function Harness({ students }: { students: readonly Student[] }) {
  const [value, setValue] = useState('');
  return (
    <StudentSelect students={students} value={value} onChange={(chosen) => setValue(chosen._id)} />
  );
}

describe('StudentSelect', () => {
  it('tells two students apart whose name and class read the same, by the parent phone', async () => {
    const user = userEvent.setup();
    const alike = { fullname: 'Tamuno Chidi', classroom: 'Jss1' };
    render(
      <Harness
        students={[
          { ...student(1), ...alike, phoneNo: '08031111111' },
          { ...student(2), ...alike, phoneNo: '08032222222' },
          { ...student(3), fullname: 'Tamuno Chinedu', classroom: 'SSS1' },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: /^Select student/ }));
    const options = within(screen.getByRole('listbox', { name: 'Students' })).getAllByRole(
      'option',
    );
    expect(options.map((option) => option.textContent)).toEqual([
      'Tamuno Chidi - (Jss1), parent 08031111111 NGN 50,000 owed',
      'Tamuno Chidi - (Jss1), parent 08032222222 NGN 50,000 owed',
      'Tamuno Chinedu - (SSS1) NGN 50,000 owed',
    ]);
    await user.click(options[1]!);
    expect(screen.getByRole('button', { name: /^Select student/ })).toHaveAccessibleName(
      'Select student Tamuno Chidi - (Jss1), parent 08032222222',
    );
  });

  it("names each option's balance beside the student: owed, 'Paid' or a credit", async () => {
    const user = userEvent.setup();
    const figures = (balance: number) => ({ totalPaidFees: 50000 - balance, balance });
    render(
      <Harness
        students={[
          { ...student(1), ...figures(25000) },
          { ...student(2), ...figures(0) },
          { ...student(3), ...figures(-5000) },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: /^Select student/ }));
    const options = within(screen.getByRole('listbox', { name: 'Students' })).getAllByRole(
      'option',
    );
    // Their text keeps its words apart, as shown, and the name holds it all, with a pause.
    expect(options.map((option) => option.textContent)).toEqual([
      'Pupil1 Adebayo - (Primary2) NGN 25,000 owed',
      'Pupil2 Adebayo - (Primary3) Paid',
      'Pupil3 Adebayo - (Primary4) NGN 5,000 credit',
    ]);
    expect(options[0]).toHaveAccessibleName('Pupil1 Adebayo - (Primary2), NGN 25,000 owed');
    expect(options[1]).toHaveAccessibleName('Pupil2 Adebayo - (Primary3), Paid');
    expect(options[2]).toHaveAccessibleName('Pupil3 Adebayo - (Primary4), NGN 5,000 credit');
  });

  it('renders only the options in view of 5,000 students, and still finds any of them', async () => {
    const user = userEvent.setup();
    render(<Harness students={MANY} />);
    await user.click(screen.getByRole('button', { name: /^Select student/ }));
    const list = screen.getByRole('listbox', { name: 'Students' });
    const options = within(list).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThan(30);
    expect(options[0]).toHaveAttribute('aria-setsize', '5000');

    await user.type(screen.getByRole('combobox', { name: 'Search students' }), 'PUPIL4321');
    expect(within(list).getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /^Select student/ })).toHaveAccessibleName(
      'Select student Pupil4321 Adebayo - (Primary2)',
    );
  });

  it('reopens at the chosen student, and Tab away closes the list', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness students={MANY.slice(0, 50)} />
        <button type="button">Next field</button>
      </>,
    );
    const trigger = screen.getByRole('button', { name: /^Select student/ });
    await user.click(trigger);
    await user.type(screen.getByRole('combobox', { name: 'Search students' }), 'pupil12');
    await user.keyboard('{Enter}');

    await user.click(trigger);
    const search = screen.getByRole('combobox', { name: 'Search students' });
    const active = document.getElementById(search.getAttribute('aria-activedescendant')!);
    expect(active).toHaveTextContent('Pupil12 Adebayo - (Primary1)');
    await user.keyboard('{ArrowUp}');
    expect(
      document.getElementById(search.getAttribute('aria-activedescendant')!),
    ).toHaveTextContent('Pupil11 Adebayo');

    await user.tab();
    await user.tab();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('chooses an option by mouse', async () => {
    const user = userEvent.setup();
    render(<Harness students={MANY.slice(0, 5)} />);
    await user.click(screen.getByRole('button', { name: /^Select student/ }));
    await user.click(
      screen.getByRole('option', { name: 'Pupil3 Adebayo - (Primary4), NGN 50,000 owed' }),
    );
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('button', { name: /^Select student/ })).toHaveAccessibleName(
      'Select student Pupil3 Adebayo - (Primary4)',
    );
  });
});
