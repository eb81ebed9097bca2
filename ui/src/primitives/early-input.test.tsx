import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SiteThemeProvider } from '../theme/theme-provider';
import { SelectField, TextField } from './form-field';

// act() outside Testing Library's render: tell React this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let submitted: { name: string; course: string } | undefined;

function Form() {
  const [name, setName] = useState('');
  const [course, setCourse] = useState('');
  const [renders, setRenders] = useState(0);
  return (
    <SiteThemeProvider>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = { name, course };
        }}
      >
        <TextField label="Full name" value={name} onChange={(event) => setName(event.target.value)} />
        <SelectField
          label="Course"
          options={['Laravel', 'React JS']}
          placeholder="Select a course"
          value={course}
          onChange={(event) => setCourse(event.target.value)}
        />
        <button type="button" onClick={() => setRenders(renders + 1)}>
          Render again {renders}
        </button>
        <button type="submit">Send</button>
      </form>
    </SiteThemeProvider>
  );
}

describe('a form filled before hydration', () => {
  it('keeps what was typed as the state React submits, through later renders', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Form />);
    // The visitor types while the scripts are still on their way.
    container.querySelector('input')!.value = 'Ayesha Khan';
    container.querySelector('select')!.value = 'React JS';

    const errors = jest.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    await act(async () => container.querySelector<HTMLButtonElement>('button[type="button"]')!.click());
    expect(container.querySelector('input')!.value).toBe('Ayesha Khan');
    expect(container.querySelector('select')!.value).toBe('React JS');

    await act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    expect(submitted).toEqual({ name: 'Ayesha Khan', course: 'React JS' });
    expect(errors).not.toHaveBeenCalled();
  });
});
