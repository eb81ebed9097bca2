import styled from '@emotion/styled';
import { NavLink } from '@site/router';
import { staffApi, staffPages, type Me } from '@site/staff';
import { Button, Icon, linkRowStyles } from '@site/ui';
import { useState } from 'react';
import { replacePage } from '@/lib/leave-page';
import { staffRequest, StaffApiError } from '@/lib/staff-api';
import { signInUrl } from '@/lib/staff-paths';
import { useStaffMessages } from '@/messages/en/staff';
import { StaffContainer } from './staff-layout';

const Bar = styled.div`
  background: ${({ theme }) => theme.colors.bg.inverse};
  color: ${({ theme }) => theme.colors.fg.inverse};
  border-block-end: 3px solid ${({ theme }) => theme.colors.action.accent};
`;

// Phone: the area and Sign out on one line, the pages under them. Desktop: one line.
const Row = styled(StaffContainer)`
  display: grid;
  grid-template-columns: 1fr auto;
  grid-template-areas: 'area out' 'nav nav';
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  min-height: 3.75rem;
  padding-block: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: auto 1fr auto;
    grid-template-areas: 'area nav out';
  }
`;

const Area = styled.p`
  grid-area: area;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.fg.accentOnDark};
  }
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  /* A flex item is as wide as its text unless told otherwise: this lets a long username end in
     an ellipsis before Sign out, not run under it on a phone. */
  & > span {
    min-width: 0;
  }
  .who {
    display: block;
    overflow: hidden;
    color: ${({ theme }) => theme.colors.fg.inverseMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Pages = styled.nav`
  grid-area: nav;
  ul {
    ${({ theme }) => linkRowStyles({ theme, gap: 1, wrap: false })}
  }
  a {
    padding-inline: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.fg.inverseMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.colors.fg.inverse};
      background: ${({ theme }) => theme.colors.border.inverse};
    }
    &[aria-current='page'] {
      color: ${({ theme }) => theme.colors.fg.inverse};
      box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.fg.accentOnDark};
    }
  }
  ${({ theme }) => theme.mq.md} {
    margin-inline-start: ${({ theme }) => theme.space[4]};
  }
`;

const Out = styled.div`
  grid-area: out;
  justify-self: end;
`;

const Failed = styled.p`
  grid-column: 1 / -1;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.bg.dangerSubtle};
  color: ${({ theme }) => theme.colors.fg.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * The staff bar at the top of every staff page: the area, who is signed in, the pages they may
 * open (the leads, the students, the audit log for admins) and Sign out. Without `me` (the
 * server's frame, the session being checked) it holds its place with the area's name only.
 */
export function StaffBar({ me }: { me?: Me }) {
  const t = useStaffMessages();
  return (
    <Bar>
      <Row>
        <Area>
          <Icon name="shield" size="1.5rem" />
          <span>
            <strong>{t.area}</strong>
            {me && (
              <span className="who">
                {t.signedInAs} <bdi>{me.username}</bdi> · {t.roles[me.role]}
              </span>
            )}
          </span>
        </Area>
        {me && (
          <>
            <Pages aria-label={t.nav.label}>
              <ul>
                <li>
                  <NavLink to={staffPages.inbox}>{t.nav.inbox}</NavLink>
                </li>
                <li>
                  <NavLink to={staffPages.students}>{t.nav.students}</NavLink>
                </li>
                {me.role === 'admin' && (
                  <li>
                    <NavLink to={staffPages.audit}>{t.nav.audit}</NavLink>
                  </li>
                )}
              </ul>
            </Pages>
            <SignOut csrfToken={me.csrfToken} />
          </>
        )}
      </Row>
    </Bar>
  );
}

/**
 * Sign out: the API ends the session, then the sign-in page replaces this one, loaded afresh, so
 * nothing this page held stays in memory or in its history entry. A session that had already
 * ended (401) is signed out too.
 */
function SignOut({ csrfToken }: { csrfToken: string }) {
  const t = useStaffMessages();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const signOut = async () => {
    setState('busy');
    try {
      await staffRequest(staffApi.session, { method: 'DELETE', csrfToken });
    } catch (error) {
      if (!(error instanceof StaffApiError && error.status === 401)) {
        setState('failed');
        return;
      }
    }
    replacePage(signInUrl({ reason: 'signed-out' }));
  };
  return (
    <>
      <Out>
        <Button
          type="button"
          variant="outlineInverse"
          size="sm"
          onClick={signOut}
          disabled={state === 'busy'}
        >
          {state === 'busy' ? t.signingOut : t.signOut}
        </Button>
      </Out>
      {state === 'failed' && <Failed role="alert">{t.signOutFailed}</Failed>}
    </>
  );
}
