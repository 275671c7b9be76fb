import { AdminPasswordModal, Button, Callout, Card, LoadingBox } from '@fees/shared-ui';
import { CurrentSchoolPage, Loaded, RoleGate } from '@fees/shared-ui/pages';
import {
  errorMessage,
  feeItemsQueryOptions,
  isWrongPassword,
  LIMITS,
  useCurrentSchool,
  useSchoolClassrooms,
} from '@fees/shared-data';
import type { Classroom, School } from '@fees/shared-data/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { ImportPreview } from './import-preview';
import { ImportProblems } from './import-problems';
import { readStudentFile, type StudentFile } from './read-student-file';
import { STUDENT_CSV_COLUMNS } from '../students-list/use-export-students';
import { useImportStudents } from './use-import-students';
import styles from './student-import-page.module.css';

type Chosen = { name: string; file: StudentFile };

function ImportForm({ school, classrooms }: { school: School; classrooms: Classroom[] }) {
  const importer = useImportStudents(school._id);
  const queryClient = useQueryClient();
  const inputId = useId();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [reading, setReading] = useState(false);
  const [asking, setAsking] = useState(false);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setFailure(null);
    if (!file) return;
    setReading(true);
    try {
      const text = await file.text();
      setChosen({
        name: file.name,
        file: await readStudentFile(text, classrooms, school.name, (classroomId) =>
          queryClient.fetchQuery(feeItemsQueryOptions(classroomId)),
        ),
      });
    } catch (error) {
      setChosen(null);
      setFailure(`The file could not be read. ${errorMessage(error)}`);
    } finally {
      setReading(false);
    }
  }

  async function confirm(password: string) {
    if (!chosen) return;
    setPasswordError(null);
    try {
      await importer.importAll(chosen.file.students, password);
    } catch (error) {
      if (isWrongPassword(error)) {
        setPasswordError(errorMessage(error));
        return;
      }
      setAsking(false);
      setFailure(`The students were not imported. ${importer.describe(error)}`);
    }
  }

  const file = chosen?.file;
  const bad = file?.lines.filter((line) => line.problems.length > 0).length ?? 0;
  const tooMany = (file?.lines.length ?? 0) > LIMITS.importRowsMax;
  const ready = file !== undefined && file.problems.length === 0 && bad === 0 && !tooMany;
  const rows = file?.lines.length ?? 0;
  const count = rows.toLocaleString('en-US');
  const students = rows === 1 ? '1 student' : `${count} students`;

  return (
    <div className={styles.flow}>
      <Card>
        <p className={styles.help}>
          Choose a CSV file with the columns {Object.values(STUDENT_CSV_COLUMNS).join(', ')} — the
          file the Export button makes. Classes are matched by name, and so are the optional fee
          items of the class a student takes this term, separated by semicolons (School bus; Lunch).
          The fee columns are worked out from the classroom, the discount and the items, so their
          values in the file are not read. Nothing is registered until every row is right, and then
          all of them are, at once.
        </p>
        <label htmlFor={inputId} className={styles.label}>
          CSV file
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className={styles.file}
          onChange={(event) => void choose(event)}
          aria-describedby={failure ? `${inputId}-failure` : undefined}
        />
        {reading ? <LoadingBox text="Reading the file..." /> : null}
      </Card>
      {failure ? (
        <p id={`${inputId}-failure`} role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      {file ? (
        <>
          {file.problems.length > 0 ? (
            <Callout tone="danger" role="alert" title={`${chosen.name} cannot be imported`}>
              {file.problems.join(' ')}
            </Callout>
          ) : tooMany ? (
            <Callout tone="danger" role="alert" title={`${chosen.name} has ${students}`}>
              {`A file can hold at most ${LIMITS.importRowsMax.toLocaleString('en-US')} students. Split it and import each part.`}
            </Callout>
          ) : bad > 0 ? (
            <Callout tone="danger" role="alert" title={`${bad} of ${count} rows have problems`}>
              Fix them in the file and choose it again. Nothing has been registered.
            </Callout>
          ) : (
            <Callout tone="success" role="status" title={`${students} ready to import`}>
              {`They will be registered under ${school.name}.`}
            </Callout>
          )}
          {bad > 0 && file.problems.length === 0 && !tooMany ? (
            <ImportProblems lines={file.lines} />
          ) : null}
          {file.lines.length > 0 ? <ImportPreview lines={file.lines} /> : null}
          <div className={styles.actions}>
            <Button
              width="auto"
              disabled={!ready}
              busy={importer.busy}
              busyText="Importing..."
              onClick={() => {
                setPasswordError(null);
                setAsking(true);
              }}
            >
              {`Import ${students}`}
            </Button>
          </div>
        </>
      ) : null}
      <AdminPasswordModal
        open={asking}
        onOpenChange={(open) => {
          if (!importer.busy) setAsking(open);
        }}
        onSubmit={confirm}
        busy={importer.busy}
        error={passwordError}
      />
    </div>
  );
}

/**
 * /students/import: a whole CSV of students into the current school, all rows or none, by its
 * owner or bursar.
 */
export function StudentImportPage() {
  const classrooms = useSchoolClassrooms(useCurrentSchool().school?._id);

  return (
    <CurrentSchoolPage
      path="/students/import"
      backTo="/students"
      width="list"
      purpose="import students into it"
    >
      {(school) => (
        <RoleGate role={school.role} action="importStudents">
          <Loaded query={classrooms} what="the classrooms">
            {({ items }) => <ImportForm school={school} classrooms={items} />}
          </Loaded>
        </RoleGate>
      )}
    </CurrentSchoolPage>
  );
}
