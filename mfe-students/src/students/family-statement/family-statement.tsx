import { familyUnmet, unmetInKobo, type Family } from '@fees/shared-data/core';
import { Card } from '@fees/shared-ui';
import { Loaded } from '@fees/shared-ui/pages';
import { FamilyBalanceTable } from './family-balance-table';
import { FamilyStatementChild } from './family-statement-child';
import { FamilyStatementLetterhead } from './family-statement-letterhead';
import { DueLine } from '../statement/due-line';
import { PayByTransferLine } from '../statement/pay-by-transfer-line';
import { useFamilyStatements } from './use-family-statements';
import familyStyles from '../families-list/families.module.css';

/**
 * The family's statement: each child's in registration order, then what they owe together and,
 * last, what is left of it by when.
 */
export function FamilyStatement({ family }: { family: Family }) {
  const statements = useFamilyStatements(family);
  return (
    <div className={familyStyles.family}>
      <FamilyStatementLetterhead family={family} />
      <Loaded query={statements} what="the statements">
        {(children) => (
          <>
            {children.map(({ child, statement }) => (
              <FamilyStatementChild key={child._id} child={child} statement={statement} />
            ))}
            <Card>
              <FamilyBalanceTable family={family} students={children.map(({ child }) => child)} />
              <PayByTransferLine holder={{ holder: 'families', id: family._id }} />
              <DueLine
                parts={familyUnmet(
                  children.map(({ statement }) => unmetInKobo(statement.instalments)),
                )}
              />
            </Card>
          </>
        )}
      </Loaded>
    </div>
  );
}
