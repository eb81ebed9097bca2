import { useEffect, useId, useRef, useState } from 'react';

/**
 * The profile card's two modes, for the sample's card and a signed-in person's alike: "Edit
 * Profile" opens edit mode and clears the last notice; leaving it (saved or cancelled) sets the
 * notice and puts focus back on "Edit Profile", where the person started.
 */
export function useEditMode<Notice>() {
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const headingId = `${useId()}-profile`;
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButtonRef.current?.focus();
    }
  }, [editing]);

  return {
    editing,
    notice,
    setNotice,
    headingId,
    editButtonRef,
    start: () => {
      setNotice(null);
      setEditing(true);
    },
    leave: (next: Notice | null) => {
      returnFocus.current = true;
      setNotice(next);
      setEditing(false);
    },
  };
}
