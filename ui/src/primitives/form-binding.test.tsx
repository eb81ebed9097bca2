import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render';
import { bindFields, submitHandler } from './form-binding';
import { SelectField, TextField } from './form-field';

type Values = { name: string; budget: string };

function Form({ onSubmit, busy = false }: { onSubmit: (values: Values) => void; busy?: boolean }) {
  const [values, setValues] = useState<Values>({ name: 'Ali', budget: '' });
  const bind = bindFields(values, (field, value) => setValues((current) => ({ ...current, [field]: value })));
  return (
    <form aria-label="Request" onSubmit={submitHandler(() => onSubmit(values), busy)}>
      <TextField label="Full Name" {...bind('name')} />
      <SelectField label="Budget Range" options={['Under $5,000', 'Not sure yet']} {...bind('budget')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('bindFields', () => {
  it('gives each control its name and value, and reports what is typed or chosen under its field', async () => {
    const onSubmit = jest.fn();
    renderWithTheme(<Form onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const name = screen.getByRole('textbox', { name: 'Full Name' });
    expect(name).toHaveValue('Ali');
    expect(name).toHaveAttribute('name', 'name');
    await user.type(name, ' Hassan');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Budget Range' }), 'Not sure yet');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ali Hassan', budget: 'Not sure yet' });
  });
});

describe('submitHandler', () => {
  it('keeps the page (no navigation) and sends once per submit', async () => {
    const onSubmit = jest.fn();
    renderWithTheme(<Form onSubmit={onSubmit} />);
    const navigated = fireEvent.submit(screen.getByRole('form', { name: 'Request' }));
    expect(navigated).toBe(false);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does nothing while the last submit is still busy, and still keeps the page', () => {
    const onSubmit = jest.fn();
    renderWithTheme(<Form onSubmit={onSubmit} busy />);
    expect(fireEvent.submit(screen.getByRole('form', { name: 'Request' }))).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
