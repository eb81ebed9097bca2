import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { theme } from '../theme/theme';
import { TextAreaField, TextField } from './form-field';
import { FormFooter, FormGrid } from './form-grid';

function RequestForm({ error }: { error: string | null }) {
  return (
    <FormGrid aria-label="Project request">
      <TextField label="Full Name" error="Too short" />
      <TextField label="Email Address" />
      <TextAreaField className="wide" label="Project Details" />
      <FormFooter error={error}>
        <button type="submit">Submit Request</button>
      </FormFooter>
    </FormGrid>
  );
}

describe('FormGrid', () => {
  it('is a form landmark whose fields keep their own height beside a neighbour with an error', () => {
    renderWithTheme(<RequestForm error={null} />);
    const form = screen.getByRole('form', { name: 'Project request' });
    expect(form).toHaveStyle({ display: 'grid', alignItems: 'start', gap: theme.space[5] });
    expect(form).toContainElement(screen.getByRole('textbox', { name: 'Project Details' }));
  });
});

describe('FormFooter', () => {
  it('puts the form’s error above its actions, each on a whole row', () => {
    renderWithTheme(<RequestForm error="Please check the highlighted fields." />);
    const alert = screen.getByRole('alert');
    const submit = screen.getByRole('button', { name: 'Submit Request' });
    expect(alert).toHaveTextContent('Please check the highlighted fields.');
    expect(alert.compareDocumentPosition(submit)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(alert.parentElement).toHaveClass('wide');
    expect(submit.parentElement).toHaveClass('wide');
  });

  it('shows no message while there is no error', () => {
    renderWithTheme(<RequestForm error={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeInTheDocument();
  });
});
