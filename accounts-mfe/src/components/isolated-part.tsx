export interface IsolatedPartProps {
  /** A sentence in the page's language. */
  text: string;
  /** What was typed in it (an e-mail address), which reads left to right whatever the page's direction. */
  part: string;
}

/**
 * A sentence with an e-mail address in it, the address in a left-to-right `<bdi>`: on an Urdu page
 * the bidirectional algorithm would otherwise reorder its parts around the hyphens and dots
 * (`ali-1795-ur@…` read as `-ali-1795`). The text stays the same.
 */
export function IsolatedPart({ text, part }: IsolatedPartProps) {
  const at = part ? text.indexOf(part) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <bdi dir="ltr">{part}</bdi>
      {text.slice(at + part.length)}
    </>
  );
}
