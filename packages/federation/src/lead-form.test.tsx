import { HONEYPOT_FIELD, SOURCE_FIELD } from '@site/leads';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from './testing/render';
import { NATIVE_FORM_ATTRIBUTE } from './hydration';
import { LeadForm, LeadFormFooter } from './lead-form';

function Form({ error = null, onTrap = jest.fn() }: { error?: string | null; onTrap?: jest.Mock }) {
  return (
    <form aria-label="Request">
      <LeadFormFooter trapLabel="Website" trap={{ value: '', onChange: onTrap }} error={error}>
        <button type="submit">Send</button>
      </LeadFormFooter>
    </form>
  );
}

describe('LeadFormFooter', () => {
  it('ends the form with its actions, a honeypot people never reach and the source field', () => {
    renderWithProviders(<Form />);
    const form = screen.getByRole('form', { name: 'Request' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    // Hidden from people: neither a role nor a tab stop, but posted with the form.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const trap = form.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(form.querySelector(`input[type="hidden"][name="${SOURCE_FIELD}"]`)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("hands what a bot types to the form's state", async () => {
    const onTrap = jest.fn();
    renderWithProviders(<Form onTrap={onTrap} />);
    const trap = document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!;
    await userEvent.setup().type(trap, 'x');
    expect(onTrap).toHaveBeenCalled();
  });

  it('says what went wrong above the actions', () => {
    renderWithProviders(<Form error="Please try again." />);
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    const alert = screen.getByText('Please try again.');
    expect(
      alert.compareDocumentPosition(screen.getByRole('button', { name: 'Send' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});

describe('LeadForm', () => {
  const form = (props: { submitting?: boolean; onSubmit?: () => void } = {}) => (
    <LeadForm action="/enrollment" label="Enrollment" submitting={false} onSubmit={() => {}} {...props}>
      <button type="submit">Send</button>
    </LeadForm>
  );

  it('posts to its page in the page’s language when no script runs', () => {
    renderWithProviders(form());
    const english = screen.getByRole('form', { name: 'Enrollment' });
    expect(english).toHaveAttribute('method', 'post');
    expect(english).toHaveAttribute('action', '/enrollment');
    expect(english).toHaveAttribute(NATIVE_FORM_ATTRIBUTE, '');
    expect(english).toHaveAttribute('aria-busy', 'false');
  });

  it('posts to the Urdu page from an Urdu page', () => {
    renderWithProviders(form(), { locale: 'ur' });
    expect(screen.getByRole('form', { name: 'Enrollment' })).toHaveAttribute('action', '/ur/enrollment');
  });

  it('sends by script once hydrated, and not again while the last submit is unanswered', async () => {
    const onSubmit = jest.fn();
    function Busy() {
      const [submitting, setSubmitting] = useState(false);
      const submit = () => {
        onSubmit();
        setSubmitting(true);
      };
      return form({ submitting, onSubmit: submit });
    }
    const user = userEvent.setup();
    renderWithProviders(<Busy />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('form', { name: 'Enrollment' })).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
