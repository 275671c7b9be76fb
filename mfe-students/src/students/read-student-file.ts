import {
  joinFullname,
  parseCsv,
  splitFullname,
  studentRegisterSchema,
  validateBody,
  type Classroom,
  type Sex,
  type StudentImportRow,
} from '@fees/shared-data';
import { STUDENT_CSV_COLUMNS as COLUMN } from './use-export-students';

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
  };
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

/**
 * Reads a CSV with the export's columns (class by name; the money columns are ignored, since the
 * server works them out) and checks each row by the register form's rules and messages.
 */
export async function readStudentFile(
  text: string,
  classrooms: readonly Classroom[],
  schoolName: string,
): Promise<StudentFile> {
  const parsed = await parseCsv(text);
  const missing = REQUIRED.filter((name) => !parsed.header.includes(name));
  if (missing.length > 0) {
    return {
      lines: [],
      students: [],
      problems: [
        `The file needs the columns ${REQUIRED.join(', ')} (${COLUMN.email} and ${COLUMN.discount} are optional). Missing: ${missing.join(', ')}.`,
      ],
    };
  }
  const byName = new Map(classrooms.map((room) => [room.name.trim().toLowerCase(), room]));
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
    };
    const room = byName.get(cells.class.toLowerCase());
    const { firstName, lastName } = splitFullname(cells.name);
    const checked = validateBody(studentRegisterSchema, {
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
    } else {
      const values = checked.value;
      students.push({
        fullname: joinFullname(values.firstName, values.lastName),
        age: values.age,
        sex: values.sex as Sex,
        phoneNo: values.phoneNo,
        parentEmail: values.parentEmail ?? '',
        discount: values.discount ?? 0,
        classroom: values.classroom,
      });
    }
    return { row: index + 1, cells, problems: [...new Set(problems)] };
  });
  const problems = [...parsed.problems];
  if (lines.length === 0) problems.push('The file has no students.');
  return { lines, students, problems };
}
