import {
  InfiniteQueryObserver,
  MutationObserver,
  type MutationOptions,
} from '@tanstack/react-query';
import { GUEST_CREDENTIALS } from '../constants/guest';
import { useConfigStore } from '../stores/config-store';
import { useCurrentSchoolStore } from '../stores/current-school-store';
import { useSessionStore } from '../stores/session-store';
import {
  classroomQueryOptions,
  classroomsQueryOptions,
  createClassroomMutationOptions,
} from './school-records/classrooms';
import {
  paymentsQueryOptions,
  recordPaymentMutationOptions,
  initializePaymentMutationOptions,
} from './money/payments';
import { queryClient } from './query-client';
import {
  createSchoolMutationOptions,
  deleteSchoolMutationOptions,
  schoolQueryOptions,
  schoolsQueryOptions,
} from './school-records/schools';
import { searchIndexQueryOptions } from './search';
import {
  deleteStudentMutationOptions,
  studentPagesQueryOptions,
  studentsQueryOptions,
} from './school-records/students';
import { updateProfileMutationOptions } from './accounts/users';

const password = GUEST_CREDENTIALS.password;

/** Runs a mutation the way useMutation does, through the shared client. */
function run<TData, TVariables>(
  options: MutationOptions<TData, Error, TVariables>,
  variables: TVariables,
) {
  return new MutationObserver(queryClient, options).mutate(variables);
}

beforeEach(async () => {
  useConfigStore.getState().setConfig({ guestLatencyMs: 0 });
  await useSessionStore.getState().loginGuest();
});

afterAll(() => useSessionStore.getState().logout());

async function firstSchool() {
  const { items } = await queryClient.fetchQuery(schoolsQueryOptions());
  const school = items[0];
  if (!school) throw new Error('demo data has no school');
  return school;
}

describe('queries over the active source', () => {
  it('reads lists and details of every entity', async () => {
    const school = await firstSchool();
    expect((await queryClient.fetchQuery(schoolQueryOptions(school._id))).name).toBe(school.name);
    const rooms = await queryClient.fetchQuery(
      classroomsQueryOptions({ filter: { schoolId: school._id } }),
    );
    expect(rooms.total).toBe(school.noOfClassrooms);
    const room = rooms.items[0];
    expect((await queryClient.fetchQuery(classroomQueryOptions(room?._id ?? ''))).schoolId).toBe(
      school._id,
    );
    const students = await queryClient.fetchQuery(
      studentsQueryOptions({ filter: { classroomId: room?._id } }),
    );
    expect(students.total).toBe(room?.noOfStudents);
    const payments = await queryClient.fetchQuery(
      paymentsQueryOptions({ filter: { schoolId: school._id } }),
    );
    expect(payments.total).toBeGreaterThan(0);
  });

  it('reads a long list page by page until every match is loaded', async () => {
    const school = await firstSchool();
    const observer = new InfiniteQueryObserver(
      queryClient,
      studentPagesQueryOptions({ filter: { schoolId: school._id } }, 7),
    );
    await observer.refetch();
    let result = observer.getCurrentResult();
    expect(result.data?.pages[0]?.items).toHaveLength(7);
    while (result.hasNextPage) result = await observer.fetchNextPage();
    const ids = result.data?.pages.flatMap((page) => page.items.map((student) => student._id));
    expect(ids).toHaveLength(school.noOfStudents);
    expect(new Set(ids).size).toBe(school.noOfStudents);
  });

  it('builds the search index from all schools, classrooms and students', async () => {
    const index = await queryClient.fetchQuery(searchIndexQueryOptions());
    expect(index).toHaveLength(4 + 20 + 300);
  });
});

