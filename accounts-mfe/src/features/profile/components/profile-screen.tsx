import styled from '@emotion/styled';
import { onDemand, usePageMeta } from '@site/federation';
import { useRouteTitle } from '@site/federation/route-title';
import { SIGNED_IN_ATTRIBUTE } from '@site/people';
import { paths, siteSettings } from '@site/site';
import { Alert, Container, PageHeader } from '@site/ui';
import { useCallback, useState } from 'react';
import { InlineLink } from '@/components/auth-form';
import { Waiting } from '@/components/waiting';
import { isMarkedSignedIn, useSignedInMark } from '@/lib/signed-in-mark';
import { APP } from '@/messages';
import { useProfileMessages } from '@/messages/en/profile';
import { MyCourses } from './my-courses';
import { ProfilePanel } from './profile-panel';

/** A signed-in person's profile: a chunk of its own, which a visitor who is not signed in never loads. */
const accountProfile = onDemand(APP, () =>
  import(/* webpackChunkName: "profile-account" */ './account/account-profile').then(
    (module) => module.AccountProfile,
  ),
);
// A signed-in device fetches it with the page's own code, not after hydration.
if (typeof window !== 'undefined' && isMarkedSignedIn()) accountProfile.preload();

const Body = styled.div`
  padding-block: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[16]};
  ${({ theme }) => theme.mq.lg} {
    padding-block: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[20]};
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 24rem) minmax(0, 1fr);
    align-items: start;
    gap: ${({ theme }) => theme.space[10]};
  }
`;

// Before the page's script, the head's mark of a signed-in device (SIGNED_IN_ATTRIBUTE) decides
// which of the two the server rendered shows: the sample never flashes for a signed-in person.
const ForSignedIn = styled.div`
  html:not([${SIGNED_IN_ATTRIBUTE}]) & {
    display: none;
  }
`;

const ForVisitors = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  html[${SIGNED_IN_ATTRIBUTE}] & {
    display: none;
  }
`;

/**
 * /profile. For a visitor who is not signed in, the spec's page (the sample student, edits kept in
 * this browser, "Forget me on this device"), working before its script. For a signed-in person
 * (the device's flag: the rendering server never sees a session), their own profile, courses and
 * requests from the API, in the browser; until they arrive, "Loading your profile…", never the
 * sample.
 */
export function ProfileScreen() {
  const t = useProfileMessages();
  const title = useRouteTitle();
  usePageMeta({ description: t.description(siteSettings.companyName) });
  const signedIn = useSignedInMark();
  const [ended, setEnded] = useState(false);
  const onEnded = useCallback(() => setEnded(true), []);

  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={title} description={t.intro} />
      <Container>
        <Body>
          {signedIn ? (
            <accountProfile.Part label={t.account.label} onEnded={onEnded} />
          ) : (
            <>
              <ForSignedIn>
                <Waiting label={t.account.loading} />
              </ForSignedIn>
              <ForVisitors>
                {ended && (
                  <Alert tone="info">
                    {t.account.ended} <InlineLink to={paths.login}>{t.account.signIn}</InlineLink>
                  </Alert>
                )}
                <Layout>
                  <ProfilePanel />
                  <MyCourses />
                </Layout>
              </ForVisitors>
            </>
          )}
        </Body>
      </Container>
    </>
  );
}
