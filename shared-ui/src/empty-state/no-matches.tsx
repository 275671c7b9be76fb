import { Button } from '../button/button';
import { EmptyState } from './empty-state';

export type NoMatchesProps = {
  /** e.g. 'No students match this search and filter.' */
  message: string;
  /** Clears the search box and every filter, bringing back the whole list. */
  onClear: () => void;
};

/** What a searched or filtered list shows when nothing matches, with the way back to it all. */
export function NoMatches({ message, onClear }: NoMatchesProps) {
  return (
    <EmptyState
      message={message}
      action={
        <Button variant="light" width="auto" icon={null} onClick={onClear}>
          Clear search and filters
        </Button>
      }
    />
  );
}
