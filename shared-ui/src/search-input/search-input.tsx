import { useRef, type InputHTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import { FormField } from '../form-field/form-field';
import { IconButton } from '../icon-button/icon-button';
import { CloseIcon } from '../icons/close-icon';
import { SearchIcon } from '../icons/search-icon';
import styles from './search-input.module.css';

export type SearchInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'onChange' | 'defaultValue'
> & {
  /** The box's name, e.g. 'Search students'. Always present; shown only if `showLabel`. */
  label: string;
  showLabel?: boolean;
  value: string;
  onValueChange: (value: string) => void;
  /** Name of the clear button. */
  clearLabel?: string;
  ref?: Ref<HTMLInputElement>;
  className?: string;
};

/**
 * A labelled search box with a clear button. Escape also clears it (unless the caller's
 * `onKeyDown` prevents the default, e.g. to close a results list first).
 */
export function SearchInput({
  label,
  showLabel = false,
  value,
  onValueChange,
  clearLabel = 'Clear search',
  id,
  className,
  onKeyDown,
  ref,
  ...rest
}: SearchInputProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);

  function setRefs(node: HTMLInputElement | null) {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  }

  function clear() {
    onValueChange('');
    inputRef.current?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (!event.defaultPrevented && event.key === 'Escape' && value !== '') {
      event.preventDefault();
      clear();
    }
  }

  return (
    <FormField label={label} hideLabel={!showLabel} id={id} className={className}>
      {(control) => (
        <div className={styles.box}>
          <span className={styles.searchIcon} aria-hidden="true">
            <SearchIcon />
          </span>
          <input
            ref={setRefs}
            {...control}
            type="search"
            autoComplete="off"
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            onKeyDown={handleKeyDown}
            className={styles.input}
            {...rest}
          />
          {value !== '' ? (
            <IconButton aria-label={clearLabel} round className={styles.clear} onClick={clear}>
              <CloseIcon />
            </IconButton>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
