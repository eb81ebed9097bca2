import { theme } from './theme';
import { palette } from './tokens';

/** Every leaf of a nested object of strings, with its path: ['bg.inverseSubtle', 'rgba(…)']. */
function leaves(node: object, path = ''): [string, unknown][] {
  return Object.entries(node).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null
      ? leaves(value, `${path}${key}.`)
      : [[`${path}${key}`, value]],
  );
}

const COLOUR = /^(#[0-9a-f]{6}|rgba\(\d{1,3}, \d{1,3}, \d{1,3}, (0|1|0\.\d+)\))$/;

describe('the colour roles', () => {
  it('are each a colour, written as the palette writes them', () => {
    const roles = leaves(theme.colors);
    expect(roles.length).toBeGreaterThan(40);
    for (const [role, value] of roles) expect([role, value]).toEqual([role, expect.stringMatching(COLOUR)]);
    for (const [name, value] of leaves(palette))
      expect([name, value]).toEqual([name, expect.stringMatching(COLOUR)]);
  });

  it('give a dark band its light layers, faintest to strongest, under its borders', () => {
    const alpha = (value: string) => Number(/, ([\d.]+)\)$/.exec(value)![1]);
    const { bg, border } = theme.colors;
    expect(
      [border.inverseFaint, bg.inverseSubtle, bg.inverseMuted, bg.inverseHover, border.inverse].map(alpha),
    ).toEqual([0.04, 0.06, 0.08, 0.12, 0.18]);
  });
});
