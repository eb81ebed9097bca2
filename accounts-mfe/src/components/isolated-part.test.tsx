import { render } from '@testing-library/react';
import { IsolatedPart } from './isolated-part';

describe('IsolatedPart', () => {
  it('puts the address in a left-to-right <bdi>, the sentence as it was', () => {
    const text = 'ہم نے ali-12-ur@example.com پر ایک پیغام بھیج دیا ہے۔';
    const { container } = render(
      <p>
        <IsolatedPart text={text} part="ali-12-ur@example.com" />
      </p>,
    );
    expect(container.querySelector('bdi[dir="ltr"]')).toHaveTextContent(/^ali-12-ur@example\.com$/);
    expect(container).toHaveTextContent(text);
  });

  it('leaves a sentence without the part as it is', () => {
    const { container } = render(<IsolatedPart text="Nothing typed here." part="a@b.pk" />);
    expect(container.innerHTML).toBe('Nothing typed here.');
  });
});
