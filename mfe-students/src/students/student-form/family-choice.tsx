import { familiesQueryOptions, familyQueryOptions, studentsQueryOptions } from '@fees/shared-data';
import type { Family, Student, StudentFormValues } from '@fees/shared-data/core';
import { Button, TextField, useDebouncedValue } from '@fees/shared-ui';
import { Fieldset } from '@fees/shared-ui/pages';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { StudentFormInput } from './student-form';
import { SEARCH_PAUSE_MS } from '../students-list/use-student-filters';
import styles from './family-choice.module.css';

type StudentFormApi = UseFormReturn<StudentFormInput, unknown, StudentFormValues>;

/** Students a sibling search shows at once: enough to pick from, few enough to read. */
const SIBLING_MATCHES = 6;
/** A search shorter than this matches half the school. */
const SEARCH_MIN = 2;

const childrenOf = (family: Family) =>
  `${family.children} ${family.children === 1 ? 'child' : 'children'}`;

/**
 * The student's family (docs/families.md): the one they are in, with a way out; else 'Sibling of'
 * (search the school's students) and the family whose parent phone or e-mail matches the form's.
 * Linking copies the family's, or the sibling's, parent details into the form, as the save will.
 */
export function FamilyChoice({
  form,
  schoolId,
  studentId,
}: {
  form: StudentFormApi;
  schoolId: string;
  studentId?: string;
}) {
  const [familyId, siblingOf] = useWatch({
    control: form.control,
    name: ['familyId', 'siblingOf'],
  });
  const [sibling, setSibling] = useState<Student | null>(null);
  const savedFamilyId = form.formState.defaultValues?.familyId ?? '';
  const set = (name: 'familyId' | 'siblingOf' | 'phoneNo' | 'parentEmail', value: string) =>
    form.setValue(name, value, { shouldDirty: true });
  const copyDetails = (from: { phoneNo: string; parentEmail: string }) => {
    set('phoneNo', from.phoneNo);
    set('parentEmail', from.parentEmail);
  };

  let body;
  if (siblingOf !== '' && sibling) {
    body = (
      <p className={styles.chosen}>
        <span>{`Sibling of ${sibling.fullname} (${sibling.classroom}): joins their family.`}</span>
        <Button
          variant="light"
          width="auto"
          icon={null}
          onClick={() => {
            set('siblingOf', '');
            setSibling(null);
          }}
        >
          Choose another
        </Button>
      </p>
    );
  } else if (familyId !== '') {
    body = (
      <CurrentFamily
        familyId={familyId}
        joining={familyId !== savedFamilyId}
        onLeave={() => set('familyId', '')}
      />
    );
  } else {
    body = (
      <>
        {savedFamilyId !== '' ? (
          <p className={styles.chosen}>
            <span>Leaves the family when saved. Their parent details stay as they are.</span>
            <Button
              variant="light"
              width="auto"
              icon={null}
              onClick={() => set('familyId', savedFamilyId)}
            >
              Stay in the family
            </Button>
          </p>
        ) : null}
        {savedFamilyId === '' ? (
          <MatchingFamily
            form={form}
            schoolId={schoolId}
            onJoin={(family) => {
              set('familyId', family._id);
              copyDetails(family);
            }}
          />
        ) : null}
        <SiblingSearch
          schoolId={schoolId}
          studentId={studentId}
          error={
            form.formState.errors.siblingOf?.message ?? form.formState.errors.familyId?.message
          }
          onPick={(picked) => {
            setSibling(picked);
            set('siblingOf', picked._id);
            copyDetails(picked);
          }}
        />
      </>
    );
  }

  return <Fieldset legend="Family">{body}</Fieldset>;
}

function CurrentFamily({
  familyId,
  joining,
  onLeave,
}: {
  familyId: string;
  joining: boolean;
  onLeave: () => void;
}) {
  const family = useQuery(familyQueryOptions(familyId)).data;
  if (!family) return <p className={styles.chosen}>Loading the family...</p>;
  return (
    <p className={styles.chosen}>
      <span>
        {joining ? 'Joins ' : 'In '}
        <Link to={`/students/families/${family._id}`}>{family.name}</Link>
        {` (${childrenOf(family)}). The parent phone and e-mail are the family's: change them on its page.`}
      </span>
      <Button variant="light" width="auto" icon={null} onClick={onLeave}>
        {joining ? 'Do not join' : 'Leave family'}
      </Button>
    </p>
  );
}

/** A family of the school whose parent phone or e-mail is the one typed, offered to join. */
function MatchingFamily({
  form,
  schoolId,
  onJoin,
}: {
  form: StudentFormApi;
  schoolId: string;
  onJoin: (family: Family) => void;
}) {
  const [phoneNo, parentEmail] = useWatch({
    control: form.control,
    name: ['phoneNo', 'parentEmail'],
  });
  const phone = useDebouncedValue(phoneNo.trim(), SEARCH_PAUSE_MS);
  const email = useDebouncedValue(parentEmail.trim().toLowerCase(), SEARCH_PAUSE_MS);
  const byPhone = useQuery({
    ...familiesQueryOptions(schoolId, { q: phone, limit: 5 }),
    enabled: phone.length >= 11,
  }).data;
  const byEmail = useQuery({
    ...familiesQueryOptions(schoolId, { q: email, limit: 5 }),
    enabled: email.includes('@'),
  }).data;
  const match =
    byPhone?.items.find((family) => family.phoneNo === phone) ??
    byEmail?.items.find((family) => family.parentEmail.toLowerCase() === email);
  if (!match) return null;
  return (
    <p className={styles.chosen} role="status">
      <span>{`${match.name} (${childrenOf(match)}) has this parent ${match.phoneNo === phone ? 'phone' : 'e-mail'}.`}</span>
      <Button variant="light" width="auto" icon={null} onClick={() => onJoin(match)}>
        {`Join ${match.name}`}
      </Button>
    </p>
  );
}

function SiblingSearch({
  schoolId,
  studentId,
  error,
  onPick,
}: {
  schoolId: string;
  studentId?: string;
  error?: string;
  onPick: (student: Student) => void;
}) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_PAUSE_MS);
  const listId = useId();
  const found = useQuery({
    ...studentsQueryOptions({ filter: { schoolId }, q, limit: SIBLING_MATCHES + 1 }),
    enabled: q.length >= SEARCH_MIN,
  }).data;
  const matches = (found?.items ?? [])
    .filter((one) => one._id !== studentId)
    .slice(0, SIBLING_MATCHES);
  return (
    <>
      <TextField
        label="Sibling of (optional)"
        type="search"
        autoComplete="off"
        hint="Type a brother's or sister's name: the student joins their family."
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error}
        aria-controls={listId}
      />
      <div id={listId}>
        {q.length >= SEARCH_MIN && found ? (
          matches.length === 0 ? (
            <p role="status">No student of this school matches.</p>
          ) : (
            <ul className={styles.matches} aria-label="Students to pick as a sibling">
              {matches.map((one) => (
                <li key={one._id}>
                  <Button variant="light" width="auto" icon={null} onClick={() => onPick(one)}>
                    {`${one.fullname}, ${one.classroom}${one.familyId ? ' (in a family)' : ''}`}
                  </Button>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </div>
    </>
  );
}
