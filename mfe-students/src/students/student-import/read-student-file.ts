import { parseCsv } from '@fees/shared-data';
import {
  joinFullname,
  splitFullname,
  studentFormSchema,
  validateBody,
  type Classroom,
  type FeeItem,
  type Sex,
  type StudentImportRow,
} from '@fees/shared-data/core';
import { readOptionalItems } from '../students-list/optional-items-cell';
import { STUDENT_CSV_COLUMNS as COLUMN } from '../students-list/use-export-students';

/** One data row of the file as read, with what is wrong with it. */
export type ImportLine = {
  /** 1 for the first student under the header. */
  row: number;
  cells: {
    name: string;
    class: string;
    age: string;
    sex: string;
    phone: string;
    email: string;
    discount: string;
    optionalItems: string;
  };
  /** The names of the class's optional items the row takes, as the class spells them. */
  taken: string[];
  problems: string[];
};

export type StudentFile = {
  lines: ImportLine[];
  /** The rows ready to send, when no line has a problem. */
  students: StudentImportRow[];
  /** Problems of the file as a whole: missing columns, broken quoting, no rows. */
  problems: string[];
};

const REQUIRED = [COLUMN.name, COLUMN.class, COLUMN.age, COLUMN.sex, COLUMN.phone];
const OPTIONAL = [COLUMN.email, COLUMN.discount, COLUMN.optionalItems];

const FIELD_LABELS: Record<string, string> = {
  firstName: 'Name',
  lastName: 'Name',
  age: 'Age',
  sex: 'Sex',
  phoneNo: 'Parent phone',
  parentEmail: 'Parent e-mail',
  discount: 'Discount %',
  classroom: 'Class',
};

/** 'M', 'male', 'FEMALE' and the like, as the export and people write them. */
function readSex(value: string): Sex | '' {
  const word = value.trim().toLowerCase();
  if (word === 'm' || word === 'male') return 'Male';
  if (word === 'f' || word === 'female') return 'Female';
  return '';
}

/** A class's fee items this term, asked for only for classes whose rows name some. */
export type ItemsOf = (classroomId: string) => Promise<readonly FeeItem[]>;

/**
 * Reads a CSV with the export's columns (class by name, optional items by name; the money columns
 * are ignored, since the server works them out) and checks each row by the register form's rules
 * and messages.
 */
export async function readStudentFile(
  text: string,
  classrooms: readonly Classroom[],
  schoolName: string,
  itemsOf: ItemsOf,
): Promise<StudentFile> {
  const parsed = await parseCsv(text);
  const missing = REQUIRED.filter((name) => !parsed.header.includes(name));
  if (missing.length > 0) {
    return {
      lines: [],
      students: [],
      problems: [
        `The file needs the columns ${REQUIRED.join(', ')} (${OPTIONAL.join(', ')} may be left out). Missing: ${missing.join(', ')}.`,
      ],
    };
  }
  const byName = new Map(classrooms.map((room) => [room.name.trim().toLowerCase(), room]));
  const named = new Set(
    parsed.rows
      .filter((record) => record[COLUMN.optionalItems]?.trim())
      .flatMap((record) => byName.get(record[COLUMN.class]?.trim().toLowerCase() ?? '') ?? []),
  );
  const items = new Map(
    await Promise.all([...named].map(async (room) => [room._id, await itemsOf(room._id)] as const)),
  );
  const students: StudentImportRow[] = [];
  const lines = parsed.rows.map((record, index): ImportLine => {
    const cells = {
      name: record[COLUMN.name]?.trim() ?? '',
      class: record[COLUMN.class]?.trim() ?? '',
      age: record[COLUMN.age]?.trim() ?? '',
      sex: record[COLUMN.sex]?.trim() ?? '',
      phone: record[COLUMN.phone]?.trim() ?? '',
      email: record[COLUMN.email]?.trim() ?? '',
      discount: record[COLUMN.discount]?.trim() ?? '',
      optionalItems: record[COLUMN.optionalItems]?.trim() ?? '',
    };
    const room = byName.get(cells.class.toLowerCase());
    const chosen = room
      ? readOptionalItems(cells.optionalItems, items.get(room._id) ?? [], room.name)
      : { taken: [], problems: [] };
    const { firstName, lastName } = splitFullname(cells.name);
    const checked = validateBody(studentFormSchema, {
      firstName,
      lastName,
      age: cells.age,
      sex: readSex(cells.sex),
      phoneNo: cells.phone,
      parentEmail: cells.email,
      discount: cells.discount,
      classroom: room?._id ?? '',
    });
    const problems: string[] = [];
    if (cells.class !== '' && !room) {
      problems.push(`Class: ${cells.class} is not a classroom of ${schoolName}`);
    }
    if ('fields' in checked) {
      for (const [field, message] of Object.entries(checked.fields)) {
        if (field === 'classroom' && problems.length > 0) continue;
        problems.push(`${FIELD_LABELS[field] ?? field}: ${message}`);
      }
    }
    problems.push(...chosen.problems);
    if ('value' in checked && chosen.problems.length === 0) {
      const values = checked.value;
      students.push({
        fullname: joinFullname(values.firstName, values.lastName),
        age: values.age,
        sex: values.sex as Sex,
        phoneNo: values.phoneNo,
        parentEmail: values.parentEmail ?? '',
        discount: values.discount ?? 0,
        classroom: values.classroom,
        optionalItems: chosen.taken.map((item) => item._id),
      });
    }
    return {
      row: index + 1,
      cells,
      taken: chosen.taken.map((item) => item.name),
      problems: [...new Set(problems)],
    };
  });
  const problems = [...parsed.problems];
  if (lines.length === 0) problems.push('The file has no students.');
  return { lines, students, problems };
}
