import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render';
import { Dialog } from './dialog';

function Example() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Course details" description="Six months">
        <p>Body text</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens named by its title and closes with the close button, returning focus', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Example />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog', { name: 'Course details' });
    expect(dialog).toHaveAccessibleDescription('Six months');
    expect(screen.getByText('Body text')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open details' })).toHaveFocus();
  });

  it('closes on Escape (the cancel event) and on a click on the backdrop', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Example />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    act(() => {
      screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(await screen.findByRole('button', { name: 'Open details' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open details' }));
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
