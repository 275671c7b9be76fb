import type { Classroom, Promotions } from '@fees/shared-data/core';
import styles from './terms.module.css';

/** The select's value for 'Leaves the school'; ids never take this form. */
export const LEAVES = '';

const count = (students: number) => (students === 1 ? '1 student' : `${students} students`);

/** What becomes of a class's students when they do not move up: said, not only chosen. */
function fate(room: { name: string; noOfStudents: number }, target: string | null | undefined) {
  if (room.noOfStudents === 0 || (target !== undefined && target !== null)) return null;
  const one = room.noOfStudents === 1;
  return target === null
    ? `${count(room.noOfStudents)} ${one ? 'leaves' : 'leave'} the school.`
    : `${count(room.noOfStudents)} ${one ? 'stays' : 'stay'} in ${room.name} for another year.`;
}

export type PromotionTableProps = {
  classrooms: readonly Pick<Classroom, '_id' | 'name' | 'noOfStudents'>[];
  promotions: Promotions;
  onChange: (promotions: Promotions) => void;
  disabled?: boolean;
};

/**
 * At a new session each class's students move on (docs/terms.md#next-term): to another class, out
 * of the school, or nowhere. A class left out of `promotions` keeps its students; a row whose class
 * stays or leaves says so under its choice.
 */
export function PromotionTable({
  classrooms,
  promotions,
  onChange,
  disabled,
}: PromotionTableProps) {
  function choose(roomId: string, value: string) {
    const next = { ...promotions };
    if (value === roomId) delete next[roomId];
    else next[roomId] = value === LEAVES ? null : value;
    onChange(next);
  }
  return (
    <table className={styles.promotions}>
      <caption>Where each class moves for the new session</caption>
      <thead>
        <tr>
          <th scope="col">Class</th>
          <th scope="col">Moves to</th>
        </tr>
      </thead>
      <tbody>
        {classrooms.map((room) => {
          const target = promotions[room._id];
          const value = target === undefined ? room._id : (target ?? LEAVES);
          const note = fate(room, target);
          const noteId = `promotion-note-${room._id}`;
          return (
            <tr key={room._id}>
              <th scope="row">
                {room.name}
                <span className={styles.count}>{count(room.noOfStudents)}</span>
              </th>
              <td>
                <select
                  aria-label={`Where ${room.name} moves`}
                  aria-describedby={note ? noteId : undefined}
                  value={value}
                  disabled={disabled}
                  onChange={(event) => choose(room._id, event.target.value)}
                >
                  {classrooms.map((option) => (
                    <option key={option._id} value={option._id}>
                      {option._id === room._id ? `Stays in ${room.name}` : option.name}
                    </option>
                  ))}
                  <option value={LEAVES}>Leaves the school</option>
                </select>
                {note ? (
                  <p id={noteId} className={styles.fate}>
                    {note}
                  </p>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
