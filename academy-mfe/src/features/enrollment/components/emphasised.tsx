/**
 * A text of the catalogue with places for values (`Thank you, {name}.`): each value emphasised and
 * isolated, so that a Latin name or an e-mail address inside Urdu keeps its own direction
 * (`ltr` names the values that are always left to right).
 */
export function Emphasised<K extends string>({
  text,
  values,
  ltr = [],
}: {
  text: string;
  values: Readonly<Record<K, string>>;
  ltr?: readonly NoInfer<K>[];
}) {
  return (
    <>
      {text.split(/\{(\w+)\}/).map((part, index) => {
        if (index % 2 === 0) return part;
        const key = part as K;
        return (
          <strong key={index}>
            <bdi dir={ltr.includes(key) ? 'ltr' : undefined}>{values[key] ?? part}</bdi>
          </strong>
        );
      })}
    </>
  );
}
