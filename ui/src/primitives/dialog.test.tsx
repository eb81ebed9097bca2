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

  it('keeps the page behind from scrolling while open, by script too (browsers without :has())', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithTheme(<Example />);
    const page = document.documentElement;
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    expect(page.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(page.style.overflow).toBe('');
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    expect(page.style.overflow).toBe('hidden');
    unmount();
    expect(page.style.overflow).toBe('');
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

/** A dialog with an id whose owner follows the browser: opened by a button, or by the browser. */
function OwnedFees() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open fees
      </button>
      <Dialog
        id="fees"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        title="Fees"
      />
    </>
  );
}

describe('Dialog with an id (works before any script)', () => {
  it('is in the page from the start, closed, with a native close button and light dismiss', () => {
    renderWithTheme(
      <Dialog id="fees" open={false} onClose={() => {}} title="Fees" description="Monthly">
        <p>Body text</p>
      </Dialog>,
    );
    const dialog = document.getElementById('fees')!;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog).toHaveAttribute('closedby', 'any');
    expect(dialog).toHaveTextContent('Fees');
    expect(dialog).toHaveTextContent('Body text');
    const close = dialog.querySelector('button')!;
    expect(close).toHaveAttribute('commandfor', 'fees');
    expect(close).toHaveAttribute('command', 'close');
  });

  it('tells its owner when the browser opened it, and is not closed while the owner follows', () => {
    const onOpen = jest.fn();
    renderWithTheme(
      <Dialog id="fees" open={false} onClose={() => {}} onOpen={onOpen} title="Fees">
        <p>Body text</p>
      </Dialog>,
    );
    const dialog = document.getElementById('fees') as HTMLDialogElement;
    dialog.setAttribute('open', '');
    act(() => {
      dialog.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'open' }));
    });
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('open');
  });

  it('closes as usual when its owner opened it (the toggle of showModal is not the browser’s)', async () => {
    const user = userEvent.setup();
    renderWithTheme(<OwnedFees />);
    await user.click(screen.getByRole('button', { name: 'Open fees' }));
    const dialog = document.getElementById('fees') as HTMLDialogElement;
    act(() => {
      dialog.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'open' }));
    });
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(dialog).not.toHaveAttribute('open');
  });

  it('stays closed when the browser closed it before its owner followed the opening', () => {
    renderWithTheme(<OwnedFees />);
    const dialog = document.getElementById('fees') as HTMLDialogElement;
    // Opened by its `commandfor` button, and closed (Escape) before the owner's state caught up.
    act(() => {
      dialog.setAttribute('open', '');
      dialog.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'open' }));
      dialog.close();
    });
    expect(dialog).not.toHaveAttribute('open');
  });

  it('tells its owner when the browser closed it (a click outside), so it opens again', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Example />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    act(() => (screen.getByRole('dialog') as HTMLDialogElement).close());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    expect(screen.getByRole('dialog', { name: 'Course details' })).toBeInTheDocument();
  });
});
