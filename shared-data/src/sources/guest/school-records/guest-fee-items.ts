import { toKobo, toNaira } from '../../../format/money/money';
import type { FeeItem } from '../../../types/term';
import { FEE_ITEM_COPY_REFUSALS } from '../../../constants/school-records/terms';
import {
  copyFeeItemsBodySchema,
  feeItemsBodySchema,
  type FeeItemInput,
} from '../../../validation/school-records/fee-item-schemas';
import { ValidationError } from '../../data-errors';
import type { GuestFeeItem } from '../../guest-storage';
import { objectId } from '../../object-id';
import { classItems, currentTerm } from '../guest-ledger';
import {
  findIn,
  findRecord,
  type GuestContext,
  readAll,
  readForChange,
  writeAll,
} from '../guest-records';

const asFeeItem = ({ _id, name, amountKobo, optional }: GuestFeeItem): FeeItem => ({
  _id,
  name,
  amount: toNaira(amountKobo),
  optional,
});

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function getFeeItems(context: GuestContext, classroomId: string): FeeItem[] {
  findRecord(context, 'classrooms', classroomId);
  return classItems(readAll(context), classroomId).map(asFeeItem);
}

/**
 * Replaces the class's items for the current term, re-pricing it in the same write. An item keeps
 * its id, and so the students who chose it, while one of the new list bears its name; a choice of
 * an item gone, or no longer optional, is dropped (docs/terms.md#charges).
 */
export function saveFeeItems(
  context: GuestContext,
  classroomId: string,
  items: FeeItemInput[],
  password: string,
): FeeItem[] {
  const data = readForChange(context, 'setFeeItems', feeItemsBodySchema, { items, password });
  const room = findIn(data, 'classrooms', classroomId);
  const term = currentTerm(data, room.schoolId);
  const before = classItems(data, classroomId);
  const saved = items.map((item): GuestFeeItem => {
    const kept = before.findIndex((old) => sameName(old.name, item.name));
    const [old] = kept === -1 ? [] : before.splice(kept, 1);
    return {
      _id: old?._id ?? objectId(context.now().getTime()),
      classroomId,
      termId: term._id,
      name: item.name.trim(),
      amountKobo: toKobo(item.amount),
      optional: item.optional,
    };
  });
  data.feeItems = [...data.feeItems.filter((item) => item.classroomId !== classroomId), ...saved];
  const offered = new Set(saved.filter((item) => item.optional).map((item) => item._id));
  for (const student of data.students) {
    if (student.classroomId !== classroomId) continue;
    student.optionalItems = student.optionalItems.filter((id) => offered.has(id));
  }
  writeAll(context, data);
  return saved.map(asFeeItem);
}

const refuse = (message: string) => new ValidationError(message, { from: message });

/**
 * Gives the class the current term's items of the school's class `from`, through saveFeeItems so
 * that its rules and re-pricing hold; refused for the class itself, another school's class and a
 * class with none (docs/terms.md#charges).
 */
export function copyFeeItems(
  context: GuestContext,
  classroomId: string,
  from: string,
  password: string,
) {
  const data = readForChange(context, 'setFeeItems', copyFeeItemsBodySchema, { from, password });
  const room = findIn(data, 'classrooms', classroomId);
  if (from === classroomId) throw refuse(FEE_ITEM_COPY_REFUSALS.itself);
  const source = data.classrooms.find(
    (other) => other._id === from && other.schoolId === room.schoolId,
  );
  if (!source) throw refuse(FEE_ITEM_COPY_REFUSALS.otherSchool);
  const items = classItems(data, source._id);
  if (items.length === 0) throw refuse(FEE_ITEM_COPY_REFUSALS.nothing(source.name));
  const copies = items.map(({ name, amountKobo, optional }) => ({
    name,
    amount: toNaira(amountKobo),
    optional,
  }));
  const saved = saveFeeItems(context, classroomId, copies, password);
  return { saved, room, source };
}
