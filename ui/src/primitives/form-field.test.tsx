import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render';
import { SelectField, TextField } from './form-field';

describe('form fields', () => {
  it('ties the label, hint and error to the input', async () => {
    renderWithTheme(
      <TextField
        label="Email Address"
        type="email"
        required
        hint="We reply within a day"
        error="Enter a valid e-mail"
      />,
    );
    // The name is exactly the label text: the required mark is not part of it.
    const input = screen.getByRole('textbox', { name: 'Email Address' });
    expect(screen.getByLabelText('Email Address', { exact: true })).toBe(input);
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We reply within a day Enter a valid e-mail');
    await userEvent.setup().type(input, 'a@b.co');
    expect(input).toHaveValue('a@b.co');
  });

  it('marks optional fields and offers the placeholder choice first', () => {
    renderWithTheme(
      <SelectField
        label="Budget Range"
        showOptional
        placeholder="Select budget"
        options={['Under $5,000', 'Not sure yet']}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Budget Range' });
    expect(select).not.toBeRequired();
    expect(select).toHaveAccessibleDescription('(optional)');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select budget',
      'Under $5,000',
      'Not sure yet',
    ]);
  });
});
