import styled from '@emotion/styled';
import { NOTE_MAX_LENGTH, staffApi, type LeadDetail } from '@site/staff';
import { Button, TextAreaField } from '@site/ui';
import { useState, type FormEvent } from 'react';
import { formatPakistanTime } from '@/lib/pakistan-time';
import { useLeadMessages } from '@/messages/en/staff-lead';
import { useLeadChange } from '../hooks/use-lead-change';
import { Said } from './lead-parts';

const Notes = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border-inline-start: 3px solid ${({ theme }) => theme.colors.border.brand};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.bg.subtle};
  }
  .meta {
    margin-block-end: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.fg.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .meta strong {
    color: ${({ theme }) => theme.colors.fg.default};
  }
  .body {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const None = styled.p`
  margin-block-end: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.fg.muted};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
  > div {
    width: 100%;
  }
`;

const count = (n: number) => n.toLocaleString('en-US');

/** The staff's notes on a lead, oldest first, each with its author and time, and "Add a note". */
export function LeadNotes({ lead, onChanged }: { lead: LeadDetail; onChanged: (lead: LeadDetail) => void }) {
  const t = useLeadMessages().notes;
  const [body, setBody] = useState('');
  const [added, setAdded] = useState(false);
  const { change, busy, error } = useLeadChange(onChanged);

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAdded(false);
    if (!body.trim()) return;
    if (await change(staffApi.leadNotes(lead.kind, lead.id), { body })) {
      setBody('');
      setAdded(true);
    }
  };

  return (
    <>
      {lead.notes.length ? (
        <Notes>
          {lead.notes.map((note) => (
            <li key={note.id}>
              <p className="meta">
                <strong>
                  <bdi>{note.author}</bdi>
                </strong>{' '}
                · <time dateTime={note.at}>{formatPakistanTime(note.at)}</time>
              </p>
              <p className="body" dir="auto">
                {note.body}
              </p>
            </li>
          ))}
        </Notes>
      ) : (
        <None>{t.none}</None>
      )}
      <Form onSubmit={add}>
        <TextAreaField
          label={t.label}
          name="body"
          required
          maxLength={NOTE_MAX_LENGTH}
          rows={4}
          dir="auto"
          hint={`${t.hint(count(NOTE_MAX_LENGTH))} ${t.count(count(body.length), count(NOTE_MAX_LENGTH))}`}
          value={body}
          onChange={(event) => {
            setBody(event.target.value);
            setAdded(false);
          }}
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? t.adding : t.submit}
        </Button>
        <Said tone="done" aria-live="polite">
          {added && t.added}
        </Said>
        {error && (
          <Said tone="error" role="alert">
            {error}
          </Said>
        )}
      </Form>
    </>
  );
}
