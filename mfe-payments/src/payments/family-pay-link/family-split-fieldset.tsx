import type { FamilyPayLinkView } from '@fees/shared-data/core';
import { ChoiceLabel, Fieldset } from '@fees/shared-ui/pages';
import type { Ref } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FamilyPayFormInput } from './family-pay-form-input';
import { FamilyShareFields } from './family-share-fields';
import { FamilySplitPreview } from './family-split-preview';

export type FamilySplitFieldsetProps = {
  view: FamilyPayLinkView;
  /** The running total of the chosen amounts, which the form focuses when they do not add up. */
  totalRef: Ref<HTMLInputElement>;
};

/**
 * How the family's payment is shared among the children: the oldest debt first (as the server
 * does unless told otherwise), or the parent's own amount for each child. What was typed for each
 * child stays while the other choice is shown.
 */
export function FamilySplitFieldset({ view, totalRef }: FamilySplitFieldsetProps) {
  const { register } = useFormContext<FamilyPayFormInput>();
  const split = useWatch<FamilyPayFormInput, 'split'>({ name: 'split' });
  return (
    <Fieldset legend="How to split the payment">
      <ChoiceLabel>
        <input type="radio" value="oldest" {...register('split')} />
        Oldest debt first
      </ChoiceLabel>
      <ChoiceLabel>
        <input type="radio" value="chosen" {...register('split')} />
        Choose for each child
      </ChoiceLabel>
      {split === 'chosen' ? (
        <FamilyShareFields view={view} totalRef={totalRef} />
      ) : (
        <FamilySplitPreview view={view} />
      )}
    </Fieldset>
  );
}
