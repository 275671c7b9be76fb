import { render, screen } from '@testing-library/react';
import { ChoiceLabel, Fieldset } from './fieldset';

describe('Fieldset', () => {
  it('names its group by the legend, and each choice by its words', () => {
    render(
      <Fieldset legend="Who counts as the first child">
        <ChoiceLabel>
          <input type="radio" name="order" value="age" />
          The eldest
        </ChoiceLabel>
      </Fieldset>,
    );
    expect(screen.getByRole('group', { name: 'Who counts as the first child' })).toContainElement(
      screen.getByRole('radio', { name: 'The eldest' }),
    );
  });
});
