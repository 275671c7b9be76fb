import { formatMoney, schoolToday } from '@fees/shared-data';
import { sessionDays, sessionOf } from '@fees/shared-data/core';
import { arrangeClassroomWithStudent, type ArrangeContext } from './render-screen';

/**
 * An `arrange` step in either mode: Obi Ada of a new Primary3 class (NGN 40,000) on a plan of her
 * own, half due on the session's first day and half on its last, who paid NGN 5,000 in cash today.
 * `sentence` is what her pay link and statement say is left and by when.
 */
export async function arrangeLateStudent(context: ArrangeContext) {
  const { source, password } = context;
  const { room, student } = await arrangeClassroomWithStudent(context);
  const days = sessionDays(sessionOf());
  if (!days || !password) throw new Error('arrangeLateStudent needs a session and a password');
  await source.setStudentPlan(
    student._id,
    [
      { dueOn: days.first, percent: 50 },
      { dueOn: days.last, percent: 50 },
    ],
    password,
  );
  await source.recordOfflinePayment(
    {
      ...{ schoolId: student.schoolId, studentId: student._id, method: 'cash', amount: 5000 },
      ...{ receivedOn: schoolToday(), depositorName: 'Ngozi Obi', purpose: 'School fees' },
    },
    password,
  );
  // Only on the session's first day is its first part not yet late.
  const first = schoolToday() > days.first ? 'was due on 1 September' : 'due by 1 September';
  return {
    room,
    student,
    dueNow: 15000,
    sentence: `NGN 15,000 ${first}; the rest, NGN 20,000, by 31 August`,
  };
}

/**
 * An `arrange` step in either mode: arrangeLateStudent's Obi Ada and her brother Obi Chidi in her
 * class, all of whose fees fall on the session's last day; `sentence` is what the family's pay link
 * says is left and by when.
 */
export async function arrangeLateFamily(context: ArrangeContext) {
  const { source, password } = context;
  const late = await arrangeLateStudent(context);
  const days = sessionDays(sessionOf());
  if (!days || !password) throw new Error('arrangeLateFamily needs a session and a password');
  const brother = await source.create(
    'students',
    {
      ...{ fullname: 'Obi Chidi', age: 7, sex: 'Male', phoneNo: '08031234567', discount: 0 },
      ...{ classroom: late.room._id, schoolId: late.student.schoolId, siblingOf: late.student._id },
    },
    password,
  );
  await source.setStudentPlan(brother._id, [{ dueOn: days.last, percent: 100 }], password);
  const rest = formatMoney(20000 + brother.totalFeesExpected);
  return {
    ...late,
    brother,
    familyId: brother.familyId,
    sentence: late.sentence.replace(/NGN 20,000/, rest),
  };
}
