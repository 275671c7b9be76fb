import type { Classroom, Promotions } from '@fees/shared-data';
import styles from './terms.module.css';

/** The select's value for 'Leaves the school'; ids never take this form. */
export const LEAVES = '';

export type PromotionTableProps = {
  classrooms: readonly Pick<Classroom, '_id' | 'name' | 'noOfStudents'>[];
  promotions: Promotions;
  onChange: (promotions: Promotions) => void;
  disabled?: boolean;
};

/**
 * At a new session each class's students move on (docs/terms.md#next-term): to another class, out
 * of the school, or nowhere. A class left out of `promotions` keeps its students.
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
          return (
            <tr key={room._id}>
              <th scope="row">
                {room.name}
                <span className={styles.count}>
                  {room.noOfStudents === 1 ? '1 student' : `${room.noOfStudents} students`}
                </span>
              </th>
              <td>
                <select
                  aria-label={`Where ${room.name} moves`}
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
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
