import { NotFoundView } from '@site/federation';
import { useLocation } from '@site/router';
import { LandingView } from '../features/landing/components/landing-view';
import { findLandingPage } from '../features/landing/data/landing-pages';

/** Serves all seven course landing pages (landingPaths); the path picks the course. */
export function CourseLandingPage() {
  const { pathname } = useLocation();
  const page = findLandingPage(pathname);
  if (!page) return <NotFoundView />;
  return <LandingView key={page.key} page={page} />;
}

export default CourseLandingPage;
