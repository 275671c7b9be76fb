import { formatMoney } from '@fees/shared-data';
import type { FeeItem, StudentFormValues } from '@fees/shared-data/core';
import { ChoiceLabel, Fieldset } from '@fees/shared-ui/pages';
import { useController, type Control } from 'react-hook-form';
import type { StudentFormInput } from './student-form';
import styles from './fee-items-choice.module.css';

/**
 * The chosen class's extra fee items this term: the required ones said, the optional ones (bus,
 * lunch) ticked per student (docs/terms.md#charges).
 */
export function FeeItemsChoice({
  items,
  control,
}: {
  items: readonly FeeItem[];
  control: Control<StudentFormInput, unknown, StudentFormValues>;
}) {
  const { field } = useController({ control, name: 'optionalItems' });
  const required = items.filter((item) => !item.optional);
  const optional = items.filter((item) => item.optional);
  if (items.length === 0) return null;

  function toggle(id: string, taken: boolean) {
    field.onChange(taken ? [...field.value, id] : field.value.filter((other) => other !== id));
  }

  return (
    <Fieldset legend="Fee items this term">
      {required.length > 0 ? (
        <p className={styles.required}>
          {`Every student of the class pays ${required
            .map((item) => `${item.name} (${formatMoney(item.amount)})`)
            .join(', ')}.`}
        </p>
      ) : null}
      {optional.map((item) => (
        <ChoiceLabel key={item._id}>
          <input
            type="checkbox"
            name={field.name}
            checked={field.value.includes(item._id)}
            onChange={(event) => toggle(item._id, event.target.checked)}
            onBlur={field.onBlur}
          />
          {`${item.name} (${formatMoney(item.amount)})`}
        </ChoiceLabel>
      ))}
    </Fieldset>
  );
}
