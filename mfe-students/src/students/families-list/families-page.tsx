import { useCurrentSchool } from '@fees/shared-data';
import type { Family } from '@fees/shared-data/core';
import { SearchInput } from '@fees/shared-ui';
import { CurrentSchoolPage, EmptyState, Loaded, useSearchParam } from '@fees/shared-ui/pages';
import { FamiliesTable } from './families-table';
import { useFamilies } from './use-families';
import { SEARCH_PAUSE_MS } from '../students-list/use-student-filters';
import styles from './families.module.css';

const count = (value: number) => value.toLocaleString('en-US');

/** '4 families', '1 family matches'; a school past one answer's rows is told to search. */
function countText(shown: number, total: number, searching: boolean): string {
  const families = total === 1 ? '1 family' : `${count(total)} families`;
  const text = searching ? `${families} ${total === 1 ? 'matches' : 'match'}` : families;
  return shown < total
    ? `${text}; the first ${count(shown)} are shown, search for the others`
    : text;
}

/**
 * /students/families: the current school's families (docs/families.md), searchable by the
 * parent's name, phone or e-mail, each opening its page with the children.
 */
export function FamiliesPage() {
  const { school } = useCurrentSchool();
  const search = useSearchParam(SEARCH_PAUSE_MS);
  const searching = search.q.trim() !== '';
  const families = useFamilies(school?._id, search.q);

  const list = (schoolName: string, items: readonly Family[], total: number) => {
    // Rows kept from another search while this one loads say nothing about the school as a whole.
    if (!searching && !families.isPlaceholderData && total === 0) {
      return (
        <EmptyState message="No families yet. Link a student to a sibling on the student's form to start one." />
      );
    }
    return (
      <>
        <SearchInput
          label="Search families"
          placeholder="Search by name, phone or e-mail"
          value={search.text}
          onValueChange={search.setText}
          className={styles.toolbar}
        />
        <p className={styles.count} role="status">
          {countText(items.length, total, searching)}
        </p>
        {total === 0 ? (
          // The search box's own clear button, just above, brings every family back.
          <EmptyState message="No family matches your search." />
        ) : (
          <FamiliesTable
            schoolName={schoolName}
            families={items}
            busy={families.isPlaceholderData}
          />
        )}
      </>
    );
  };

  return (
    <CurrentSchoolPage
      path="/students/families"
      backTo="/students"
      width="list"
      purpose="see its families"
    >
      {(currentSchool) => (
        <Loaded query={families} what="the families">
          {({ items, total }) => list(currentSchool.name, items, total)}
        </Loaded>
      )}
    </CurrentSchoolPage>
  );
}
