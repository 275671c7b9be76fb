import { actAsInDemo, GUEST_CREDENTIALS, schoolToday } from '@fees/shared-data';
import { formatLateSince, formatLongDay } from '@fees/shared-data/core';
import {
  answerAdminPassword,
  arrangeClassroomWithStudent,
  renderScreen,
} from '@fees/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { StudentPage } from '../student-page/student-page';
import { StudentPlanPage } from './student-plan-page';

const pages = (
  <Routes>
    <Route path="/students/:studentId" element={<StudentPage />} />
    <Route path="/students/:studentId/plan" element={<StudentPlanPage />} />
  </Routes>
);

const rowsOf = async (name: string) =>
  within(await screen.findByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => row.textContent);

/** The value beside a label in the student's details. */
const detail = (label: string) => screen.getByRole('rowheader', { name: label }).nextSibling;

describe("A student's payment plan", () => {
  it("shows a new pupil late under the demo's plan, then on a plan of her own, then back", async () => {
    // A new pupil of NGN 40,000 this term who has paid nothing, in a school whose plan asks 60%
    // a week ago and the rest in four weeks.
    const { user, source, arranged } = await renderScreen(pages, {
      arrange: arrangeClassroomWithStudent,
      route: ({ student }) => `/students/${student._id}`,
    });
    const { instalments } = await source.getPlan(arranged.student.schoolId);
    const [first, second] = instalments.map(({ dueOn }) => dueOn);
    expect(await rowsOf('Payment plan')).toEqual([
      'Due dateAmountStanding',
      `${formatLongDay(first!)} (60%)NGN 24,000Late`,
      `${formatLongDay(second!)} (40%)NGN 16,000Due`,
    ]);
    expect(screen.getByText("The school's plan for this term.")).toBeInTheDocument();
    expect(detail('Due now')).toHaveTextContent('NGN 24,000');
    expect(detail('Late since')).toHaveTextContent(formatLateSince(first!, schoolToday()));

    await user.click(screen.getByRole('link', { name: 'Give a plan of their own' }));
    const rows = await screen.findAllByRole('group', { name: /^Instalment \d$/ });
    await user.click(screen.getByRole('button', { name: 'Remove instalment 1' }));
    expect(screen.getAllByRole('group', { name: /^Instalment \d$/ })).toHaveLength(rows.length - 1);
    await user.click(screen.getByRole('button', { name: 'The rest (100%) to the last' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await answerAdminPassword(user, GUEST_CREDENTIALS.password);

    expect(await screen.findByText('Obi Ada has a plan of their own.')).toBeInTheDocument();
    expect(await screen.findByText('Their own plan for this term.')).toBeInTheDocument();
    expect(await rowsOf('Payment plan')).toEqual([
      'Due dateAmountStanding',
      `${formatLongDay(second!)} (100%)NGN 40,000Due`,
    ]);
    await waitFor(() => expect(detail('Due now')).toHaveTextContent('NGN 0'));
    expect(screen.queryByRole('rowheader', { name: 'Late since' })).toBeNull();

    await user.click(screen.getByRole('button', { name: "Return to the school's plan" }));
    await answerAdminPassword(user, GUEST_CREDENTIALS.password, {
      name: "Return to the school's plan?",
      submit: "Return to the school's plan",
    });
    expect(await screen.findByText("Obi Ada follows the school's plan again.")).toBeInTheDocument();
    expect(await screen.findByText("The school's plan for this term.")).toBeInTheDocument();
    await waitFor(() => expect(detail('Due now')).toHaveTextContent('NGN 24,000'));
  });

  it('keeps the own plan when the password is wrong', async () => {
    const { user, source, arranged } = await renderScreen(pages, {
      arrange: async (context) => {
        const made = await arrangeClassroomWithStudent(context);
        const { instalments } = await context.source.getPlan(made.student.schoolId);
        await context.source.setStudentPlan(
          made.student._id,
          [{ dueOn: instalments.at(-1)!.dueOn, percent: 100 }],
          context.password!,
        );
        return made;
      },
      route: ({ student }) => `/students/${student._id}`,
    });
    await user.click(await screen.findByRole('button', { name: "Return to the school's plan" }));
    const dialog = await answerAdminPassword(user, 'not-the-password', {
      name: "Return to the school's plan?",
      submit: "Return to the school's plan",
    });
    expect(await within(dialog).findByText('Incorrect password')).toBeInTheDocument();
    expect((await source.getStudentPlan(arranged.student._id)).own).toBe(true);
  });

  it('shows the demo bursar the plan and its standing, with nothing to change it', async () => {
    await renderScreen(pages, {
      arrange: async (context) => {
        const made = await arrangeClassroomWithStudent(context);
        actAsInDemo('bursar');
        return made;
      },
      route: ({ student }) => `/students/${student._id}`,
    });
    expect(await rowsOf('Payment plan')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'Give a plan of their own' })).toBeNull();
  });
});