describe('mutations invalidate what they change', () => {
  it('a new classroom shows in the list and the school counter', async () => {
    const school = await firstSchool();
    const listOptions = classroomsQueryOptions({ filter: { schoolId: school._id } });
    const before = await queryClient.fetchQuery(listOptions);
    await run(createClassroomMutationOptions(), {
      input: {
        name: 'Primary2',
        classTeacher: 'Mrs Ibe Ada',
        classFees: 30000,
        schoolId: school._id,
      },
      password,
    });
    expect(queryClient.getQueryState(listOptions.queryKey)?.isInvalidated).toBe(true);
    expect((await queryClient.fetchQuery(listOptions)).total).toBe(before.total + 1);
    expect((await queryClient.fetchQuery(schoolQueryOptions(school._id))).noOfClassrooms).toBe(
      school.noOfClassrooms + 1,
    );
  });

  it('a payment refreshes payments and the paid totals', async () => {
    const school = await firstSchool();
    const { items } = await queryClient.fetchQuery(
      studentsQueryOptions({ filter: { schoolId: school._id } }),
    );
    const student = items[0];
    if (!student) throw new Error('no student');
    const details = {
      schoolId: school._id,
      studentId: student._id,
      amount: 1000,
      depositorName: 'Ngozi Obi',
      email: 'ngozi@example.com',
      purpose: 'Development levy',
    };
    const { reference } = await run(initializePaymentMutationOptions(), details);
    await run(recordPaymentMutationOptions(), {
      details,
      checkout: { reference, status: 'success', message: 'Approved', transaction: '1' },
    });
    const payments = await queryClient.fetchQuery(
      paymentsQueryOptions({ filter: { studentId: student._id } }),
    );
    expect(payments.items[0]?.referenceNo).toBe(reference);
    expect((await queryClient.fetchQuery(schoolQueryOptions(school._id))).totalFees).toBe(
      school.totalFees + 1000,
    );
  });

  it('a deleted student leaves the lists', async () => {
    const options = studentsQueryOptions();
    const { items, total } = await queryClient.fetchQuery(options);
    await run(deleteStudentMutationOptions(), { id: items[0]?._id ?? '', password });
    expect((await queryClient.fetchQuery(options)).total).toBe(total - 1);
  });

  it('deleting the chosen school un-chooses it and empties its data', async () => {
    // Every demo school has payments, which are never erased: a new school can go.
    const school = await run(createSchoolMutationOptions(), {
      input: { name: 'Short Lived School', address: '1 Marina, Lagos', level: 'Other' },
      password,
    });
    await run(createClassroomMutationOptions(), {
      input: {
        name: 'Primary1',
        classTeacher: 'Mrs Ibe Ada',
        classFees: 30000,
        schoolId: school._id,
      },
      password,
    });
    useCurrentSchoolStore.getState().setSchoolId(school._id);
    await run(deleteSchoolMutationOptions(), { id: school._id, password });
    expect(useCurrentSchoolStore.getState().schoolId).toBeNull();
    expect((await queryClient.fetchQuery(schoolsQueryOptions())).total).toBe(4);
    const rooms = await queryClient.fetchQuery(
      classroomsQueryOptions({ filter: { schoolId: school._id } }),
    );
    expect(rooms.total).toBe(0);
  });

  it('a profile edit refreshes the session user', async () => {
    const user = useSessionStore.getState().user;
    await run(updateProfileMutationOptions(), {
      userId: user?._id ?? '',
      input: { firstname: 'Temi', lastname: 'Admin', phone: '08012345678' },
      password,
    });
    expect(useSessionStore.getState().user?.firstname).toBe('Temi');
  });

  it('a wrong admin password fails the mutation and changes nothing', async () => {
    const options = studentsQueryOptions();
    const { items, total } = await queryClient.fetchQuery(options);
    await expect(
      run(deleteStudentMutationOptions(), { id: items[0]?._id ?? '', password: 'wrong' }),
    ).rejects.toThrow('Incorrect password');
    expect((await queryClient.fetchQuery({ ...options, staleTime: 0 })).total).toBe(total);
  });
});
