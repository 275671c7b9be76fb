import { formatMoney } from '@fees/shared-data';
import type { Classroom } from '@fees/shared-data/core';
import { Loaded, RecordEditPage, RoleGate } from '@fees/shared-ui/pages';
import { useParams } from 'react-router';
import { useClassroom } from '../classroom-page/use-classroom';
import { CopyFeeItemsButton } from './copy-fee-items-button';
import { FeeItemsForm } from './fee-items-form';
import { useFeeItems } from './use-fee-items';
import { useSaveFeeItems } from './use-save-fee-items';

/**
 * /classrooms/{classId}/fee-items: this term's extra items of the class, edited together by the
 * owner of its school.
 */
export function FeeItemsPage() {
  const { classId = '' } = useParams();
  const query = useClassroom(classId);
  const items = useFeeItems(classId);
  const save = useSaveFeeItems(classId);
  const classroom = query.data;
  return (
    <RecordEditPage<Classroom>
      resource="classroom"
      page="/classrooms/:id/fee-items"
      subtitle={
        classroom
          ? `${classroom.name}: charged this term on top of the class fee of ${formatMoney(classroom.classFees)}`
          : undefined
      }
      id={classId}
      query={query}
    >
      {(room) => (
        <RoleGate role={query.role} action="setFeeItems">
          <CopyFeeItemsButton classroom={room} />
          <Loaded query={items} what="the fee items">
            {(list) => (
              <FeeItemsForm
                // A copy from another class replaces the list: the form starts again from it.
                key={list.map((item) => item._id).join()}
                initialValues={{
                  items: list.map(({ name, amount, optional }) => ({
                    name,
                    amount: String(amount),
                    optional,
                  })),
                }}
                onSave={save}
              />
            )}
          </Loaded>
        </RoleGate>
      )}
    </RecordEditPage>
  );
}
