import {
  revokeFamilyPayLinksMutationOptions,
  shareFamilyPayLinkMutationOptions,
} from '@fees/shared-data';
import { familyPayLinkPath, type Family } from '@fees/shared-data/core';
import { PayLinkDialog, type IssuedLink } from '../pay-link-dialog';
import { PayLinkShareActions } from '../pay-link-share-actions';
import { useFamilyPayLinkMessage } from './use-family-pay-link-message';

/** The ways to send a family's link, the message waiting for what the link's page shows. */
function FamilyLinkActions({ link, phone }: { link: IssuedLink; phone: string }) {
  const message = useFamilyPayLinkMessage(link.token, link.url);
  return (
    <PayLinkShareActions
      message={message}
      url={link.url}
      phone={phone}
      run={link.run}
      mail={null}
    />
  );
}

export type ShareFamilyPayLinkButtonProps = {
  /** The family the link pays for, as the dialog names it, and the parent's phone for WhatsApp. */
  family: Pick<Family, '_id' | 'name' | 'phoneNo'>;
};

/**
 * 'Share pay link' for a family: one link by which the parent pays for every child of the family
 * in one card checkout (docs/families.md#the-family-pay-link), to copy or share as a student's link is, and 'Revoke
 * link' to end every earlier one. It has no 'E-mail to parent': the family's 'Send reminder' mails
 * the parent such a link.
 */
export function ShareFamilyPayLinkButton({ family }: ShareFamilyPayLinkButtonProps) {
  return (
    <PayLinkDialog
      id={family._id}
      description={`Whoever opens this link can pay the fees of every child of ${family.name} by card, and see nothing else.`}
      share={shareFamilyPayLinkMutationOptions()}
      revoke={revokeFamilyPayLinksMutationOptions()}
      path={familyPayLinkPath}
      holder="family"
    >
      {(link) => <FamilyLinkActions link={link} phone={family.phoneNo} />}
    </PayLinkDialog>
  );
}
