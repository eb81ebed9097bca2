import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render';
import { UnstyledButton } from './unstyled-button';

describe('UnstyledButton', () => {
  it('is a real button that takes the look of the text around it', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <h3>
        <UnstyledButton type="button" onClick={onClick}>
          React JS
        </UnstyledButton>
      </h3>,
    );
    const button = screen.getByRole('button', { name: 'React JS' });
    expect(button).toHaveStyle({ padding: '0px', color: 'inherit', textAlign: 'start', cursor: 'pointer' });
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
