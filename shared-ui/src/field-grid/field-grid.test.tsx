import { render, screen } from '@testing-library/react';
import { TextField } from '../form-field/text-field';
import { FieldGrid } from './field-grid';

describe('FieldGrid', () => {
  it('holds the fields in their order', () => {
    render(
      <FieldGrid>
        <TextField label="First name" />
        <TextField label="Last name" />
      </FieldGrid>,
    );
    const [first, last] = screen.getAllByRole('textbox');
    expect(first).toHaveAccessibleName('First name');
    expect(last).toHaveAccessibleName('Last name');
  });
});
