import { renderScreen } from '@fees/shared-ui/testing';
import { screen } from '@testing-library/react';
import { ClassroomForm } from './classroom-form';

const field = {
  name: () => screen.getByRole('textbox', { name: 'Class name' }),
  teacher: () => screen.getByRole('textbox', { name: 'Class teacher' }),
  fees: () => screen.getByRole('spinbutton', { name: 'Fees per child (NGN)' }),
  preset: () => screen.getByRole('combobox', { name: 'Preset class' }),
};

async function renderForm(presets: string[] = ['jss1', 'jss2']) {
  const onSave = jest.fn().mockResolvedValue(undefined);
  const view = await renderScreen(
    <ClassroomForm mode="create" presets={presets} onSave={onSave} />,
  );
  return { ...view, onSave };
}

/** The edit form of a stored 'KG1' classroom, whose name is a preset in other case. */
function renderEditForm() {
  return renderScreen(
    <ClassroomForm
      mode="edit"
      presets={['kg1', 'kg2']}
      initialValues={{ name: 'KG1', classTeacher: 'Mr Olumide Lawal', classFees: '35000' }}
      onSave={jest.fn()}
    />,
  );
}

describe('ClassroomForm', () => {
  it('shows each required message under its field', async () => {
    const { user, onSave } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Register classroom' }));

    expect(field.name()).toHaveAccessibleDescription('A class name is required');
    expect(field.name()).toHaveFocus();
    expect(field.teacher()).toHaveAccessibleDescription('Class teacher is required');
    expect(field.fees()).toHaveAccessibleDescription('Fees is required');
    expect(field.fees()).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('needs a class name of 3 to 100 characters and a class teacher of 5 to 100', async () => {
    const { user } = await renderForm();
    await user.type(field.name(), 'J1');
    await user.type(field.teacher(), 'Mr A');
    await user.click(screen.getByRole('button', { name: 'Register classroom' }));
    expect(field.name()).toHaveAccessibleDescription('Minimum of 3 characters');
    expect(field.teacher()).toHaveAccessibleDescription('Minimum of 5 characters');

    await user.clear(field.name());
    await user.click(field.name());
    await user.paste('x'.repeat(101));
    await user.clear(field.teacher());
    await user.click(field.teacher());
    await user.paste('y'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Register classroom' }));
    expect(field.name()).toHaveAccessibleDescription('Maximum of 100 characters');
    expect(field.teacher()).toHaveAccessibleDescription('Maximum of 100 characters');
  });

  it('needs a fee of at least 1000 per child', async () => {
    const { user } = await renderForm();
    await user.type(field.fees(), '999');
    await user.click(screen.getByRole('button', { name: 'Register classroom' }));
    expect(field.fees()).toHaveAccessibleDescription('Minimum of 1000');

    await user.clear(field.fees());
    await user.type(field.fees(), '1000');
    expect(field.fees()).not.toHaveAttribute('aria-invalid');
  });

  it('a preset fills the class name, which stays free text', async () => {
    const { user, onSave } = await renderForm();
    expect(field.preset()).toHaveValue('');
    await user.selectOptions(field.preset(), 'jss2');
    expect(field.name()).toHaveValue('jss2');

    await user.type(field.name(), 'b');
    expect(field.preset()).toHaveValue('');

    await user.type(field.teacher(), 'Mrs Bisi Adeyemi');
    await user.type(field.fees(), '45000');
    await user.click(screen.getByRole('button', { name: 'Register classroom' }));
    await user.type(screen.getByLabelText('Password', { exact: true }), 'guest-demo{Enter}');
    expect(onSave).toHaveBeenCalledWith(
      { name: 'jss2b', classTeacher: 'Mrs Bisi Adeyemi', classFees: 45000 },
      'guest-demo',
    );
  });

  it('matches a stored name to its lowercased preset', async () => {
    await renderEditForm();
    expect(field.preset()).toHaveValue('kg1');
  });

  it('in edit mode offers Save and Reset only while a value differs; Reset restores them', async () => {
    const { user } = await renderEditForm();
    const save = screen.getByRole('button', { name: 'Save' });
    const reset = screen.getByRole('button', { name: 'Reset' });
    expect(save).toBeDisabled();
    expect(reset).toBeDisabled();

    await user.clear(field.fees());
    await user.type(field.fees(), '40000');
    await user.clear(field.teacher());
    expect(save).toBeEnabled();
    expect(reset).toBeEnabled();

    await user.click(reset);
    expect(field.fees()).toHaveValue(35000);
    expect(field.teacher()).toHaveValue('Mr Olumide Lawal');
    expect(save).toBeDisabled();

    await user.selectOptions(field.preset(), 'kg2');
    expect(save).toBeEnabled();
    await user.selectOptions(field.preset(), 'kg1');
    expect(field.name()).toHaveValue('kg1');
  });

  it('has no preset dropdown when there are no presets', async () => {
    await renderForm([]);
    expect(screen.queryByRole('combobox', { name: 'Preset class' })).toBeNull();
    expect(field.name()).toBeInTheDocument();
  });
});
