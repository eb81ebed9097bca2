import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render';
import { BotTrapField } from './bot-trap-field';

describe('BotTrapField', () => {
  it('is out of reach of people and assistive technology, yet a labelled field for a bot', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <form aria-label="Request">
        <input aria-label="Full Name" />
        <BotTrapField label="Website" name="website" value="" onChange={onChange} />
      </form>,
    );
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
    const trap = screen.getByRole('textbox', { name: 'Website', hidden: true });
    expect(trap).toHaveAttribute('name', 'website');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).toHaveStyle({ position: 'absolute', width: '1px' });

    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Full Name' }));
    await user.tab();
    expect(trap).not.toHaveFocus();
  });
});
