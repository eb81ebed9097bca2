import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { Icon } from './icon';
import { isDomProp } from './invokers';
import { useModalDialog } from './use-modal-dialog';

export interface DialogProps {
  open: boolean;
  /** Called once it closed: on the close button, Escape and a click on the backdrop. */
  onClose: () => void;
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Optional line under the title; also the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom (buttons). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /**
   * Its id, for a dialog that works before any script: a button with `commandfor={id}
   * command="show-modal"` opens it natively, so its words are in the page from the start (closed);
   * its close button and a click outside close it natively too. `onOpen` tells the owner when the
   * browser opened it (before hydration included), so the owner's state follows.
   */
  id?: string;
  onOpen?: () => void;
}

const widths = { sm: '28rem', md: '36rem', lg: '48rem' } as const;

const DialogRoot = styled('dialog', {
  shouldForwardProp: (prop) => isDomProp(prop) && prop !== 'size',
})<{ size: 'sm' | 'md' | 'lg' }>`
  width: min(calc(100% - 2rem), ${({ size }) => widths[size]});
  max-height: min(90vh, 52rem);
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.bg.surface};
  color: ${({ theme }) => theme.colors.fg.default};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow: hidden;
  &[open] {
    display: flex;
    flex-direction: column;
    animation: dialog-in ${({ theme }) => theme.durations.normal} ease-out;
  }
  &::backdrop {
    background: rgba(7, 15, 36, 0.65);
  }
  @keyframes dialog-in {
    from {
      opacity: 0;
      transform: translateY(12px) scale(0.98);
    }
  }
  ${({ theme }) => theme.mq.reducedMotion} {
    &[open] {
      animation: none;
    }
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  p {
    margin-top: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.fg.muted};
  }
`;

const CloseButton = styled('button', { shouldForwardProp: isDomProp })`
  flex: none;
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: none;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.bg.muted};
  color: ${({ theme }) => theme.colors.fg.default};
  &:hover {
    background: ${({ theme }) => theme.colors.border.subtle};
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space[6]};
  overflow-y: auto;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
  border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
  background: ${({ theme }) => theme.colors.bg.subtle};
`;

/**
 * A modal on the native `<dialog>`: the browser traps focus and makes the page inert.
 * Escape, the close button and a click on the backdrop close it at once (the page is usable in
 * the same task) and then call `onClose`; focus returns to the element that was focused before it
 * opened; the page behind does not scroll.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  id,
  onOpen,
}: DialogProps) {
  const { text } = useTheme();
  const titleId = useId();
  const descriptionId = useId();
  const native = id !== undefined;
  const { ref, handleClose } = useModalDialog({ open, onClose, onOpen, native });

  return (
    <DialogRoot
      ref={ref}
      id={id}
      // The browser may have opened it before hydration (`open`, which React did not render).
      suppressHydrationWarning
      closedby={native ? 'any' : undefined}
      size={size}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Closed at once, in the key's own task (the owner follows on `close`): the page is not
        // inert for a render longer, so a tap or key right after Escape reaches it.
        event.preventDefault();
        event.currentTarget.close();
      }}
      onClose={handleClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      {(open || native) && (
        <>
          <Header>
            <div>
              <h2 id={titleId}>{title}</h2>
              {description && <p id={descriptionId}>{description}</p>}
            </div>
            <CloseButton
              type="button"
              onClick={() => ref.current?.close()}
              aria-label={text.closeDialog}
              {...(native && { commandfor: id, command: 'close' as const })}
            >
              <Icon name="close" />
            </CloseButton>
          </Header>
          {/* Focusable so keyboard users can scroll a long body that holds no control. */}
          <Body tabIndex={0}>{children}</Body>
          {footer && <Footer>{footer}</Footer>}
        </>
      )}
    </DialogRoot>
  );
}
