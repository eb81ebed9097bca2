import { render } from '@testing-library/react';
import { Emphasised } from './emphasised';

describe('Emphasised', () => {
  it('puts each value in its place, emphasised and isolated, the left-to-right ones marked so', () => {
    const { container } = render(
      <p>
        <Emphasised
          text="شکریہ، {name}۔ {email} پر رابطہ"
          values={{ name: 'Ali Raza', email: 'ali@example.com' }}
          ltr={['email']}
        />
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>شکریہ، <strong><bdi>Ali Raza</bdi></strong>۔ <strong><bdi dir="ltr">ali@example.com</bdi></strong> پر رابطہ</p>',
    );
  });

  it('leaves a text without places as it is', () => {
    const { container } = render(<Emphasised text="Thank you." values={{}} />);
    expect(container.textContent).toBe('Thank you.');
  });
});
