import { formatMoney, mayDo, schoolToday } from '@fees/shared-data';
import { formatBalance, formatLateSince, type Family } from '@fees/shared-data/core';
import { ButtonLink } from '@fees/shared-ui';
import { DetailViewer, DetailsTable } from '@fees/shared-ui/pages';
import { SendRemindersButton, ShareFamilyPayLinkButton } from '@fees/shared-ui/pay-link';
import { useParams } from 'react-router';
import { FAMILIES_LIST } from '../families-list/families-list';
import { FamilyChildren } from './family-children';
import { TransferAccountValue } from '../transfer-account/transfer-account-value';
import { useFamily } from './use-family';
import styles from '../families-list/families.module.css';

/**
 * /students/families/{familyId}: the shared detail viewer with the parent's details every child
 * shares and what the family owes, has due now and is late since (docs/due-dates.md), then the
 * children with what the family owes in all; for a bursar, the family's pay link and the
 * parent's reminder. The children follow the viewer, as the student page's action bar
 * does, so the actions sit beside the heading rather than between the two.
 */
export function FamilyPage() {
  const { familyId = '' } = useParams();
  const query = useFamily(familyId);
  const family = query.notFound ? undefined : query.data;
  return (
    <div className={styles.page}>
      <DetailViewer<Family>
        resource="family"
        list={FAMILIES_LIST}
        page="/students/families/:id"
        title={(record) => record.name}
        query={query}
        details={(record) => (
          <DetailsTable
            title="Family details"
            rows={[
              { label: 'Parent phone number', value: record.phoneNo },
              { label: 'Parent e-mail', value: record.parentEmail || 'None' },
              { label: 'Children', value: record.children },
              {
                label: 'Pay by transfer',
                value: (
                  <TransferAccountValue
                    holder={{ holder: 'families', id: record._id }}
                    canGive={mayDo(query.role, 'giveTransferAccounts')}
                    sender={record.name.replace(/ family$/i, '')}
                  />
                ),
              },
              { label: 'Balance', value: formatBalance(record.balance) },
              { label: 'Due now', value: formatMoney(record.dueNow) },
              ...(record.overdueSince
                ? [
                    {
                      label: 'Late since',
                      value: formatLateSince(record.overdueSince, schoolToday()),
                    },
                  ]
                : []),
            ]}
          />
        )}
        headerActions={(record) => (
          <>
            {mayDo(query.role, 'changeFamilies') ? (
              <ButtonLink to={`/students/families/${record._id}/edit`} width="auto">
                Edit family
              </ButtonLink>
            ) : null}
            <ButtonLink
              to={`/students/families/${record._id}/statement`}
              width="auto"
              variant="light"
            >
              Print statement
            </ButtonLink>
            {mayDo(query.role, 'sharePayLinks') ? (
              <>
                <ShareFamilyPayLinkButton family={record} />
                <SendRemindersButton family={record} />
              </>
            ) : null}
          </>
        )}
      />
      {family ? <FamilyChildren family={family} /> : null}
    </div>
  );
}
