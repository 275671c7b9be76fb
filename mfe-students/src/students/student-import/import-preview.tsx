import { DataTable, type DataColumn } from '@fees/shared-ui/data-table';
import type { ImportLine } from './read-student-file';
import styles from './student-import-page.module.css';

// The shares leave room for the three fixed columns (15rem) in a 1280 px window's table.
const COLUMNS: DataColumn<ImportLine>[] = [
  { key: 'row', header: 'Row', cell: (line) => line.row, align: 'end', width: '4.5rem' },
  { key: 'name', header: 'Name', cell: (line) => line.cells.name, width: '14%' },
  {
    key: 'class',
    header: 'Class',
    cell: (line) => line.cells.class,
    width: '10%',
    phone: 'below',
  },
  // A phone leaves these out: a bad one is named, with what is wrong, under Problems.
  {
    key: 'age',
    header: 'Age',
    cell: (line) => line.cells.age,
    align: 'end',
    width: '4.5rem',
    phone: 'hidden',
  },
  { key: 'sex', header: 'Sex', cell: (line) => line.cells.sex, width: '6rem', phone: 'hidden' },
  {
    key: 'phone',
    header: 'Parent phone',
    cell: (line) => line.cells.phone,
    width: '14%',
    phone: 'hidden',
  },
  {
    key: 'email',
    header: 'Parent e-mail',
    cell: (line) => line.cells.email,
    width: '11%',
    phone: 'hidden',
  },
  {
    key: 'optionalItems',
    header: 'Optional items',
    // The items as the class names them; a name that is not one is under Problems.
    cell: (line) => line.taken.join(', '),
    width: '14%',
    phone: 'below',
  },
  {
    key: 'problems',
    header: 'Problems',
    cell: (line) =>
      line.problems.length === 0 ? (
        'Ready'
      ) : (
        <span className={styles.bad}>{line.problems.join('; ')}</span>
      ),
    width: '12%',
    phone: 'below',
  },
];

/** Every row of the chosen file as it will be registered, with each bad row's problems. */
export function ImportPreview({ lines }: { lines: readonly ImportLine[] }) {
  return (
    <DataTable
      caption="Students in the file"
      columns={COLUMNS}
      rows={lines}
      rowKey={(line) => String(line.row)}
    />
  );
}
